"""Pure game logic: one package per game behind the contract in ``rules.base``.

Nothing in this package imports Flask, Redis, SQLAlchemy or Celery (a test checks it).
"""
