"""Settings: what the service refuses to start with, and how it says so."""

from __future__ import annotations

import pytest

from service.cli import main
from service.platform.settings import SettingsError, load_settings


@pytest.mark.parametrize(
    ("url", "said"),
    [
        ("unix://:hunter2@/run/redis.sock", "it has a unix:// URL"),
        ("redis+socket:///run/redis.sock", "it has a redis+socket:// URL"),
        ("127.0.0.1:6379", "it has no scheme"),
    ],
)
def test_a_redis_url_that_not_every_client_reads_is_refused_at_start(tmp_path, url, said):
    """redis-py, Celery's broker and its result backend take one REDIS_URL and spell a Unix socket three ways: a
    unix:// URL accepted here would fail on the first command (redis-py's TCP keep-alive option). The message names
    the scheme only: the URL may carry a password."""
    with pytest.raises(SettingsError, match="REDIS_URL must be a redis:// or rediss:// URL") as refused:
        load_settings({"DATA_DIR": str(tmp_path), "REDIS_URL": url, "SECRET_KEY": "k"})
    assert said in str(refused.value) and "hunter2" not in str(refused.value)


@pytest.mark.parametrize("url", ["redis://cache:6379/0", "rediss://user:secret@cache.example:6380/1"])
def test_tcp_and_tls_redis_urls_are_kept_as_given(tmp_path, url):
    settings = load_settings({"DATA_DIR": str(tmp_path), "REDIS_URL": url, "SECRET_KEY": "k"})
    assert settings.redis_url == url and not settings.redis_embedded


@pytest.mark.parametrize("raw", ["0", "-1", "soon", "nan", "inf"])
def test_a_redis_timeout_that_is_not_a_positive_number_of_seconds_is_refused_at_start(tmp_path, raw):
    """REDIS_TIMEOUT_SECONDS=0 would make every Redis socket non-blocking: each command would fail at once."""
    with pytest.raises(SettingsError, match="REDIS_TIMEOUT_SECONDS must be a number of seconds above 0"):
        load_settings({"DATA_DIR": str(tmp_path), "SECRET_KEY": "k", "REDIS_TIMEOUT_SECONDS": raw})
    assert load_settings({"DATA_DIR": str(tmp_path), "SECRET_KEY": "k"}).redis_timeout_seconds == 5.0
    assert (
        load_settings(
            {"DATA_DIR": str(tmp_path), "SECRET_KEY": "k", "REDIS_TIMEOUT_SECONDS": "1.5"}
        ).redis_timeout_seconds
        == 1.5
    )


def test_the_command_line_names_the_bad_setting_instead_of_a_traceback(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("DATA_DIR", str(tmp_path))
    monkeypatch.setenv("REDIS_URL", "unix:///run/redis.sock")
    assert main(["migrate"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("companion: REDIS_URL must be") and "Traceback" not in err


def test_worker_connections_sets_how_many_connections_each_api_worker_holds(tmp_path):
    """Two workers hold 10,000 open streams only if each may hold more than gunicorn's 4,000 here by default
    (docs/configuration.md, ``WORKER_CONNECTIONS``)."""
    from service.cli import gunicorn_argv

    default = load_settings({"DATA_DIR": str(tmp_path), "SECRET_KEY": "k"})
    raised = load_settings({"DATA_DIR": str(tmp_path), "SECRET_KEY": "k", "WORKER_CONNECTIONS": "12000"})
    assert (default.worker_connections, raised.worker_connections) == (4000, 12000)
    argv = gunicorn_argv("service.wsgi:app", bind="127.0.0.1:8000", workers=2, worker_connections=12000)
    assert argv[argv.index("--worker-connections") + 1] == "12000"


def test_the_api_raises_its_open_file_limit_to_the_hard_limit_before_gunicorn_starts():
    """Every open stream is a descriptor: ``companion api`` lifts the soft limit (often 1024) to the hard one, which
    gunicorn and its workers inherit."""
    import subprocess
    import sys

    script = (
        "import resource; from service.cli import _raise_open_files\n"
        "soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)\n"
        "resource.setrlimit(resource.RLIMIT_NOFILE, (min(256, hard), hard))\n"
        "_raise_open_files()\n"
        "print(hard == resource.RLIM_INFINITY or resource.getrlimit(resource.RLIMIT_NOFILE) == (hard, hard))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=True)
    assert done.stdout.strip() == "True"


CLUSTER = {"REDIS_CLUSTER_NODES": "node-a:7000, node-b:7001", "CELERY_BROKER_URL": "redis://broker:6379/0"}


def test_redis_cluster_nodes_put_the_live_state_on_the_cluster_and_celery_on_its_broker(tmp_path):
    """The deployment contract: REDIS_CLUSTER_NODES (host:port of some of the cluster's nodes) switches the live
    state to the cluster; CELERY_BROKER_URL names Celery's broker and result backend, a plain Redis."""
    settings = load_settings({"DATA_DIR": str(tmp_path), "SECRET_KEY": "k", **CLUSTER})
    assert settings.redis_cluster and settings.redis_cluster_nodes == (("node-a", 7000), ("node-b", 7001))
    assert settings.broker_url == settings.result_backend_url == "redis://broker:6379/0"
    assert settings.redis_url == "redis+cluster://node-a:7000,node-b:7001" and not settings.redis_embedded


@pytest.mark.parametrize("nodes", ["node-a", "node-a:", "node-a:port", ":7000", "node-a:70000", "a:1,,b:2"])
def test_a_bad_redis_cluster_nodes_value_is_refused_at_start(tmp_path, nodes):
    with pytest.raises(SettingsError, match="REDIS_CLUSTER_NODES must be a comma-separated list of host:port"):
        load_settings({"DATA_DIR": str(tmp_path), "SECRET_KEY": "k", **CLUSTER, "REDIS_CLUSTER_NODES": nodes})


def test_a_redis_url_as_cluster_node_is_refused_without_showing_its_password(tmp_path):
    nodes = "redis://:hunter2@node-a:7000"
    with pytest.raises(SettingsError, match="REDIS_CLUSTER_NODES must be") as refused:
        load_settings({"DATA_DIR": str(tmp_path), "SECRET_KEY": "k", **CLUSTER, "REDIS_CLUSTER_NODES": nodes})
    assert "hunter2" not in str(refused.value)


def test_a_cluster_needs_a_broker_of_its_own_and_excludes_redis_url(tmp_path):
    """Celery's Redis transport cannot use a cluster: without CELERY_BROKER_URL the service would have no broker."""
    base = {"DATA_DIR": str(tmp_path), "SECRET_KEY": "k", "REDIS_CLUSTER_NODES": "node-a:7000"}
    with pytest.raises(SettingsError, match="REDIS_CLUSTER_NODES needs CELERY_BROKER_URL"):
        load_settings(base)
    with pytest.raises(SettingsError, match="REDIS_URL and REDIS_CLUSTER_NODES are both set"):
        load_settings({**base, "CELERY_BROKER_URL": "redis://b:6379/0", "REDIS_URL": "redis://r:6379/0"})
    with pytest.raises(SettingsError, match="CELERY_BROKER_URL must be a redis:// or rediss:// URL"):
        load_settings({**base, "CELERY_BROKER_URL": "amqp://guest@rabbit//"})


def test_a_cluster_waits_for_one_replica_and_a_single_redis_for_none(tmp_path):
    """docs/configuration.md: REDIS_WAIT_REPLICAS is "1 with REDIS_CLUSTER_NODES, else 0" — a single Redis has no
    replica to wait for, and its writes stay as fast as they were (no WAIT)."""
    base = {"DATA_DIR": str(tmp_path), "SECRET_KEY": "k"}
    assert load_settings({**base, **CLUSTER}).redis_wait_replicas == 1
    assert load_settings(base).redis_wait_replicas == 0
    chosen = load_settings({**base, **CLUSTER, "REDIS_WAIT_REPLICAS": "0", "REDIS_WAIT_TIMEOUT_MS": "250"})
    assert (chosen.redis_wait_replicas, chosen.redis_wait_timeout_ms) == (0, 250)


@pytest.mark.parametrize(("name", "value"), [("REDIS_WAIT_REPLICAS", "-1"), ("REDIS_WAIT_TIMEOUT_MS", "0")])
def test_a_wait_setting_that_is_not_a_whole_number_in_range_is_refused_at_start(tmp_path, name, value):
    with pytest.raises(SettingsError, match=f"{name} must be a whole number"):
        load_settings({"DATA_DIR": str(tmp_path), "SECRET_KEY": "k", name: value})
