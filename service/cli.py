"""The `companion` console script: every way to run the service, and its admin chores."""

from __future__ import annotations

import argparse
import contextlib
import os
import resource
import sys
from pathlib import Path

from service.platform.settings import SettingsError, load_settings


def _exec(argv: list[str]) -> None:
    sys.stdout.flush()
    os.execvp(argv[0], argv)


def cmd_dev(_args: argparse.Namespace) -> int:
    from service import devstack

    return devstack.run()


def gunicorn_argv(
    app: str, *, bind: str, workers: int, access_log: bool = False, worker_connections: int = 4000
) -> list[str]:
    """How the API is served; benchmarks serve their bare baseline app with exactly the same settings."""
    return [
        sys.executable,
        "-m",
        "gunicorn",
        app,
        "--bind",
        bind,
        # gevent: one greenlet per connection, so a process holds thousands of open SSE streams
        "--worker-class",
        "service.platform.gunicorn_worker.GeventWorker",
        "--worker-connections",
        str(worker_connections),
        "--workers",
        str(workers),
        "--graceful-timeout",
        "10",
        "--keep-alive",
        "5",
        "--limit-request-line",
        "8190",  # gunicorn's maximum: long cursors and filters must fit
        "--no-control-socket",  # one shared default path: several servers on one machine would fight over it
        *(["--access-logfile", "-"] if access_log else []),  # no access log at all unless asked: it costs CPU
    ]


def _raise_open_files() -> None:
    """Every open connection (an SSE stream held for hours) is a file descriptor: the soft limit (often 1024) goes up
    to the hard one, which gunicorn and its workers inherit through ``exec`` and ``fork``."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != hard:
        with contextlib.suppress(ValueError, OSError):  # an unlimited hard limit may exceed the kernel's: keep soft
            resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))


def cmd_api(args: argparse.Namespace) -> int:
    from service.devstack import prometheus_dir

    settings = load_settings()
    os.environ["PROMETHEUS_MULTIPROC_DIR"] = prometheus_dir(settings)
    bind = f"{args.host or settings.host}:{args.port or settings.port}"
    _raise_open_files()
    _exec(
        gunicorn_argv(
            "service.wsgi:app",
            bind=bind,
            workers=args.workers or settings.web_concurrency,
            access_log=args.access_log,
            worker_connections=settings.worker_connections,
        )
    )
    return 0


def worker_argv(*, queues: list[str] | tuple[str, ...], concurrency: int, name: str) -> list[str]:
    return [
        sys.executable,
        "-m",
        "celery",
        "-A",
        "workers.main",
        "worker",
        "--loglevel",
        "INFO",
        "--queues",
        ",".join(queues),
        "--concurrency",
        str(concurrency),
        "--hostname",
        f"{name}@%h",
        "--without-mingle",
        "--without-gossip",
    ]


def cmd_worker(args: argparse.Namespace) -> int:
    from service.platform.celery_app import ALL_QUEUES, WORKER_ROLES

    if args.role == "all":
        argv = worker_argv(queues=ALL_QUEUES, concurrency=args.concurrency or 2, name="all")
    else:
        role = WORKER_ROLES[args.role]
        os.nice(role.nice)
        argv = worker_argv(queues=role.queues, concurrency=args.concurrency or role.concurrency, name=args.role)
    _exec(argv)
    return 0


def cmd_beat(_args: argparse.Namespace) -> int:
    settings = load_settings()
    settings.data_dir.mkdir(parents=True, exist_ok=True)
    _exec(
        [
            sys.executable,
            "-m",
            "celery",
            "-A",
            "workers.main",
            "beat",
            "--loglevel",
            "INFO",
            "--schedule",
            str(settings.data_dir / "celerybeat-schedule"),
        ]
    )
    return 0


def cmd_migrate(_args: argparse.Namespace) -> int:
    from service.platform import migrate

    migrate.upgrade(load_settings().database_url)
    print("database at the latest migration")
    return 0


def cmd_openapi(args: argparse.Namespace) -> int:
    from service.openapi import render_openapi_yaml

    text = render_openapi_yaml()
    out = Path(args.output)
    if args.check:
        if not out.exists() or out.read_text() != text:
            print(f"{out} differs from the code; run `make openapi`", file=sys.stderr)
            return 1
        print(f"{out} is up to date")
        return 0
    out.write_text(text)
    print(f"wrote {out}")
    return 0


def cmd_users_create(args: argparse.Namespace) -> int:
    from service.accounts import identity as accounts
    from service.platform import migrate
    from service.platform.db import Database
    from service.platform.errors import ProblemError

    settings = load_settings()
    migrate.upgrade(settings.database_url)
    db = Database(settings.database_url)
    try:
        with db.session() as session:
            user = accounts.create_user(
                session=session, username=args.username, email=args.email, password=args.password, is_admin=args.admin
            )
    except ProblemError as exc:
        print(f"error: {exc.detail}", file=sys.stderr)
        return 1
    print(f"created user {user.username} ({user.id}){' as admin' if args.admin else ''}")
    return 0


def cmd_cards(args: argparse.Namespace) -> int:
    from service.cards.cli import import_file

    return import_file(load_settings(), Path(args.file), args.format)


def cmd_simulate(args: argparse.Namespace) -> int:
    import json

    from rules.simulate import simulate

    seats = [s.strip() for s in args.seats.split(",") if s.strip()]
    try:
        result = simulate(
            ruleset=args.ruleset,
            games=args.games,
            seats=seats,
            budget_ms=args.budget_ms,
            seed=args.seed,
            decks=args.decks.split(",") if args.decks else None,
        )
    except (ValueError, KeyError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(result))
        return 0
    print(f"{result['games']} games, {result['draws']} draws, {result['average_turns']:.1f} turns on average")
    for spec in seats:
        rate = result["win_rates"][spec]
        low, high = rate["ci95"]
        print(f"  {spec:<12} {result['wins'][spec]:>5} wins  {rate['rate']:6.1%}  (95 % CI {low:.1%}–{high:.1%})")
    return 0


def cmd_topology(args: argparse.Namespace) -> int:
    from service.topology import cli

    return cli.cmd_topology(args)


def cmd_cluster(args: argparse.Namespace) -> int:
    """A Redis Cluster on loopback for a person to run the service on: prints what to export, runs until Ctrl-C."""
    from service.cluster_topology import ClusterUnavailable, run_until_stopped

    try:
        return run_until_stopped(load_settings().data_dir / "redis-cluster")
    except ClusterUnavailable as exc:
        print(f"companion: {exc}", file=sys.stderr)
        return 1


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="companion", description="TCG companion backend")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("dev", help="run the whole stack locally (Redis, migrations, demo data, worker, beat, API)")
    api = sub.add_parser("api", help="serve the API with gunicorn")
    api.add_argument("--host")
    api.add_argument("--port", type=int)
    api.add_argument("--workers", type=int)
    api.add_argument("--access-log", action="store_true")
    worker = sub.add_parser("worker", help="run a Celery worker")
    worker.add_argument(
        "--role",
        choices=("default", "ai", "simulations", "all"),
        default="all",
        help="which queues: default (webhooks, archiving, print runs), ai, simulations, or all",
    )
    worker.add_argument("--concurrency", type=int, help="processes (default: the role's)")
    sub.add_parser("beat", help="run the Celery beat scheduler")
    sub.add_parser("migrate", help="apply database migrations")
    openapi = sub.add_parser("openapi", help="write the OpenAPI document generated from the code")
    openapi.add_argument("--output", default="openapi.yaml")
    openapi.add_argument("--check", action="store_true", help="fail if the file differs from the code")
    users = sub.add_parser("users", help="manage accounts").add_subparsers(dest="users_command", required=True)
    create = users.add_parser("create", help="create an account")
    create.add_argument("username")
    create.add_argument("--email", required=True)
    create.add_argument("--password", required=True)
    create.add_argument("--admin", action="store_true")
    cards = sub.add_parser("cards", help="the card catalog").add_subparsers(dest="cards_command", required=True)
    cards_import = cards.add_parser("import", help="import a card set (JSON set file or CSV), all or nothing")
    cards_import.add_argument("file")
    cards_import.add_argument("--format", choices=("json", "csv"), help="default: from the file's extension")
    cluster = sub.add_parser("cluster", help="a local Redis Cluster for the live state").add_subparsers(
        dest="cluster_command", required=True
    )
    cluster.add_parser("up", help="start 6 Redis Cluster nodes and a broker Redis on loopback; print the env to export")
    sim = sub.add_parser("simulate", help="many seeded engine games between AI levels: win rates")
    sim.add_argument("--ruleset", default="achroma", help="a ruleset with an engine the AI plays (default achroma)")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seats", default="ai:hard,random", help="comma-separated specs: ai:hard, greedy, random...")
    sim.add_argument("--budget-ms", type=int, default=200, help="thinking time per decision")
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--decks", help="comma-separated demo decks of the ruleset (default: all, rotated)")
    sim.add_argument("--json", action="store_true", help="print one JSON object: games, wins, win_rates...")
    from service.topology.cli import add_parser as add_topology_parser

    add_topology_parser(sub)
    return parser


COMMANDS = {
    "dev": cmd_dev,
    "api": cmd_api,
    "worker": cmd_worker,
    "beat": cmd_beat,
    "migrate": cmd_migrate,
    "openapi": cmd_openapi,
    "users": cmd_users_create,
    "cards": cmd_cards,
    "simulate": cmd_simulate,
    "topology": cmd_topology,
    "cluster": cmd_cluster,
}


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return COMMANDS[args.command](args)
    except SettingsError as exc:
        print(f"companion: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
