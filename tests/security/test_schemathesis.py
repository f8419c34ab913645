"""schemathesis over the whole OpenAPI document, in process against the WSGI app (no sockets, no gunicorn: several
times faster than over HTTP, so the fuzzing fits in `make test`), with all of its checks:

- every operation, examples that the document allows and examples it refuses (positive and negative modes):
  no 500, status codes and content types and headers as documented, bodies that match their schemas, refused
  input refused, allowed input not refused for being malformed, no auth ignored, nothing used after deletion;
- the stateful phase: chains of calls that follow the document's links and the ones schemathesis infers
  (Location headers, ids in bodies), e.g. create a deck, read it, change it, delete it, read it again.

Refusals the document allows for reasons schemathesis cannot see (a rule of the game: 409; an id that names nothing
yet: 404; a version the game is not at: 412; a cap: 429) are expected statuses for the checks that judge
acceptance. A pagination cursor is opaque (only the API makes one, and the stateful phase follows ``next_cursor``), so
the positive phase sends none of its own; ``GET /v1/ready`` is left out (503 until a Celery worker answers, and none
runs in process: tests/service covers it).
"""

from __future__ import annotations

from pathlib import Path

import hypothesis
import pytest
import schemathesis
from hypothesis import HealthCheck
from hypothesis.errors import FlakyStrategyDefinition
from schemathesis import GenerationMode

from tests.security import figures
from tests.security.world import World

EXAMPLES = 25
STATEFUL_EXAMPLES = 15
SETTINGS = hypothesis.settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=list(HealthCheck),
    phases=[hypothesis.Phase.explicit, hypothesis.Phase.generate],
)
OPENAPI = Path(__file__).resolve().parents[2] / "openapi.yaml"  # what the app serves (tests/test_openapi.py)
CONFIG = schemathesis.Config.from_dict(
    {
        "checks": {
            "positive_data_acceptance": {
                "expected-statuses": ["2XX", "401", "403", "404", "409", "410", "412", "422", "429"]
            },
            "negative_data_rejection": {
                "expected-statuses": ["400", "401", "403", "404", "405", "409", "413", "415", "422", "429"]
            },
        },
    }
)
# DELETE /v1/tokens/current would log the fuzzing session out; everything else is fuzzed
schema = (
    schemathesis.openapi.from_path(str(OPENAPI), config=CONFIG)
    .exclude(method="DELETE", path="/v1/tokens/current")
    .exclude(method="GET", path="/v1/ready")
)
CREDENTIAL: dict[str, str] = {}  # the world's admin token, once the world exists
# the in-process WSGI transport hands the checks the body as sent, without undoing a Content-Encoding as an HTTP
# client would, and the requests library offers br and gzip by default: ask for plain bodies (the compression of
# API JSON has tests of its own, tests/service/test_compression.py)
PLAIN = {"Accept-Encoding": "identity"}


@schema.auth(refresh_interval=None)
class Bearer:
    """The fuzzing session's credential, as schemathesis applies it (and strips it, to check auth is not ignored)."""

    def get(self, case, ctx):
        return CREDENTIAL.get("token", "tok_before-the-world-exists")

    def set(self, case, data, ctx):
        case.headers = {**(case.headers or {}), "Authorization": f"Bearer {data}"}


@pytest.fixture(scope="module")
def app(world: World):
    CREDENTIAL["token"] = world.admin
    schema.app = world.app  # the probes schemathesis sends on its own (ignored_auth) go in process too
    return world.app


@schema.parametrize()
@SETTINGS
def test_every_operation_positive_and_negative(case, app):
    figures.record("schemathesis: requests", operation=f"{case.method} {case.path}")
    case.operation.app = case.operation.schema.app = app
    if case.meta is not None and case.meta.generation.mode is GenerationMode.POSITIVE and case.query:
        case.query.pop("cursor", None)  # opaque: only the API makes one (a made-up one is a 422 on its own)
    case.call_and_validate(app=app, headers=PLAIN)


def test_stateful_links(app):
    """Sequences of calls that follow the document's links. The server keeps what earlier sequences created, so a
    sequence's first steps can meet other data the second time Hypothesis draws them, and it stops with
    ``FlakyStrategyDefinition`` (a fact about the exploration, not the API): the walk then starts over on other
    draws, up to three times. Nothing is shrunk, so a failure the checks find is raised as found, never replayed."""

    class Workflow(schema.as_state_machine()):
        def get_call_kwargs(self, case):
            figures.record("schemathesis: stateful requests", operation=f"{case.method} {case.path}")
            return {"app": app, "headers": PLAIN}

    for walk in range(3):
        try:
            Workflow.run(
                settings=hypothesis.settings(
                    max_examples=STATEFUL_EXAMPLES,
                    stateful_step_count=6,
                    deadline=None,
                    derandomize=walk == 0,
                    database=None,
                    suppress_health_check=list(HealthCheck),
                    phases=[hypothesis.Phase.generate],
                )
            )
            return
        except FlakyStrategyDefinition:
            if walk == 2:
                raise
