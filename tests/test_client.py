"""The Python client in clients/python is what openapi-python-client makes of openapi.yaml (no drift)."""

from __future__ import annotations

import filecmp
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CLIENT = ROOT / "clients" / "python" / "tcg_companion_client"


def _tree(base: Path) -> dict[str, bytes]:
    return {str(p.relative_to(base)): p.read_bytes() for p in sorted(base.rglob("*.py"))}


def test_generated_client_matches_openapi_yaml(tmp_path: Path):
    tool = shutil.which("openapi-python-client", path=str(Path(sys.executable).parent))
    assert tool, "openapi-python-client is a test dependency (make test installs it)"
    out = tmp_path / "client"
    subprocess.run(
        [
            tool,
            "generate",
            "--path",
            str(ROOT / "openapi.yaml"),
            "--config",
            str(ROOT / "clients/python/generator.yaml"),
            "--output-path",
            str(out),
            "--meta",
            "none",
        ],
        check=True,
        capture_output=True,
        timeout=300,
    )
    generated, committed = _tree(out), _tree(CLIENT)
    assert generated.keys() == committed.keys(), "run `make client`"
    changed = [name for name in generated if generated[name] != committed[name]]
    assert not changed, f"run `make client`; these differ: {changed[:10]}"
    assert not filecmp.dircmp(out, CLIENT).diff_files
