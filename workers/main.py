"""Entry point of `celery -A workers.main` (what `companion worker` and `companion beat` run)."""

from service.platform.celery_app import make_celery
from service.platform.observability import configure_logging
from service.platform.settings import load_settings
from workers import runtime

settings = load_settings()
configure_logging(settings.log_level, settings.log_json)
app = make_celery(settings)
runtime.services(settings)
