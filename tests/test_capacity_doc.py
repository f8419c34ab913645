"""docs/capacity.md's model is what `python -m bench.capacity` makes of bench/results/*.json."""

from __future__ import annotations

from bench import capacity
from bench.report import figures_of


def test_the_capacity_model_is_what_the_measured_figures_make():
    document = capacity.DOCUMENT.read_text()
    assert figures_of(document) == capacity.render(capacity.load_inputs()), (
        "docs/capacity.md's model differs from bench/results/*.json: run `python -m bench.capacity`"
    )


def test_more_tables_need_more_of_every_server():
    inputs = capacity.load_inputs()
    small, large = (dict(capacity.tables_model(inputs, n)) for n in capacity.TABLE_SCENARIOS)
    for what in ("actions a second", "API workers' cores", "Redis cores (primaries)"):
        assert float(large[what].replace(",", "")) > float(small[what].replace(",", "")), what
