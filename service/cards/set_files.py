"""Reading card set files (JSON in the set format, or CSV) into validated documents, or errors that say where.

Errors are a list of ``{"line", "path", "card_id", "message"}``: CSV errors carry the line number of the
row (the header is line 1); JSON errors carry the JSON path (``cards[3].cost``) and, for a syntax error,
the line. Nothing is written here: an import is checked whole before anything is stored.
"""

from __future__ import annotations

import csv
import io
import json
from dataclasses import dataclass, field
from typing import Any

import marshmallow as ma

from schemas.card_sets import CARD_SCHEMAS, load_set

SET_COLUMNS = ("set_code", "set_name", "ruleset", "released")
LIST_SEPARATOR = "|"


@dataclass
class ParsedSet:
    document: dict[str, Any]  # validated: {"set", "cards", "demo_decks"}
    lines: dict[int, int] = field(default_factory=dict)  # card index -> source line (CSV)


class SetFileInvalid(Exception):
    def __init__(self, errors: list[dict[str, Any]]) -> None:
        super().__init__(f"{len(errors)} error(s)")
        self.errors = errors


def error(message: str, *, path: str = "", line: int | None = None, card_id: str | None = None) -> dict[str, Any]:
    return {"line": line, "path": path, "card_id": card_id, "message": message}


def _flatten(messages: Any, path: str) -> list[tuple[str, str]]:
    """marshmallow's nested messages as (json path, message) pairs."""
    if isinstance(messages, dict):
        out: list[tuple[str, str]] = []
        for key, value in messages.items():
            if key == "_schema":
                sub = path
            elif isinstance(key, int):
                sub = f"{path}[{key}]"
            else:
                sub = f"{path}.{key}" if path else str(key)
            out.extend(_flatten(value, sub))
        return out
    if isinstance(messages, list):
        return [pair for m in messages for pair in _flatten(m, path)]
    return [(path, str(messages))]


def _validated(document: Any, lines: dict[int, int]) -> ParsedSet:
    data, messages = load_set(document)
    if messages:
        raw_cards = document.get("cards") if isinstance(document, dict) else None
        errors = []
        for path, message in _flatten(messages, ""):
            index = _card_index(path)
            card_id = None
            if index is not None and isinstance(raw_cards, list) and index < len(raw_cards):
                card_id = raw_cards[index].get("id") if isinstance(raw_cards[index], dict) else None
            errors.append(
                error(
                    message,
                    path=path,
                    line=lines.get(index) if index is not None else None,
                    card_id=card_id if isinstance(card_id, str) else None,
                )
            )
        raise SetFileInvalid(errors)
    problems = _consistency(data, lines)
    if problems:
        raise SetFileInvalid(problems)
    return ParsedSet(data, lines)


def _card_index(path: str) -> int | None:
    if not path.startswith("cards["):
        return None
    return int(path[len("cards[") : path.index("]")])


def _consistency(data: dict[str, Any], lines: dict[int, int]) -> list[dict[str, Any]]:
    """What the schema cannot see: ids and numbers unique, ids matching the set code and number."""
    prefix = data["set"]["code"].lower() + "-"
    errors: list[dict[str, Any]] = []
    seen_ids: dict[str, int] = {}
    seen_numbers: dict[str, int] = {}
    for index, card in enumerate(data["cards"]):
        where = {"path": f"cards[{index}]", "line": lines.get(index), "card_id": card["id"]}
        if card["id"] in seen_ids:
            errors.append(error(f"Duplicate card id (also cards[{seen_ids[card['id']]}]).", **where))
        if card["number"] in seen_numbers:
            errors.append(error(f"Duplicate number (also cards[{seen_numbers[card['number']]}]).", **where))
        seen_ids.setdefault(card["id"], index)
        seen_numbers.setdefault(card["number"], index)
        # a card new in this set is '<setcode>-<number>'; another set's id marks a reprint of that card
        if card["id"].startswith(prefix) and card["id"] != prefix + card["number"].lower():
            errors.append(error(f"A card new in this set has id '{prefix}{card['number'].lower()}'.", **where))
        dates = [e["date"] for e in card["errata"]]
        if any(d < data["set"]["released"] for d in dates):
            errors.append(error("An erratum cannot predate the set's release.", **where))
    return errors


def parse_json(text: str) -> ParsedSet:
    try:
        document = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SetFileInvalid([error(f"Not valid JSON: {exc.msg} (column {exc.colno}).", line=exc.lineno)]) from exc
    if not isinstance(document, dict):
        raise SetFileInvalid([error("The document must be a JSON object with 'set' and 'cards'.")])
    return _validated(document, {})


def parse_csv(text: str) -> ParsedSet:
    """One card per row; the set columns repeat on every row; lists are '|'-separated; objects are JSON."""
    reader = csv.DictReader(io.StringIO(text, newline=""))
    header = reader.fieldnames or []
    missing = [c for c in SET_COLUMNS if c not in header]
    if missing:
        raise SetFileInvalid([error(f"Missing column(s): {', '.join(missing)}.", line=1)])
    set_info: dict[str, Any] | None = None
    cards: list[dict[str, Any]] = []
    lines: dict[int, int] = {}
    errors: list[dict[str, Any]] = []
    start = reader.line_num + 1
    for row in reader:
        line = start
        start = reader.line_num + 1
        if None in row:
            errors.append(error("More cells than columns in the header.", line=line))
            continue
        info = {
            "code": row["set_code"],
            "name": row["set_name"],
            "ruleset": row["ruleset"],
            "released": row["released"],
        }
        if set_info is None:
            set_info = info
        elif info != set_info:
            errors.append(error("The set columns differ from the first row's.", line=line))
        lines[len(cards)] = line
        card, problems = _csv_card(row, info["ruleset"], line)
        errors.extend(problems)
        cards.append(card)
    if errors:
        raise SetFileInvalid(errors)
    if set_info is None:
        raise SetFileInvalid([error("No card rows.", line=2)])
    return _validated({"set": set_info, "cards": cards}, lines)


def _csv_card(row: dict[str, str], ruleset: str, line: int) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    schema = CARD_SCHEMAS.get(ruleset)
    fields = schema().fields if schema else {}
    card: dict[str, Any] = {}
    problems: list[dict[str, Any]] = []
    for column, cell in row.items():
        if column in SET_COLUMNS or cell is None or cell == "":
            continue
        kind = fields.get(column)
        if isinstance(kind, ma.fields.List) and not isinstance(kind.inner, ma.fields.Dict | ma.fields.Nested):
            card[column] = [part.strip() for part in cell.split(LIST_SEPARATOR) if part.strip()]
        elif isinstance(kind, ma.fields.Integer):
            try:
                card[column] = int(cell)
            except ValueError:
                card[column] = cell  # the schema reports it
        elif isinstance(kind, ma.fields.Nested | ma.fields.List | ma.fields.Dict):
            try:
                card[column] = json.loads(cell)
            except json.JSONDecodeError:
                problems.append(error("Not valid JSON.", path=column, line=line, card_id=row.get("id")))
        else:
            card[column] = cell
    return card, problems


def parse(text: str, fmt: str) -> ParsedSet:
    return parse_csv(text) if fmt == "csv" else parse_json(text)
