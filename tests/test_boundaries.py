"""Architecture boundaries that keep the code changeable."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FORBIDDEN_IN_RULES = {"flask", "flask_smorest", "redis", "sqlalchemy", "celery", "marshmallow", "service", "workers"}


def _imports(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names.update(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


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
