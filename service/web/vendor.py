"""Browser libraries the service serves, copied byte for byte from the npm packages pinned in package-lock.json.

`python -m service.web.vendor` (run by `make vendor`) copies them from node_modules; a test fails when a copy
differs from its package or the recorded version differs from the lock file. Nothing is fetched at run time.
"""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parents[2]
WEB = Path(__file__).resolve().parent


class Vendored(NamedTuple):
    package: str
    version: str
    source: str  # path inside the package
    target: str  # path under service/web/


VENDORED = (
    # Preact + hooks + htm in one ES module with no bare imports: no import map (an inline script) needed
    Vendored("htm", "3.1.1", "preact/standalone.module.js", "static/vendor/htm/preact/standalone.module.js"),
    Vendored("htm", "3.1.1", "LICENSE", "static/vendor/htm/LICENSE"),
    Vendored("openapi-fetch", "0.17.0", "dist/index.mjs", "static/vendor/openapi-fetch/index.mjs"),
    Vendored("openapi-fetch", "0.17.0", "LICENSE", "static/vendor/openapi-fetch/LICENSE"),
    Vendored("swagger-ui-dist", "5.35.0", "swagger-ui-bundle.js", "swagger/vendor/swagger-ui-bundle.js"),
    Vendored("swagger-ui-dist", "5.35.0", "swagger-ui.css", "swagger/vendor/swagger-ui.css"),
    Vendored("swagger-ui-dist", "5.35.0", "LICENSE", "swagger/vendor/LICENSE"),
    Vendored("swagger-ui-dist", "5.35.0", "NOTICE", "swagger/vendor/NOTICE"),
    Vendored(
        "swagger-ui-dist",
        "5.35.0",
        "swagger-ui-bundle.js.LICENSE.txt",
        "swagger/vendor/swagger-ui-bundle.js.LICENSE.txt",
    ),
)


def locked_version(package: str) -> str:
    lock = json.loads((ROOT / "package-lock.json").read_text())
    return lock["packages"][f"node_modules/{package}"]["version"]


def copy_all() -> None:
    for item in VENDORED:
        if locked_version(item.package) != item.version:
            sys.exit(f"{item.package}: package-lock.json has {locked_version(item.package)}, VENDORED {item.version}")
        target = WEB / item.target
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(ROOT / "node_modules" / item.package / item.source, target)
        print(f"{item.package}@{item.version} {item.source} -> service/web/{item.target}")


if __name__ == "__main__":
    copy_all()
