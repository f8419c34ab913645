"""`companion topology up`: N API nodes behind HAProxy on this machine, kept alive until Ctrl-C.

A node that dies (try ``kill -9 -<its pid>``) is started again, as `companion dev` does with its children;
meanwhile HAProxy's health checks take it out and its streams resume on the others.
"""

from __future__ import annotations

import argparse
import sys

from service.devstack import GaveUp, StopSignals
from service.platform.settings import load_settings
from service.topology.haproxy import HAProxyMissing
from service.topology.nodes import Topology, TopologySpec


def add_parser(sub: argparse._SubParsersAction) -> None:
    topology = sub.add_parser("topology", help="several API nodes behind HAProxy on this machine")
    actions = topology.add_subparsers(dest="topology_command", required=True)
    up = actions.add_parser("up", help="start N API nodes, a worker, beat and HAProxy; Ctrl-C stops them")
    up.add_argument("--nodes", type=int, default=3)
    up.add_argument("--workers", type=int, default=2, help="gunicorn workers per node")
    up.add_argument("--port", type=int, help="where HAProxy listens (default: PORT, 8000)")
    up.add_argument("--first-node-port", type=int, help="node i listens on this + i (default: HAProxy's port + 1)")
    up.add_argument("--redis-cluster-nodes", help="host:port,… of a Redis Cluster for the live state")
    up.add_argument("--broker-url", help="Celery's broker with a cluster (default: REDIS_URL or the embedded Redis)")


def cmd_topology(args: argparse.Namespace) -> int:
    settings = load_settings()
    port = args.port or settings.port
    first = args.first_node_port or port + 1
    spec = TopologySpec(
        data_dir=settings.data_dir / "topology",
        nodes=args.nodes,
        workers_per_node=args.workers,
        port=port,
        node_ports=[first + i for i in range(args.nodes)],
        # the embedded Redis unless REDIS_URL names one; REDIS_CLUSTER_NODES and the like pass through as they are
        redis_url=None if settings.redis_embedded else settings.redis_url,
        database_url=settings.database_url,
        redis_cluster_nodes=args.redis_cluster_nodes,
        broker_url=args.broker_url,
        beat=True,
    )
    signals = StopSignals()
    topology = Topology(spec)
    try:
        topology.start()
    except HAProxyMissing as exc:
        print(f"companion topology: {exc}", file=sys.stderr)
        return 2
    try:
        for index in range(spec.nodes):
            print(f"{topology.node_name(index)}     {topology.node_url(index)}", flush=True)
        print(
            f"HAProxy  {topology.url}  (config {topology.data_dir / 'haproxy.cfg'}, logs in "
            f"{topology.data_dir / 'logs'})\nCtrl-C stops everything.",
            flush=True,
        )
        signals.supervise(topology.children)
        return 0
    except GaveUp as exc:
        print(f"companion topology: {exc}", file=sys.stderr)
        return 1
    finally:
        signals.ignore()
        topology.stop()
        print("stopped", flush=True)
