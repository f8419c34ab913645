"""The web companion's shell as the service serves it: digest URLs cached for a year, a page never cached long,
gzip, a strict CSP, the service worker's precache list, and the shell's compressed size."""

from __future__ import annotations

import gzip
import re

from service.web.app_shell import shell

SHELL_BUDGET_BYTES = 150 * 1024


def _asset_urls(page: str) -> list[str]:
    return re.findall(r'(?:href|src)="(/app/s/[^"]+)"', page)


def test_every_app_route_is_the_same_page_never_cached_long(client):
    for path in ("/app/", "/app/games/gam_x", "/app/games/gam_x/projector", "/app/verify/SER123", "/app/join/gam_1"):
        resp = client.get(path)
        assert resp.status_code == 200 and resp.mimetype == "text/html", path
        assert resp.headers["Cache-Control"] == "no-cache" and resp.headers["ETag"]
    assert client.get("/app").status_code == 308
    assert client.get("/app/missing.js").status_code == 404


def test_the_pages_csp_allows_this_origin_only_and_no_inline_script(client):
    resp = client.get("/app/")
    csp = resp.headers["Content-Security-Policy"]
    assert "default-src 'self'" in csp and "script-src 'self';" in csp and "style-src 'self';" in csp
    assert "unsafe" not in csp and "http" not in csp and "require-trusted-types-for 'script'" in csp
    page = resp.get_data(as_text=True)
    assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", page), "an inline script"
    assert "<style" not in page and " style=" not in page
    for name, asset in shell().tree.assets.items():
        if name.endswith((".js", ".mjs")) and name.startswith("app/"):
            assert "style=" not in asset.body.decode(), f"{name} sets an inline style attribute"


def test_shell_files_are_immutable_under_the_digest_gzipped_and_revalidated(client):
    page = client.get("/app/").get_data(as_text=True)
    urls = _asset_urls(page)
    assert any(u.endswith("/app/main.js") for u in urls) and any(u.endswith("/app/styles.css") for u in urls)
    script = next(u for u in urls if u.endswith("/app/main.js"))
    resp = client.get(script, headers={"Accept-Encoding": "gzip"})
    assert resp.status_code == 200 and resp.headers["Content-Encoding"] == "gzip"
    assert resp.headers["Cache-Control"] == "public, max-age=31536000, immutable"
    assert resp.mimetype == "text/javascript" and gzip.decompress(resp.get_data()).startswith(b"//")
    again = client.get(script, headers={"If-None-Match": resp.headers["ETag"]})
    assert again.status_code == 304
    stale = script.replace(shell().tree.digest, "0" * 16)
    assert client.get(stale).status_code == 404


def test_the_service_worker_precaches_the_current_shell(client):
    resp = client.get("/app/sw.js")
    assert resp.headers["Cache-Control"] == "no-cache" and resp.headers["Service-Worker-Allowed"] == "/app/"
    worker = resp.get_data(as_text=True)
    assert shell().tree.digest in worker
    page = client.get("/app/").get_data(as_text=True)
    for url in _asset_urls(page):
        if url.endswith((".js", ".mjs", ".css")):
            assert f'"{url}"' in worker, url


def test_the_app_shell_is_under_150_kb_compressed(client):
    current = shell()
    names = current.shell_files()
    size = len(current.index.gzipped or current.index.body) + current.tree.compressed_size(names)
    print(f"\napp shell: {len(names) + 1} files, {size / 1024:.1f} KB gzipped")
    assert size < SHELL_BUDGET_BYTES, size


def test_the_docs_page_loads_nothing_from_another_origin(client):
    resp = client.get("/docs")
    page = resp.get_data(as_text=True)
    assert "http" not in page.replace('lang="en"', "") and "cdn" not in page.lower()
    assert "unsafe" not in resp.headers["Content-Security-Policy"]
    assert client.get("/docs/").status_code == 308


def test_an_events_short_address_opens_its_public_live_page(client):
    """The public live page at /app/t/{id} (the web companion's address for it)."""
    resp = client.get("/app/t/t_abc123")
    assert resp.status_code == 302
    assert resp.headers["Location"].endswith("/tournaments/t_abc123/live")


def test_the_live_pages_files_are_served_under_the_digest_but_not_part_of_the_shell(client):
    """The public live page of an event runs the app's modules, outside /app/ (so outside the worker's scope): its
    files are neither preloaded nor precached by the app, nor counted in the shell's size."""
    current = shell()
    page = client.get("/app/").get_data(as_text=True)
    worker = client.get("/app/sw.js").get_data(as_text=True)
    for name in ("app/event-live-page.js", "app/event-live-page.css"):
        assert name in current.tree.assets and name not in current.shell_files()
        assert name not in page and name not in worker
        resp = client.get(f"/app/s/{current.tree.digest}/{name}")
        assert resp.status_code == 200 and resp.headers["Cache-Control"] == "public, max-age=31536000, immutable"
    assert "app/live.js" in current.shell_files()  # the modules it shares stay in the shell
