"""Celery: the app factory (``workers.app``), per-process resources (``workers.runtime``), tasks (``workers.tasks``)."""
