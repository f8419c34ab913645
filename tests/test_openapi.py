"""The committed openapi.yaml is what the code generates, and what the service serves."""

from __future__ import annotations

from pathlib import Path

import yaml

from service.openapi import render_openapi_yaml

COMMITTED = Path(__file__).resolve().parent.parent / "openapi.yaml"


def test_openapi_yaml_matches_the_code():
    assert COMMITTED.exists(), "openapi.yaml is missing: run `make openapi`"
    assert COMMITTED.read_text() == render_openapi_yaml(), "openapi.yaml drifted from the code: run `make openapi`"


def test_served_document_is_the_committed_one(client):
    served = client.get("/v1/openapi.json")
    assert served.status_code == 200
    assert served.get_json() == yaml.safe_load(COMMITTED.read_text())


def test_docs_page_is_served(client):
    resp = client.get("/docs")
    assert resp.status_code == 200 and b"swagger" in resp.get_data().lower()


def test_every_error_response_is_documented_as_problem_json():
    doc = yaml.safe_load(COMMITTED.read_text())
    for name, response in doc["components"]["responses"].items():
        for media in response.get("content", {}):
            assert media == "application/problem+json", name
