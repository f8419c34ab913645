"""flask-smorest subclassed once: problem+json error documentation, auth decorators that document themselves."""

from __future__ import annotations

import http
from collections.abc import Callable
from functools import wraps
from typing import Any

import flask_smorest
from flask_smorest.utils import prepare_response

from schemas.base import ProblemSchema
from service.accounts.auth import current_principal, require
from service.platform.errors import PROBLEM_MEDIA_TYPE
from service.platform.jsonio import ApiParser


def _documentation_only(decorator: Callable[[Callable[..., Any]], Any]) -> Callable[[Callable[..., Any]], Any]:
    """Apply a flask-smorest decorator for the documentation it records, and drop the pass-through wrapper."""

    def apply(func: Callable[..., Any]) -> Callable[..., Any]:
        func._apidoc = decorator(func)._apidoc  # type: ignore[attr-defined]  # kept on the function
        return func

    return apply


class Api(flask_smorest.Api):
    ERROR_SCHEMA = ProblemSchema

    def _register_error_handlers(self) -> None:
        """Errors are rendered by ``service.platform.errors`` (problem+json), not by flask-smorest's default handler."""

    def _register_responses(self) -> None:
        # Error responses are documented as application/problem+json, which is what they are
        for status in http.HTTPStatus:
            response: dict[str, Any] = {"description": status.phrase}
            if status >= 400:
                response["schema"] = self.ERROR_SCHEMA
            prepare_response(response, self.spec, PROBLEM_MEDIA_TYPE)
            self.spec.components.response(status.name, response, lazy=True)
        response = {"description": "Default error response", "schema": self.ERROR_SCHEMA}
        prepare_response(response, self.spec, PROBLEM_MEDIA_TYPE)
        self.spec.components.response("DEFAULT_ERROR", response, lazy=True)


class Blueprint(flask_smorest.Blueprint):
    """flask-smorest's Blueprint, lighter at run time: argument schemas are built once (webargs would build a
    schema class per request), and the decorators that only document (``doc``, ``alt_response``) add their
    documentation without adding a layer the request has to pass through."""

    ARGUMENTS_PARSER = ApiParser()

    def arguments(self, schema: Any, *args: Any, **kwargs: Any) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        if isinstance(schema, type):
            schema = schema()
        return super().arguments(schema, *args, **kwargs)

    def alt_response(self, *args: Any, **kwargs: Any) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        return _documentation_only(super().alt_response(*args, **kwargs))

    @staticmethod
    def doc(**kwargs: Any) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        return _documentation_only(flask_smorest.Blueprint.doc(**kwargs))

    def auth(
        self, scope: str | None = None, *, seat_tokens: bool = False, stream_ticket: bool = False
    ) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        """Require a bearer credential (with ``scope``), and say so in the OpenAPI document."""

        def decorator(fn: Callable[..., Any]) -> Callable[..., Any]:
            fn = require(scope, seat_tokens=seat_tokens, stream_ticket=stream_ticket)(fn)
            fn = self.alt_response(401, response="UNAUTHORIZED")(fn)
            if scope:
                fn = self.alt_response(403, response="FORBIDDEN")(fn)
            schemes: list[dict[str, list[str]]] = (
                [{"bearerAuth": []}, {"streamTicket": []}] if stream_ticket else [{"bearerAuth": []}]
            )
            doc: dict[str, Any] = {"security": schemes}
            if scope:
                doc["description"] = (fn.__doc__ or "").strip() + f"\n\nRequires scope `{scope}`."
                doc["x-required-scope"] = scope
            return self.doc(**doc)(fn)

        return decorator

    def auth_optional(self) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        """Accept a call without credentials; a credential that is sent must still be valid (401 if not)."""

        def decorator(fn: Callable[..., Any]) -> Callable[..., Any]:
            @wraps(fn)
            def wrapper(*args: Any, **kwargs: Any) -> Any:
                current_principal(required=False)
                return fn(*args, **kwargs)

            documented = self.alt_response(401, response="UNAUTHORIZED")(wrapper)
            return self.doc(security=[{}, {"bearerAuth": []}])(documented)

        return decorator

    def errors(self, *statuses: int) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        """Document the error responses a view can produce."""

        def decorator(fn: Callable[..., Any]) -> Callable[..., Any]:
            for status in statuses:
                fn = self.alt_response(status, response=http.HTTPStatus(status).name)(fn)
            return fn

        return decorator
