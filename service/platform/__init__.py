"""Plumbing every domain stands on: the database, Redis, errors, the API base, the request pipeline, rate
limits, observability, live streams, settings, background tasks."""
