"""The TypeScript client's types in clients/typescript are what openapi-typescript makes of openapi.yaml (no drift)."""

from __future__ import annotations

import json
import shlex
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCHEMA = ROOT / "clients" / "typescript" / "src" / "schema.d.ts"


def test_generated_typescript_types_match_openapi_yaml(tmp_path: Path):
    tool = ROOT / "node_modules" / ".bin" / "openapi-typescript"
    assert tool.exists() and shutil.which("node"), "make test installs Node packages (npm ci)"
    command = shlex.split(json.loads((ROOT / "package.json").read_text())["scripts"]["client"])
    out = tmp_path / "schema.d.ts"
    command[command.index("--output") + 1] = str(out)
    subprocess.run([str(tool), *command[1:]], cwd=ROOT, check=True, capture_output=True, timeout=300)
    assert out.read_text() == SCHEMA.read_text(), "run `make client`"
