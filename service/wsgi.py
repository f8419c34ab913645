"""The WSGI entry point gunicorn loads (``service.wsgi:app``)."""

from service.app import create_app

app = create_app()
