"""A thin client over Flask's test client that speaks the API as a phone app would."""

from __future__ import annotations

import uuid
from typing import Any


class ApiClient:
    def __init__(self, http: Any) -> None:
        self.http = http

    def request(self, method: str, path: str, *, token: str | None = None, headers: dict | None = None, **kw: Any):
        headers = dict(headers or {})
        if token:
            headers["Authorization"] = f"Bearer {token}"
        return self.http.open(path, method=method, headers=headers, **kw)

    def get(self, path: str, **kw: Any):
        return self.request("GET", path, **kw)

    def post(self, path: str, **kw: Any):
        return self.request("POST", path, **kw)

    def put(self, path: str, **kw: Any):
        return self.request("PUT", path, **kw)

    def patch(self, path: str, **kw: Any):
        return self.request("PATCH", path, **kw)

    def delete(self, path: str, **kw: Any):
        return self.request("DELETE", path, **kw)

    def signup(self, username: str | None = None, password: str = "correct-horse-battery") -> dict[str, Any]:
        username = username or f"u{uuid.uuid4().hex[:10]}"
        resp = self.post(
            "/v1/users", json={"username": username, "email": f"{username}@example.com", "password": password}
        )
        assert resp.status_code == 201, resp.get_json()
        return {**resp.get_json(), "password": password}

    def login(self, username: str, password: str) -> str:
        resp = self.post("/v1/tokens", json={"username": username, "password": password})
        assert resp.status_code == 201, resp.get_json()
        return resp.get_json()["token"]

    def new_user_token(self) -> str:
        user = self.signup()
        return self.login(user["username"], user["password"])

    def api_key(self, token: str, scopes: list[str]) -> str:
        resp = self.post("/v1/api-keys", token=token, json={"name": "test key", "scopes": scopes})
        assert resp.status_code == 201, resp.get_json()
        return resp.get_json()["key"]
