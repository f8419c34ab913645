# Two commands do all the set-up on a fresh machine (Python 3.11): `make run` and `make test`.
PYTHON ?= python3.11
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: run test lint bench openapi client install clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV) || python3 -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP): $(BIN)/python pyproject.toml
	$(BIN)/pip install --quiet -e '.[test]'
	touch $(STAMP)

install: $(STAMP)

run: $(STAMP)  ## the whole stack: Redis, migrations, demo data, worker, beat, API
	$(BIN)/companion dev

test: $(STAMP)  ## lint, then every test (real Redis, SQLite, PostgreSQL when present, a real Celery worker)
	$(BIN)/ruff check .
	$(BIN)/python -m pytest $(PYTEST_ARGS)

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check . || true

bench: $(STAMP)  ## every benchmark; figures printed and written to bench/results/
	$(BIN)/python -m bench

openapi: $(STAMP)  ## regenerate openapi.yaml from the code
	$(BIN)/companion openapi --output openapi.yaml

client: $(STAMP)  ## regenerate the Python client in clients/python from openapi.yaml
	$(BIN)/openapi-python-client generate --path openapi.yaml --config clients/python/generator.yaml \
		--output-path clients/python/tcg_companion_client --meta none --overwrite

clean:
	rm -rf $(VENV) var .pytest_cache
