# One image for every process of the service; the command picks which: api (default), worker, beat, migrate.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

# An unprivileged account to run as; /data (DATA_DIR) is its own so the beat schedule and the
# API's metrics folder can be written, and a named volume mounted there inherits that ownership.
RUN groupadd --system --gid 1000 companion \
    && useradd --system --uid 1000 --gid companion --home-dir /app --shell /usr/sbin/nologin companion \
    && mkdir -p /app /data \
    && chown companion:companion /data

# Only what the package needs; README.m[d] is a wildcard so the build still works while there is none.
# The sources are removed once installed so every import resolves to the installed package.
WORKDIR /src
COPY pyproject.toml README.m[d] ./
COPY service ./service
COPY schemas ./schemas
COPY workers ./workers
COPY rules ./rules
RUN pip install . && rm -rf /src/*

WORKDIR /app

ENV DATA_DIR=/data \
    HOST=0.0.0.0 \
    PORT=8000

USER companion
EXPOSE 8000

# python, not curl: the slim image has no curl. Only meaningful for `api`; compose overrides it elsewhere.
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
    CMD python -c "import os, urllib.request; urllib.request.urlopen('http://127.0.0.1:%s/v1/health' % os.environ.get('PORT', '8000'), timeout=4)"

ENTRYPOINT ["companion"]
CMD ["api"]
