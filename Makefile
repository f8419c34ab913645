# Two commands do all the set-up on a fresh machine (Python 3.11): `make run` and `make test`.
PYTHON ?= python3.11
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
NPM_STAMP := node_modules/.installed
CHROMIUM ?= /usr/bin/chromium
# the tests are independent: two processes on this 2-core machine (override: PYTEST_ARGS='-n 0 -x')
PYTEST_ARGS ?= -n 2

.PHONY: run test test-cluster cluster lint bench openapi client install clean typecheck browser vendor wrk haproxy scale topology

$(BIN)/python:
	$(PYTHON) -m venv $(VENV) || python3 -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP): $(BIN)/python pyproject.toml
	$(BIN)/pip install --quiet -e '.[test]'
	touch $(STAMP)

install: $(STAMP)

run: $(STAMP)  ## the whole stack: Redis, migrations, demo data, worker, beat, API
	$(BIN)/companion dev

test: $(STAMP) typecheck browser haproxy  ## lint, type checks, then every test (real Redis, SQLite, PostgreSQL when present, a real Celery worker)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/python -m mypy  # strict for rules/ and schemas/, the default elsewhere (pyproject.toml)
	$(BIN)/python -m pytest $(PYTEST_ARGS)

# the game, stream and tournament API suites with every app's live state on a real Redis Cluster (6 nodes on
# loopback, Debian's redis-server installed with apt when missing); `make test` runs the quick `cluster` subset
CLUSTER_SUITES ?= tests/games tests/tournaments tests/service/test_on_redis_cluster.py
# left out: the copy subscriptions' tests, which count, cut and spy on the one Redis and one batch they know
CLUSTER_LEFT_OUT := --ignore=tests/games/test_copy_subscriptions.py
test-cluster: $(STAMP)  ## the game, stream and tournament suites on a real Redis Cluster
	$(BIN)/python -m pytest $(PYTEST_ARGS) --redis-cluster $(CLUSTER_SUITES) $(CLUSTER_LEFT_OUT)

cluster: $(STAMP)  ## a local Redis Cluster and broker for `companion api`/`worker`: prints the env to export
	$(BIN)/companion cluster up

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/python -m mypy

bench: $(STAMP) wrk  ## every benchmark; figures printed, written to bench/results/, docs/performance.md and docs/capacity.md
	$(BIN)/python -m bench
	$(BIN)/python -m bench.report
	$(BIN)/python -m bench.capacity

# The hot-path benchmark loads the API with wrk, a C load generator (a Python one on 2 cores measures itself).
wrk:
	@command -v wrk >/dev/null 2>&1 || { if command -v apt-get >/dev/null 2>&1 && [ "$$(id -u)" = 0 ]; then \
		apt-get update -qq && apt-get install -y -qq wrk; \
		else echo "*** make bench needs wrk (Debian: apt-get install wrk; macOS: brew install wrk)"; exit 1; fi; }

openapi: $(STAMP)  ## regenerate openapi.yaml from the code
	$(BIN)/companion openapi --output openapi.yaml

client: $(STAMP) $(NPM_STAMP)  ## regenerate both clients from openapi.yaml: clients/python and clients/typescript
	$(BIN)/openapi-python-client generate --path openapi.yaml --config clients/python/generator.yaml \
		--output-path clients/python/tcg_companion_client --meta none --overwrite
	npm run --silent client  # openapi-typescript, with the options in package.json

# Node tooling (TypeScript client generator, tsc, axe-core, vendored browser libraries): exactly package-lock.json
$(NPM_STAMP): package.json package-lock.json
	@command -v npm >/dev/null 2>&1 || { if command -v apt-get >/dev/null 2>&1 && [ "$$(id -u)" = 0 ]; then \
		apt-get update -qq && apt-get install -y -qq nodejs npm; \
		else echo "*** make test needs Node.js 18+ and npm (Debian: apt-get install nodejs npm)"; exit 1; fi; }
	npm ci --ignore-scripts --no-audit --no-fund
	touch $(NPM_STAMP)

typecheck: $(NPM_STAMP)  ## tsc --noEmit: the TypeScript client and the web app's JSDoc-typed modules
	npx --no-install tsc --noEmit -p tsconfig.json
	npx --no-install tsc --noEmit -p service/web/tsconfig.sw.json

# The browser tests drive the system Chromium (Debian's package); nothing ever downloads a browser.
browser:
	@if [ -x "$(CHROMIUM)" ]; then :; \
	elif command -v apt-get >/dev/null 2>&1 && [ "$$(id -u)" = 0 ]; then \
		apt-get update -qq && apt-get install -y -qq chromium; \
	else echo "*** The browser tests need Chromium: install Debian's 'chromium' package, or set CHROMIUM=/path/to/it." \
		"Until then they are skipped."; fi

# The multi-node topology puts Debian's HAProxy in front of the API nodes (tests/scale, docs/deploy.md). Without it
# those tests fail, saying how to install it: they are not skipped.
haproxy:
	@if command -v haproxy >/dev/null 2>&1 || [ -x /usr/sbin/haproxy ]; then :; \
	elif command -v apt-get >/dev/null 2>&1 && [ "$$(id -u)" = 0 ]; then \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy; \
	else echo "*** The topology tests need HAProxy: install Debian's 'haproxy' package."; fi

topology: $(STAMP) haproxy  ## three API nodes (two workers each), a worker, beat and HAProxy on PORT (8000)
	$(BIN)/companion topology up --nodes 3

scale: $(STAMP) haproxy  ## the node-dies test at full size: 300 SSE clients through HAProxy, one node SIGKILLed
	SCALE_CLIENTS=300 $(BIN)/python -m pytest -n 0 -s -m scale tests/scale

vendor: $(NPM_STAMP)  ## copy the pinned browser libraries from node_modules into service/web (a test checks them)
	$(BIN)/python -m service.web.vendor

clean:
	rm -rf $(VENV) var .pytest_cache
