"""docs/performance.md shows the figures of bench/results/*.json, as `python -m bench.report` writes them."""

from __future__ import annotations

import json

import pytest

from bench import report


def test_the_documents_figures_are_what_the_results_make():
    document = report.DOCUMENT.read_text()
    assert report.figures_of(document) == report.render(report.load()), (
        "docs/performance.md's figures differ from bench/results/*.json: run `python -m bench.report`"
    )


def test_every_benchmark_with_results_has_a_table():
    figures = report.render(report.load())
    assert "no table yet" not in figures, figures
    for kind in {report.kind_of(result) for result in report.load()}:
        assert f"(`bench_{kind}`)" in figures, kind


def test_writing_the_figures_keeps_the_prose_around_them(tmp_path):
    results = tmp_path / "results"
    results.mkdir()
    machine = {"cpu_count": 2, "python": "3.11.7", "implementation": "CPython", "timestamp": "2030-01-02T03:04:05"}
    config = {"copies": 10, "repeats": 1, "cards": 1, "goal_seconds": 10.0, "secrets_chunk_rows": 5}
    config |= {"sqlite": "s", "postgresql": "p"}
    on_sqlite = {"copies": 10, "seconds": 2.5, "copies_per_second": 4.0, "rows_transaction_seconds": 2.0}
    on_sqlite |= {"bare_write_seconds": 1.25, "ratio_to_bare_write": 2.0, "goal_met": True}
    on_sqlite |= {"peak_rss_mib": 100.0, "peak_rss_growth_mib": 1.0, "secrets_csv_mib": 0.5}
    figures = {"config": config, "sqlite": on_sqlite, "postgresql": {"skipped": "no server"}}
    (results / "print_run.json").write_text(
        json.dumps({"benchmark": "print_run", "machine": machine, "results": figures})
    )
    document = tmp_path / "performance.md"
    document.write_text(f"# Before\n\n{report.BEGIN}\nold\n{report.END}\n\nAfter.\n")

    assert report.main(["--results", str(results), "--document", str(document), "--check"]) == 1
    assert report.main(["--results", str(results), "--document", str(document)]) == 0
    written = document.read_text()
    assert written.startswith("# Before\n\n") and written.endswith(f"{report.END}\n\nAfter.\n")
    assert "| SQLite | 10 | 2.50 s | 4 | 2.00 s | 1.25 s | 2.00× | 100 MiB (+1) | 0.5 MiB |" in written
    assert report.main(["--results", str(results), "--document", str(document), "--check"]) == 0


def test_a_document_without_its_markers_is_refused():
    with pytest.raises(ValueError):
        report.figures_of(f"{report.END}\n{report.BEGIN}")
