"""Architecture boundaries that keep the code changeable."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FORBIDDEN_IN_RULES = {"flask", "flask_smorest", "redis", "sqlalchemy", "celery", "marshmallow", "service", "workers"}


def _modules(path: Path) -> set[str]:
    """Every module ``path`` imports, dotted in full (``from rules import achroma`` counts as ``rules.achroma``),
    also inside functions, and through ``importlib.import_module("...")`` with a literal name."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
            names.update(f"{node.module}.{a.name}" for a in node.names)
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "import_module"
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            names.add(node.args[0].value)
    return names


def _imports(path: Path) -> set[str]:
    return {name.split(".")[0] for name in _modules(path)}


def _game_packages() -> set[str]:
    """``rules.<game>`` for every game package: a package of ``rules/`` with a ruleset or an engine in it."""
    return {
        f"rules.{p.name}"
        for p in (ROOT / "rules").iterdir()
        if p.is_dir() and ((p / "ruleset.py").exists() or (p / "engine").is_dir())
    }


def test_rules_import_no_framework_or_store():
    offenders = {
        str(p.relative_to(ROOT)): sorted(_imports(p) & FORBIDDEN_IN_RULES) for p in (ROOT / "rules").rglob("*.py")
    }
    assert {k: v for k, v in offenders.items() if v} == {}


def test_rules_never_use_the_global_random():
    for path in (ROOT / "rules").rglob("*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "random":
                assert node.attr == "Random", f"{path}: random.{node.attr} uses the global generator"


def test_no_module_is_over_400_lines():
    big = {
        str(p.relative_to(ROOT)): n
        for d in ("service", "schemas", "workers", "rules", "bench")
        for p in (ROOT / d).rglob("*.py")
        if (n := len(p.read_text().splitlines())) > 400
    }
    assert big == {}


def test_only_rules_imports_a_game_package():
    """One contract: the service, the schemas, the workers and the benchmarks reach a game only through
    ``rules.registry`` and the capabilities it declares, never by importing ``rules.achroma``, ``rules.arcane``..."""
    games = _game_packages()
    assert {"rules.achroma", "rules.arcane", "rules.athernum", "rules.oversoul"} <= games
    outside = [p for d in ("service", "schemas", "workers", "bench", "clients") for p in (ROOT / d).rglob("*.py")]
    outside += [p for p in ROOT.glob("*.py")]
    offenders = {
        str(p.relative_to(ROOT)): sorted(m for m in _modules(p) if any(m == g or m.startswith(g + ".") for g in games))
        for p in outside
    }
    assert {k: v for k, v in offenders.items() if v} == {}


def test_the_boundary_check_sees_every_way_of_importing_a_game(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text(
        "import rules.arcane\nfrom rules import athernum\nfrom rules.achroma.engine import ENGINE\n"
        "def f():\n    import importlib\n    return importlib.import_module('rules.oversoul')\n"
    )
    found = _modules(sample)
    assert {"rules.arcane", "rules.athernum", "rules.achroma.engine", "rules.oversoul"} <= found


DOMAINS = ("platform", "accounts", "games", "cards", "webhooks", "tournaments", "web")
# Which domain of ``service/`` may import which: plumbing at the bottom, then accounts, then the domains that serve
# players, and tournaments (which link games, decks and ratings) on top. A domain never imports one above it.
MAY_IMPORT = {
    "platform": set(),
    "accounts": {"platform"},
    "webhooks": {"platform", "accounts"},
    "cards": {"platform", "accounts", "webhooks"},
    "games": {"platform", "accounts", "webhooks", "cards"},
    "tournaments": {"platform", "accounts", "webhooks", "cards", "games"},
    "web": {"platform"},
}
# The arrows that still run back, each named: a request's credential is checked by the platform's pipeline and
# decorators (accounts' authentication), and a guest's seat token and a stream ticket are credentials of a game.
KNOWN_BACK_ARROWS = {
    ("service/platform/api.py", "accounts"),
    ("service/platform/idempotency.py", "accounts"),
    ("service/platform/pipeline.py", "accounts"),
    ("service/platform/stream_guard.py", "accounts"),
    ("service/platform/routes/tasks.py", "accounts"),
    ("service/accounts/auth.py", "games"),
    ("service/accounts/identity.py", "games"),
}


def _domain(module: str) -> str | None:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and parts[0] == "service" and parts[1] in DOMAINS else None


def _sources(*folders: str) -> list[Path]:
    return [p for d in folders for p in (ROOT / d).rglob("*.py")]


def test_schemas_import_nothing_from_the_service_or_the_workers():
    offenders = {str(p.relative_to(ROOT)): sorted(_imports(p) & {"service", "workers"}) for p in _sources("schemas")}
    assert {k: v for k, v in offenders.items() if v} == {}


def test_the_service_never_imports_the_workers():
    """The Celery app's configuration lives in ``service.platform.celery_app``; the service sends tasks by name."""
    offenders = {str(p.relative_to(ROOT)): sorted(_imports(p) & {"workers"}) for p in _sources("service")}
    assert {k: v for k, v in offenders.items() if v} == {}


def test_only_the_app_factory_imports_routes():
    """Each domain's ``routes/`` is HTTP only: the app factory lists the blueprints; nothing else reaches a view."""
    offenders = {}
    for path in _sources("service", "workers", "schemas", "bench"):
        rel = path.relative_to(ROOT)
        if rel.as_posix() == "service/app.py" or "routes" in rel.parts:
            continue
        found = sorted(m for m in _modules(path) if ".routes" in m and m.startswith("service."))
        if found:
            offenders[str(rel)] = found
    assert offenders == {}


def test_a_domain_imports_only_the_domains_below_it():
    arrows = set()
    for path in _sources("service"):
        rel = path.relative_to(ROOT)
        own = rel.parts[1] if len(rel.parts) > 2 else None
        if own not in MAY_IMPORT:
            continue
        for module in _modules(path):
            other = _domain(module)
            if other and other != own and other not in MAY_IMPORT[own]:
                arrows.add((rel.as_posix(), other))
    assert arrows - KNOWN_BACK_ARROWS == set(), "a domain imports one above it"
    assert KNOWN_BACK_ARROWS - arrows == set(), "a known back-arrow is gone: take it off the list"


def test_no_cycle_between_the_top_level_packages():
    graph: dict[str, set[str]] = {}
    for top in ("service", "schemas", "workers", "rules"):
        graph[top] = {m for p in _sources(top) for m in _imports(p)} & {"service", "schemas", "workers", "rules"}
        graph[top].discard(top)
    order = ["rules", "schemas", "service", "workers"]  # each may import only those before it
    for top, deps in graph.items():
        assert deps <= set(order[: order.index(top)]), f"{top} imports {sorted(deps)}"


def test_the_web_apps_modules_import_one_another_without_a_cycle():
    """The web companion's ES modules form a tree of imports (a view shares code through a module of its own)."""
    app = ROOT / "service" / "web" / "static" / "app"
    edges: dict[Path, set[Path]] = {}
    for module in app.rglob("*.js"):
        found = re.findall(r"""^\s*import\b[^;]*?from\s+["'](\.{1,2}/[^"']+)["']""", module.read_text(), re.M)
        edges[module] = {
            (module.parent / name).resolve() for name in found if (module.parent / name).resolve() != module
        }

    def cycle_from(start: Path, path: list[Path]) -> list[Path] | None:
        for nxt in edges.get(path[-1], ()):
            if nxt == start:
                return path
            if nxt not in path and (found := cycle_from(start, [*path, nxt])):
                return found
        return None

    cycles = {tuple(sorted(p.relative_to(app).as_posix() for p in c)) for m in edges if (c := cycle_from(m, [m]))}
    assert cycles == set()
