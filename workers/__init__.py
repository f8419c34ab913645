"""Celery: the worker process entry point (``workers.main``; its app is configured in
``service.platform.celery_app``), per-process resources (``workers.runtime``), tasks (``workers.tasks``)."""
