"""Marshmallow schemas for every request and response body, one module per resource."""
