"""CSV that a spreadsheet opens as data, never as formulas (OWASP's "CSV injection").

A cell of text that begins with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return is taken by Excel,
LibreOffice and Google Sheets as a formula (``=HYPERLINK(…)`` leaks data, ``@cmd`` once ran commands), so it
is written with a leading apostrophe, which spreadsheets show as text. Numbers are written as they are: a
negative score stays a number. Every CSV the API exports goes through ``writer``.
"""

from __future__ import annotations

import csv
from collections.abc import Iterable
from typing import Any

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def neutralise(cell: Any) -> Any:
    """The cell as a spreadsheet should see it: text that would start a formula gets a leading apostrophe."""
    if isinstance(cell, str) and cell.startswith(FORMULA_STARTS):
        return "'" + cell
    return cell


class SafeWriter:
    """``csv.writer`` whose rows are neutralised cell by cell."""

    def __init__(self, out: Any, **kwargs: Any) -> None:
        self._writer = csv.writer(out, **kwargs)

    def writerow(self, row: Iterable[Any]) -> Any:
        return self._writer.writerow([neutralise(cell) for cell in row])

    def writerows(self, rows: Iterable[Iterable[Any]]) -> None:
        for row in rows:
            self.writerow(row)


def writer(out: Any, **kwargs: Any) -> SafeWriter:
    return SafeWriter(out, **kwargs)
