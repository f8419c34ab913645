"""The WSGI entry point gunicorn loads (``service.wsgi:app``), once in each worker process."""

import gc

from service.app import create_app
from service.platform.context import Services
from service.platform.db_warm import start_warming

app = create_app()
_services: Services = app.extensions["companion"]
# before the first burst (a tournament's first round), not during it: PostgreSQL's new connections are slow
start_warming(_services.db, connections=_services.settings.db_warm_connections)

# The app, its modules and their data are some 180,000 objects that live as long as the process: a full collection
# walked them all (about 90 ms, stalling every request of the worker). Frozen, collections see only what requests
# made since.
gc.freeze()
