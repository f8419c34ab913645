"""The WSGI entry point gunicorn loads (``service.wsgi:app``), once in each worker process."""

import gc

from service.app import create_app

app = create_app()

# The app, its modules and their data are some 180,000 objects that live as long as the process: a full collection
# walked them all (about 90 ms, stalling every request of the worker). Frozen, collections see only what requests
# made since.
gc.freeze()
