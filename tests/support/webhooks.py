"""Webhook endpoints through the API, as a developer registers them, and their deliveries read back."""

from __future__ import annotations

from tests.support.client import ApiClient

PUBLIC_URL = "https://93.184.215.14/hook"  # a public address: the API refuses private, loopback and link-local ones


def register_webhook(client: ApiClient, token: str, url: str, types: list[str]) -> dict:
    resp = client.post("/v1/webhooks", token=token, json={"url": url, "event_types": types})
    assert resp.status_code == 201, resp.get_json()
    return resp.get_json()


def deliveries(client: ApiClient, token: str, endpoint_id: str) -> list[dict]:
    return client.get(f"/v1/webhooks/{endpoint_id}/deliveries", token=token).get_json()["items"]
