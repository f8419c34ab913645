"""Browser tests: the system Chromium (Debian's package, never a downloaded browser) driven by Playwright for Python,
against the stack as `make run` starts it. One stack and one browser per test process; a fresh context per phone.

Elements are found only by role, label or text, as a person (or a screen reader) finds them.
"""

from __future__ import annotations

import json
import os
import shutil
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

import httpx
import pytest

from tests.e2e.test_stack import Stack

if TYPE_CHECKING:
    from playwright.sync_api import BrowserContext, Page

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
# the machine reaches package registries only: Chromium's own background connections would just fail
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-default-apps",
    "--no-default-browser-check",
]
PHONE = {"width": 360, "height": 780}
ARTIFACTS = Path(__file__).resolve().parent / "artifacts"
DOCS_SHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    here = Path(__file__).parent
    for item in items:
        if here in Path(item.fspath).parents:
            item.add_marker(pytest.mark.e2e)
            item.add_marker(pytest.mark.slow)
            if not (shutil.which(CHROMIUM) or Path(CHROMIUM).exists()):
                item.add_marker(pytest.mark.skip(reason=f"no Chromium at {CHROMIUM}: install Debian's 'chromium'"))


@pytest.fixture(scope="session")
def stack(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Stack]:
    s = Stack(tmp_path_factory.mktemp("browser") / "var").start()
    yield s
    if s.proc.poll() is None:
        s.interrupt()


@pytest.fixture(scope="session")
def browser() -> Iterator:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@dataclass
class Phone:
    """One browser context: a phone with its own storage, and what its pages logged that they should not have."""

    context: BrowserContext
    page: Page
    errors: list[str] = field(default_factory=list)

    def watch(self, page) -> None:
        def console(message) -> None:
            text = message.text
            # a refused request (409, 404, a dropped connection) is logged by the browser; the app shows it itself
            if message.type == "error" and "Failed to load resource" not in text and "net::ERR_" not in text:
                self.errors.append(text)

        page.on("console", console)
        page.on("pageerror", lambda exc: self.errors.append(f"page error: {exc}"))


@pytest.fixture
def phones(browser, stack) -> Iterator[Callable[..., Phone]]:
    """Open phones (browser contexts at 360×780); after the test, none may have logged a script or CSP error."""
    opened: list[Phone] = []

    def open_phone(**options: object) -> Phone:
        options.setdefault("viewport", PHONE)
        context = browser.new_context(base_url=stack.base, **options)
        context.set_default_timeout(15_000)
        page = context.new_page()
        phone = Phone(context, page)
        phone.watch(page)
        opened.append(phone)
        return phone

    yield open_phone
    errors = [e for p in opened for e in p.errors]
    for p in opened:
        p.context.close()
    assert errors == [], errors


@pytest.fixture(scope="session")
def api(stack) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=stack.base, timeout=20) as client:
        yield client


@dataclass(frozen=True)
class User:
    username: str
    password: str
    token: str
    id: str


@pytest.fixture
def make_user(api: httpx.Client) -> Callable[[str], User]:
    def create(prefix: str = "player") -> User:
        name = f"{prefix}-{uuid.uuid4().hex[:6]}"
        password = "correct-horse-battery"
        resp = api.post("/v1/users", json={"username": name, "email": f"{name}@example.com", "password": password})
        assert resp.status_code == 201, resp.text
        token = api.post("/v1/tokens", json={"username": name, "password": password}).json()["token"]
        return User(name, password, token, resp.json()["id"])

    return create


def sign_in(page, user: User) -> None:
    """Through the sign-in form, as a person would."""
    page.goto("/app/signin")
    page.get_by_label("Username").fill(user.username)
    page.get_by_label("Password").fill(user.password)
    page.get_by_role("button", name="Sign in").click()
    page.get_by_role("button", name="Sign out").wait_for()


def screenshot(page, name: str, *, docs: bool = False) -> Path:
    """A full-page screenshot as a test artefact (gitignored); with ``docs`` and UPDATE_SCREENSHOTS=1 in the
    environment, also the one in docs/screenshots that the documents show (not on every run: names are random)."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=True, animations="disabled")
    if docs and os.environ.get("UPDATE_SCREENSHOTS") == "1":
        DOCS_SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(DOCS_SHOTS / f"{name}.png"), animations="disabled")
    return path


def record_figures(name: str, figures: dict) -> None:
    """Measured figures (latency, sizes) as a JSON artefact, and printed for the test log."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS / f"{name}.json").write_text(json.dumps(figures, indent=2))
    print(f"\n{name}: {json.dumps(figures)}")
