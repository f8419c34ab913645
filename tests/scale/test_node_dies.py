"""A node dies: 3 API nodes behind HAProxy, SSE clients following games through it while actions are made; one
node is SIGKILLed; every client resumes with ``Last-Event-ID`` and ends with every event of its game exactly once,
in order, equal to the game's history read through the API (``tests/scale/node_dies.py``).

The rule (docs/architecture.md, SSE fan-out): "A stream's `id:` is the entry number; a client resumes with
`Last-Event-ID` (or `after=`) on any process." And docs/deploy.md: "Any node serves any request, so HAProxy needs
**no sticky sessions**, and a stream resumes on any node with `Last-Event-ID`."

`make test` runs it with 30 clients; `make scale` with 300 (``SCALE_CLIENTS``), printing the figures; the
benchmark ``bench_node_dies`` runs it with 300 and keeps them in ``bench/results/node_dies.json``.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator

import pytest

from service.topology.nodes import Topology
from tests.scale import node_dies

pytestmark = [pytest.mark.scale, pytest.mark.slow]

CLIENTS = int(os.environ.get("SCALE_CLIENTS", "30"))


@pytest.fixture(scope="module")
def topology(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Topology]:
    with Topology(node_dies.topology_spec(tmp_path_factory.mktemp("topology"), CLIENTS)) as running:
        yield running


def test_a_node_dies_and_every_client_gets_every_event_once_in_order(topology: Topology) -> None:
    figures = node_dies.run(topology, CLIENTS)
    print("\n" + json.dumps(figures, indent=2))
    assert node_dies.problems(figures) == [], figures
