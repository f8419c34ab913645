"""Typed settings read from the environment in one place, when an app or worker is built (never at import)."""

from __future__ import annotations

import math
import os
import secrets
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

EMBEDDED_REDIS_PORT = 6390


def _flag(env: dict[str, str], name: str, default: bool) -> bool:
    raw = env.get(name)
    return default if not raw else raw.lower() in ("1", "true", "yes", "on")


class SettingsError(ValueError):
    """A setting the service cannot run with; the message names the variable."""


def _int(env: dict[str, str], name: str, default: int) -> int:
    raw = env.get(name)
    return default if not raw else int(raw)


def _natural(env: dict[str, str], name: str, default: int, *, least: int = 0) -> int:
    raw = env.get(name, "").strip()
    if not raw:
        return default
    if not raw.isdigit() or int(raw) < least:
        raise SettingsError(f"{name} must be a whole number of at least {least} (it is {raw!r})")
    return int(raw)


def _seconds(env: dict[str, str], name: str, default: float) -> float:
    raw = env.get(name)
    if not raw:
        return default
    try:
        value = float(raw)
    except ValueError:
        value = float("nan")
    if not (value > 0 and math.isfinite(value)):  # 0 would make a socket non-blocking: every command fails at once
        raise SettingsError(f"{name} must be a number of seconds above 0 (it is {raw!r})")
    return value


def _redis_url(raw: str) -> str:
    # One URL serves redis-py, Celery's broker and its result backend, which spell a Unix socket three ways
    # (unix://, redis+socket://, socket://); a TCP URL means the same to all of them.
    if raw and not raw.startswith(("redis://", "rediss://")):
        # the scheme only, never the rest: it may hold a password
        given = f"a {raw.split('://', 1)[0]}:// URL" if "://" in raw else "no scheme"
        raise SettingsError(f"REDIS_URL must be a redis:// or rediss:// URL (it has {given})")
    return raw


def _cluster_nodes(raw: str) -> tuple[tuple[str, int], ...]:
    """``REDIS_CLUSTER_NODES``: ``host:port`` of some of the cluster's nodes (redis-py learns the others from them)."""
    nodes = []
    for item in (part.strip() for part in raw.split(",")):
        host, _, port = item.rpartition(":")
        host = host.removeprefix("[").removesuffix("]")  # an IPv6 address may come bracketed
        if not host or not port.isdigit() or not 0 < int(port) < 65536 or "/" in host or "@" in host:
            shown = "a URL" if "/" in item or "@" in item else repr(item)  # never a URL: it may hold a password
            raise SettingsError(f"REDIS_CLUSTER_NODES must be a comma-separated list of host:port (it has {shown})")
        nodes.append((host, int(port)))
    return tuple(nodes)


def _live_redis(env: dict[str, str], embedded_port: int) -> tuple[str, tuple[tuple[str, int], ...], str]:
    """Where the live state and Celery's broker are: (live Redis URL, cluster nodes, broker URL).

    With ``REDIS_CLUSTER_NODES`` the live state is on the cluster and the broker is ``CELERY_BROKER_URL``, a plain
    Redis of its own: Celery's Redis transport cannot use a cluster (its queues are lists it reads with BRPOP across
    several keys, and its results are read by pattern)."""
    redis_url = _redis_url(env.get("REDIS_URL", ""))
    raw_nodes = env.get("REDIS_CLUSTER_NODES", "").strip()
    broker = env.get("CELERY_BROKER_URL", "").strip()
    if broker and not broker.startswith(("redis://", "rediss://")):
        given = f"a {broker.split('://', 1)[0]}:// URL" if "://" in broker else "no scheme"
        raise SettingsError(f"CELERY_BROKER_URL must be a redis:// or rediss:// URL (it has {given})")
    if not raw_nodes:
        url = redis_url or f"redis://127.0.0.1:{embedded_port}/0"
        return url, (), broker or url
    if redis_url:
        raise SettingsError("REDIS_URL and REDIS_CLUSTER_NODES are both set: the live state is on one of them")
    nodes = _cluster_nodes(raw_nodes)
    if not broker:
        raise SettingsError("REDIS_CLUSTER_NODES needs CELERY_BROKER_URL: Celery's broker cannot be the cluster")
    return "redis+cluster://" + ",".join(f"{host}:{port}" for host, port in nodes), nodes, broker


@dataclass(frozen=True)
class Settings:
    data_dir: Path
    database_url: str
    redis_url: str  # the live state's Redis; on a cluster ``redis+cluster://host:port,…`` (the limits library's form)
    redis_embedded: bool  # True when no REDIS_URL was given: `companion dev` starts a server itself
    secret_key: str
    embedded_redis_port: int = EMBEDDED_REDIS_PORT
    host: str = "127.0.0.1"
    port: int = 8000
    web_concurrency: int = 2
    worker_connections: int = 4000  # connections one gunicorn worker holds at once (open SSE streams count)
    token_ttl_seconds: int = 30 * 24 * 3600
    idempotency_ttl_seconds: int = 24 * 3600
    rate_limit_default: str = "600 per minute"
    # failed logins from untrusted devices (no device token of the account): per address, loosely (a hall's players
    # share one); per account and address, tightly; per account from any address (then untrusted devices wait)
    rate_limit_login: str = "60 per minute; 600 per hour"
    rate_limit_login_account_address: str = "5 per minute; 20 per hour"
    rate_limit_login_account: str = "100 per hour"
    rate_limit_login_device: str = "10 per hour"  # failed logins with one device token (then it is not trusted)
    device_token_ttl_seconds: int = 365 * 24 * 3600
    rate_limit_signup: str = "5 per minute; 30 per hour"  # sign-ups per address
    rate_limit_registration: str = "10 per minute; 100 per hour"  # failed code registrations per account/address
    rate_limit_join_lookup: str = "20 per minute; 200 per hour"  # wrong join codes (lookups and joins) per address
    rate_limit_join_code_game: str = "30 per minute; 300 per hour"  # wrong join codes per game, from any address
    rate_limit_spectator_tokens: str = "40 per minute; 400 per hour"  # guest spectator tokens minted per address
    rate_limits_enabled: bool = True
    rate_limit_prefix: str = "rl"
    redis_appendfsync: str = "everysec"
    game_idle_ttl_seconds: int = 7 * 24 * 3600
    game_finished_retention_seconds: int = 3600  # a finished game stays live (undo-able) this long
    sse_keepalive_seconds: int = 15
    live_copies_pattern: bool = False  # benchmark only: every process hears every game's writes (bench_listen_cost)
    stream_ticket_seconds: int = 60  # how long a browser has to open the stream with a ticket
    webhook_retry_base_seconds: float = 10.0
    webhook_max_attempts: int = 8
    webhook_disable_after: int = 20  # failed attempts in a row
    webhook_allow_private_targets: bool = False
    webhook_timeout_seconds: float = 10.0
    log_level: str = "INFO"
    log_json: bool = True
    cors_origins: tuple[str, ...] = ()
    max_content_length: int = 1024 * 1024
    # a round's start needs ~15 connections a worker at once: kept in the pool, not opened again at every round (a new
    # PostgreSQL connection is a backend forked and authenticated, with cold caches: 3.5 ms to connect, then six queries
    # took 2.6-5.0 ms against 0.4-1.5 ms once warm; 11-21 were opened at each round's start with 10 kept)
    db_pool_size: int = 20
    db_max_overflow: int = 10
    db_warm_connections: int = 20  # opened and primed as an API worker starts (service/platform/db_warm.py); 0: none
    db_write_wait_seconds: float = 10.0  # longest wait for the database's write lock before a 503
    strict_unit_of_work: bool = False  # tests: waiting on Redis inside a write transaction raises
    ai_games_per_user: int = 3  # engine games with AI seats an account may have in progress
    simulation_max_decisions: int = 20_000  # a simulation stops starting games once it has made this many
    metrics_token: str = ""  # /metrics answers only `Authorization: Bearer <this>`; empty: /metrics is off (404)
    streams_per_user: int = 20  # live streams one account (or guest seat) may hold open at once (429 beyond)
    streams_per_address: int = 500  # streams without an account (public, guest seats), per address (a hall behind NAT)
    live_games_per_user: int = 100  # games an account may have created and not yet finished (429 beyond)
    api_keys_per_user: int = 50  # unrevoked API keys per account (422 beyond)
    tournaments_per_user: int = 100  # tournaments an account organises that have not finished (429 beyond)
    decks_per_user: int = 500  # decks per account (422 beyond)
    public_url: str = ""  # the API's public base URL for printed links; empty: the request's host (dev only)
    fair_turn_ms: float = 2.0  # gevent workers: serving this long lets the worker's other connections in; 0: off
    redis_pipelined: bool = True  # gevent workers: the requests' simple Redis commands share one pipelined connection
    redis_timeout_seconds: float = 5.0  # a Redis that neither answers nor closes (stopped, cut off): 503, not a hang
    trusted_proxy_hops: int = 0  # proxies in front (HAProxy: 1) whose X-Forwarded-For names the caller's address
    redis_cluster_nodes: tuple[tuple[str, int], ...] = ()  # REDIS_CLUSTER_NODES: the live state is on this cluster
    celery_broker_url: str = ""  # CELERY_BROKER_URL; empty: the live state's Redis (never a cluster)
    # REDIS_WAIT_REPLICAS: replicas that hold a write before its client is answered (``service.platform.durability``):
    # 1 on a cluster, 0 on a single Redis (no replica to wait for: its AOF is its durability)
    redis_wait_replicas: int = 0
    redis_wait_timeout_ms: int = 500  # REDIS_WAIT_TIMEOUT_MS: how long a write waits for them, then 503
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def redis_cluster(self) -> bool:
        return bool(self.redis_cluster_nodes)

    @property
    def broker_url(self) -> str:
        return self.celery_broker_url or self.redis_url

    @property
    def result_backend_url(self) -> str:
        """Celery's results go beside its broker: its result backend reads keys by pattern, which a cluster cannot."""
        return self.broker_url

    @property
    def public_base_url(self) -> str:
        """The base of the absolute URLs the API prints (QR codes, links): ``PUBLIC_URL``, else where it listens;
        never a request's ``Host``, which anyone sends as they like."""
        return self.public_url or f"http://{self.host}:{self.port}"

    @property
    def db_options(self) -> dict[str, Any]:
        return {
            "pool_size": self.db_pool_size,
            "max_overflow": self.db_max_overflow,
            "write_wait_seconds": self.db_write_wait_seconds,
        }

    def with_overrides(self, **kw: Any) -> Settings:
        return replace(self, **kw)


def _secret_key(env: dict[str, str], data_dir: Path) -> str:
    """SECRET_KEY from the environment, else one generated once and kept in DATA_DIR (dev only)."""
    if env.get("SECRET_KEY"):
        return env["SECRET_KEY"]
    path = data_dir / "secret_key"
    if path.exists():
        return path.read_text().strip()
    data_dir.mkdir(parents=True, exist_ok=True)
    key = secrets.token_hex(32)
    path.write_text(key)
    path.chmod(0o600)
    return key


def load_settings(env: dict[str, str] | None = None) -> Settings:
    env = dict(os.environ if env is None else env)
    data_dir = Path(env.get("DATA_DIR") or "./var").resolve()
    database_url = env.get("DATABASE_URL") or f"sqlite:///{data_dir / 'companion.db'}"
    if database_url.startswith("postgres://") or database_url.startswith("postgresql://"):
        # psycopg 3 is the driver we ship; accept the common URL spellings
        database_url = "postgresql+psycopg://" + database_url.split("://", 1)[1]
    embedded_port = _int(env, "EMBEDDED_REDIS_PORT", EMBEDDED_REDIS_PORT)
    redis_url, cluster_nodes, broker_url = _live_redis(env, embedded_port)
    return Settings(
        data_dir=data_dir,
        embedded_redis_port=embedded_port,
        database_url=database_url,
        redis_url=redis_url,
        redis_embedded=not env.get("REDIS_URL") and not cluster_nodes,
        redis_cluster_nodes=cluster_nodes,
        celery_broker_url=broker_url if cluster_nodes or env.get("CELERY_BROKER_URL") else "",
        secret_key=_secret_key(env, data_dir),
        host=env.get("HOST", "127.0.0.1"),
        port=_int(env, "PORT", 8000),
        web_concurrency=_int(env, "WEB_CONCURRENCY", 2),
        worker_connections=_int(env, "WORKER_CONNECTIONS", 4000),
        token_ttl_seconds=_int(env, "TOKEN_TTL_SECONDS", 30 * 24 * 3600),
        idempotency_ttl_seconds=_int(env, "IDEMPOTENCY_TTL_SECONDS", 24 * 3600),
        rate_limit_default=env.get("RATE_LIMIT_DEFAULT", "600 per minute"),
        rate_limit_login=env.get("RATE_LIMIT_LOGIN", "60 per minute; 600 per hour"),
        rate_limit_login_account_address=env.get("RATE_LIMIT_LOGIN_ACCOUNT_ADDRESS", "5 per minute; 20 per hour"),
        rate_limit_login_account=env.get("RATE_LIMIT_LOGIN_ACCOUNT", "100 per hour"),
        rate_limit_login_device=env.get("RATE_LIMIT_LOGIN_DEVICE", "10 per hour"),
        device_token_ttl_seconds=_int(env, "DEVICE_TOKEN_TTL_SECONDS", 365 * 24 * 3600),
        rate_limit_signup=env.get("RATE_LIMIT_SIGNUP", "5 per minute; 30 per hour"),
        rate_limit_registration=env.get("RATE_LIMIT_REGISTRATION", "10 per minute; 100 per hour"),
        rate_limit_join_lookup=env.get("RATE_LIMIT_JOIN_LOOKUP", "20 per minute; 200 per hour"),
        rate_limit_join_code_game=env.get("RATE_LIMIT_JOIN_CODE_GAME", "30 per minute; 300 per hour"),
        rate_limit_spectator_tokens=env.get("RATE_LIMIT_SPECTATOR_TOKENS", "40 per minute; 400 per hour"),
        rate_limits_enabled=env.get("RATE_LIMITS_ENABLED", "1") not in ("0", "false", "False"),
        rate_limit_prefix=env.get("RATE_LIMIT_PREFIX", "rl"),
        redis_appendfsync=env.get("REDIS_APPENDFSYNC", "everysec"),
        game_idle_ttl_seconds=_int(env, "GAME_IDLE_TTL_SECONDS", 7 * 24 * 3600),
        game_finished_retention_seconds=_int(env, "GAME_FINISHED_RETENTION_SECONDS", 3600),
        sse_keepalive_seconds=_int(env, "SSE_KEEPALIVE_SECONDS", 15),
        live_copies_pattern=env.get("LIVE_COPIES_PATTERN", "0") in ("1", "true", "True"),
        stream_ticket_seconds=_int(env, "STREAM_TICKET_SECONDS", 60),
        webhook_retry_base_seconds=float(env.get("WEBHOOK_RETRY_BASE_SECONDS") or 10.0),
        webhook_max_attempts=_int(env, "WEBHOOK_MAX_ATTEMPTS", 8),
        webhook_disable_after=_int(env, "WEBHOOK_DISABLE_AFTER", 20),
        webhook_allow_private_targets=env.get("WEBHOOK_ALLOW_PRIVATE_TARGETS", "0") in ("1", "true", "True"),
        webhook_timeout_seconds=float(env.get("WEBHOOK_TIMEOUT_SECONDS") or 10.0),
        log_level=env.get("LOG_LEVEL", "INFO").upper(),
        log_json=env.get("LOG_FORMAT", "json") == "json",
        cors_origins=tuple(o.strip() for o in env.get("CORS_ORIGINS", "").split(",") if o.strip()),
        max_content_length=_int(env, "MAX_CONTENT_LENGTH", 1024 * 1024),
        db_pool_size=_int(env, "DB_POOL_SIZE", 20),
        db_max_overflow=_int(env, "DB_MAX_OVERFLOW", 10),
        db_warm_connections=_int(env, "DB_WARM_CONNECTIONS", 20),
        db_write_wait_seconds=float(env.get("DB_WRITE_WAIT_SECONDS") or 10.0),
        strict_unit_of_work=_flag(env, "STRICT_UNIT_OF_WORK", False),
        ai_games_per_user=_int(env, "AI_GAMES_PER_USER", 3),
        simulation_max_decisions=_int(env, "SIMULATION_MAX_DECISIONS", 20_000),
        metrics_token=env.get("METRICS_TOKEN", ""),
        streams_per_user=_int(env, "STREAMS_PER_USER", 20),
        streams_per_address=_int(env, "STREAMS_PER_ADDRESS", 500),
        live_games_per_user=_int(env, "LIVE_GAMES_PER_USER", 100),
        api_keys_per_user=_int(env, "API_KEYS_PER_USER", 50),
        tournaments_per_user=_int(env, "TOURNAMENTS_PER_USER", 100),
        decks_per_user=_int(env, "DECKS_PER_USER", 500),
        public_url=env.get("PUBLIC_URL", "").rstrip("/"),
        fair_turn_ms=float(env.get("FAIR_TURN_MS") or 2.0),
        redis_pipelined=_flag(env, "REDIS_PIPELINE", True),
        redis_timeout_seconds=_seconds(env, "REDIS_TIMEOUT_SECONDS", 5.0),
        trusted_proxy_hops=_int(env, "TRUSTED_PROXY_HOPS", 0),
        redis_wait_replicas=_natural(env, "REDIS_WAIT_REPLICAS", 1 if cluster_nodes else 0),
        redis_wait_timeout_ms=_natural(env, "REDIS_WAIT_TIMEOUT_MS", 500, least=1),
    )
