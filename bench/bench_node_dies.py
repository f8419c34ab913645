"""A node dies under load: 300 SSE clients follow 6 games through HAProxy in front of 3 API nodes (2 gevent workers
each) while 10 actions a second are made on those games; one node is SIGKILLed. Figures: how many clients the kill
cut off, the time from the kill until every one of them streams again (the stream asks clients to wait 2 s before
reconnecting, as EventSource does), the slowest reopening through HAProxy, and the events lost, duplicated, out of
order or differing from the game's history (all must be 0).

The same scenario as tests/scale/test_node_dies.py (30 clients in `make test`), at full size.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from bench.harness import write_results
from service.topology.nodes import Topology
from tests.scale import node_dies

CLIENTS = 300


def main() -> int:
    with (
        tempfile.TemporaryDirectory(prefix="companion-bench-") as tmp,
        Topology(node_dies.topology_spec(Path(tmp), CLIENTS)) as topology,
    ):
        figures = node_dies.run(topology, CLIENTS)
    found = node_dies.problems(figures)
    config = {
        "nodes": node_dies.NODES,
        "workers_per_node": node_dies.WORKERS_PER_NODE,
        "actions_per_second": node_dies.ACTIONS_PER_SECOND,
        "kill_after_seconds": node_dies.KILL_AFTER,
        "proxy": "HAProxy (Debian), leastconn, health checks on /v1/health",
    }
    write_results("node_dies", {"config": config, **figures, "problems": found})
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
