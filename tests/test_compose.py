"""docker-compose.yml and the Dockerfile agree with each other and with the code they run.

No container engine runs here, so these read both files and check what a `docker compose up` relies on:
the commands are real `companion` subcommands, every variable set is one the settings read, the
ports, users, health checks, volumes and start order line up.
"""

from __future__ import annotations

import ast
import json
import re
import shlex
from pathlib import Path
from typing import Any

import pytest
import yaml

from service.cli import build_parser
from service.platform import settings as settings_module
from service.platform.settings import load_settings

ROOT = Path(__file__).resolve().parent.parent
APP_SERVICES = ("api", "worker", "beat", "migrate")
LONG_RUNNING = ("api", "worker", "beat")
# set in the image for Python and pip themselves, not for the app
INTERPRETER_VARS = {"PYTHONDONTWRITEBYTECODE", "PYTHONUNBUFFERED", "PIP_NO_CACHE_DIR", "PIP_DISABLE_PIP_VERSION_CHECK"}


@pytest.fixture(scope="module")
def compose() -> dict[str, Any]:
    return yaml.safe_load((ROOT / "docker-compose.yml").read_text())


@pytest.fixture(scope="module")
def services(compose: dict[str, Any]) -> dict[str, Any]:
    return compose["services"]


@pytest.fixture(scope="module")
def dockerfile() -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments) pairs, with continuation lines joined and comments dropped."""
    text = re.sub(r"\\\n", " ", (ROOT / "Dockerfile").read_text())
    pairs = []
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            word, _, rest = line.partition(" ")
            pairs.append((word.upper(), rest.strip()))
    return pairs


def _instructions(dockerfile: list[tuple[str, str]], name: str) -> list[str]:
    return [args for word, args in dockerfile if word == name]


def _dockerfile_env(dockerfile: list[tuple[str, str]]) -> dict[str, str]:
    env: dict[str, str] = {}
    for args in _instructions(dockerfile, "ENV"):
        for token in shlex.split(args):
            name, _, value = token.partition("=")
            env[name] = value
    return env


def _settings_env_names() -> set[str]:
    """Names service/platform/settings.py reads: `env.get("X")`, `env["X"]`, and any call given `env` and "X" (`_int`).

    Scanned from the source because load_settings copies its argument into a plain dict first, so a
    recording mapping passed in would never see the reads.
    """

    def is_env(node: ast.AST) -> bool:
        return isinstance(node, ast.Name) and node.id == "env"

    def name_at(args: list[ast.expr], i: int) -> set[str]:
        # only the name argument: a default such as env.get("LOG_LEVEL", "INFO") is not a variable
        arg = args[i] if i < len(args) else None
        return {arg.value} if isinstance(arg, ast.Constant) and isinstance(arg.value, str) else set()

    names: set[str] = set()
    for node in ast.walk(ast.parse(Path(settings_module.__file__).read_text())):
        if isinstance(node, ast.Call):
            if isinstance(node.func, ast.Attribute) and is_env(node.func.value):  # env.get("X", ...)
                names |= name_at(node.args, 0)
            for i, arg in enumerate(node.args):  # _int(env, "X", ...)
                if is_env(arg):
                    names |= name_at(node.args, i + 1)
        elif isinstance(node, ast.Subscript) and is_env(node.value):  # env["X"]
            names |= name_at([node.slice], 0)
    return names


def _interpolate(value: str, shell_env: dict[str, str]) -> str:
    """Compose's `${VAR}`, `${VAR:-default}` and `${VAR:?error}` against the given shell environment."""

    def sub(m: re.Match[str]) -> str:
        name, op, arg = m.group(1), m.group(2), m.group(3)
        if shell_env.get(name):
            return shell_env[name]
        if op == ":?":
            raise AssertionError(f"${{{name}}} is required: {arg}")
        return arg or ""

    return re.sub(r"\$\{(\w+)(?:(:-|:\?)([^}]*))?\}", sub, value).replace("$$", "$")


def _environment(service: dict[str, Any]) -> dict[str, str]:
    env = service.get("environment") or {}
    if isinstance(env, list):  # the `- NAME=value` spelling
        env = dict(item.partition("=")[::2] for item in env)
    return {k: str(v) for k, v in env.items()}


def _command(service: dict[str, Any], dockerfile: list[tuple[str, str]]) -> list[str]:
    cmd = service.get("command")
    if cmd is None:  # the image's CMD
        return json.loads(_instructions(dockerfile, "CMD")[-1])
    return shlex.split(cmd) if isinstance(cmd, str) else [str(c) for c in cmd]


def _container_env(service: dict[str, Any], dockerfile: list[tuple[str, str]]) -> dict[str, str]:
    """What the process sees: the image's ENV overlaid with the service's, interpolated."""
    shell = {"SECRET_KEY": "a-secret-from-the-operator"}
    return {**_dockerfile_env(dockerfile), **{k: _interpolate(v, shell) for k, v in _environment(service).items()}}


def test_every_service_of_the_stack_is_declared(services: dict[str, Any]) -> None:
    assert set(services) >= {"api", "worker", "beat", "migrate", "redis", "postgres"}


def test_app_services_run_the_image_built_from_the_dockerfile(services: dict[str, Any]) -> None:
    images = set()
    for name in APP_SERVICES:
        build = services[name].get("build")
        context = build if isinstance(build, str) else (build or {}).get("context")
        assert context == ".", f"{name} is not built from ./Dockerfile"
        images.add(services[name].get("image"))
    assert len(images) == 1, f"app services tag different images: {images}"


@pytest.mark.parametrize("name", APP_SERVICES)
def test_app_service_command_is_a_valid_companion_subcommand(
    name: str, services: dict[str, Any], dockerfile: list[tuple[str, str]]
) -> None:
    argv = _command(services[name], dockerfile)
    try:
        args = build_parser().parse_args(argv)
    except SystemExit:
        pytest.fail(f"{name}: `companion {' '.join(argv)}` is rejected by service.cli.build_parser()")
    assert args.command == name


def test_dockerfile_default_command_is_a_valid_companion_subcommand(dockerfile: list[tuple[str, str]]) -> None:
    assert build_parser().parse_args(json.loads(_instructions(dockerfile, "CMD")[-1])).command == "api"


def test_settings_scan_finds_the_variables_settings_are_known_to_read() -> None:
    # guards the scan itself: if a refactor hid the reads from it, the next test would pass vacuously
    assert _settings_env_names() >= {"DATA_DIR", "DATABASE_URL", "REDIS_URL", "SECRET_KEY", "PORT", "HOST"}


@pytest.mark.parametrize("name", APP_SERVICES)
def test_every_env_var_set_for_an_app_service_is_read_by_settings(name: str, services: dict[str, Any]) -> None:
    unread = set(_environment(services[name])) - _settings_env_names()
    assert not unread, f"{name} sets variables service/platform/settings.py never reads: {sorted(unread)}"


def test_every_env_var_the_dockerfile_sets_for_the_app_is_read_by_settings(dockerfile: list[tuple[str, str]]) -> None:
    unread = set(_dockerfile_env(dockerfile)) - INTERPRETER_VARS - _settings_env_names()
    assert not unread, f"the Dockerfile sets variables service/platform/settings.py never reads: {sorted(unread)}"


@pytest.mark.parametrize("name", LONG_RUNNING)
def test_app_services_connect_to_the_compose_postgres_and_redis(
    name: str, services: dict[str, Any], dockerfile: list[tuple[str, str]]
) -> None:
    env = _container_env(services[name], dockerfile)
    assert set(env) >= {"DATABASE_URL", "REDIS_URL", "SECRET_KEY"}
    s = load_settings(env)
    assert s.database_url.startswith("postgresql+psycopg://") and "@postgres:5432/" in s.database_url
    assert s.redis_url == "redis://redis:6379/0" and not s.redis_embedded
    assert s.secret_key == "a-secret-from-the-operator"
    assert str(s.data_dir) == "/data"


def test_secret_key_must_come_from_the_operator(services: dict[str, Any]) -> None:
    # no default baked into the file: `docker compose up` refuses to start without one
    with pytest.raises(AssertionError, match="SECRET_KEY"):
        _interpolate(_environment(services["api"])["SECRET_KEY"], {})


@pytest.mark.parametrize("name", LONG_RUNNING)
def test_app_services_start_after_migrations_and_healthy_backends(name: str, services: dict[str, Any]) -> None:
    deps = services[name]["depends_on"]
    assert deps["migrate"]["condition"] == "service_completed_successfully"
    assert deps["postgres"]["condition"] == "service_healthy"
    assert deps["redis"]["condition"] == "service_healthy"


def test_migrate_is_one_shot_and_waits_for_a_healthy_postgres(services: dict[str, Any]) -> None:
    migrate = services["migrate"]
    assert migrate["depends_on"]["postgres"]["condition"] == "service_healthy"
    assert migrate.get("restart", "no") == "no", "a restart policy would run the one-shot migration forever"


@pytest.mark.parametrize("name", ["redis", "postgres", "api"])
def test_health_check_declared(name: str, services: dict[str, Any]) -> None:
    check = services[name].get("healthcheck") or {}
    assert check.get("test") and not check.get("disable")


def test_api_health_check_probes_the_health_endpoint_on_the_api_port(
    services: dict[str, Any], dockerfile: list[tuple[str, str]]
) -> None:
    assert "/v1/health" in " ".join(services["api"]["healthcheck"]["test"])
    assert "/v1/health" in _instructions(dockerfile, "HEALTHCHECK")[-1]
    port = load_settings(_container_env(services["api"], dockerfile)).port
    assert f":{port}/v1/health" in " ".join(services["api"]["healthcheck"]["test"])


def test_non_api_services_do_not_inherit_the_images_http_health_check(services: dict[str, Any]) -> None:
    for name in ("worker", "beat", "migrate"):
        check = services[name].get("healthcheck") or {}
        assert check.get("disable") or "/v1/health" not in str(check.get("test")), name


def test_redis_persists_with_append_only_file(services: dict[str, Any]) -> None:
    redis = services["redis"]
    assert redis["image"].startswith("redis:7")
    cmd = redis["command"] if isinstance(redis["command"], list) else shlex.split(redis["command"])
    assert cmd[cmd.index("--appendonly") + 1] == "yes"


def test_postgres_is_version_16_and_matches_database_url(
    services: dict[str, Any], dockerfile: list[tuple[str, str]]
) -> None:
    pg = services["postgres"]
    assert pg["image"].startswith("postgres:16")
    pg_env = {k: _interpolate(v, {}) for k, v in _environment(pg).items()}
    url = _container_env(services["api"], dockerfile)["DATABASE_URL"]
    user, password, db = pg_env["POSTGRES_USER"], pg_env["POSTGRES_PASSWORD"], pg_env["POSTGRES_DB"]
    assert url == f"postgresql://{user}:{password}@postgres:5432/{db}"


def test_data_volumes_are_named_and_declared(compose: dict[str, Any], services: dict[str, Any]) -> None:
    declared = set(compose.get("volumes") or {})
    mounts = {name: [str(v).split(":")[0] for v in services[name].get("volumes", [])] for name in ("redis", "postgres")}
    assert any(src in declared for src in mounts["redis"]), "redis data is not on a named volume"
    assert any(src in declared for src in mounts["postgres"]), "postgres data is not on a named volume"
    assert "/var/lib/postgresql/data" in str(services["postgres"]["volumes"])
    for service in services.values():
        for v in service.get("volumes", []):
            src = str(v).split(":")[0]
            assert src.startswith((".", "/")) or src in declared, f"volume {src} is used but not declared"


def test_dockerfile_uses_python_311_slim_and_installs_the_package(dockerfile: list[tuple[str, str]]) -> None:
    assert _instructions(dockerfile, "FROM")[0].startswith("python:3.11-slim")
    assert any(re.search(r"pip install \.(\s|$|&)", args) for args in _instructions(dockerfile, "RUN"))


def test_dockerfile_runs_as_a_non_root_user(dockerfile: list[tuple[str, str]]) -> None:
    users = _instructions(dockerfile, "USER")
    assert users and users[-1].split(":")[0] not in ("root", "0")


def test_dockerfile_entrypoint_is_companion(dockerfile: list[tuple[str, str]]) -> None:
    assert _instructions(dockerfile, "ENTRYPOINT")[-1] == '["companion"]'


def test_dockerfile_sets_data_dir_and_listens_on_all_interfaces(dockerfile: list[tuple[str, str]]) -> None:
    env = _dockerfile_env(dockerfile)
    assert env["DATA_DIR"] == "/data" and env["HOST"] == "0.0.0.0"


def test_dockerfile_exposes_the_port_compose_maps_and_the_api_listens_on(
    services: dict[str, Any], dockerfile: list[tuple[str, str]]
) -> None:
    exposed = {p.split("/")[0] for args in _instructions(dockerfile, "EXPOSE") for p in args.split()}
    mapped = {str(p).rsplit(":", 1)[-1].split("/")[0] for p in services["api"]["ports"]}
    assert mapped and mapped <= exposed
    listens = load_settings(_container_env(services["api"], dockerfile))
    assert str(listens.port) in mapped and listens.host == "0.0.0.0"
