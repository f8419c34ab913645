"""Accounts, session tokens and API keys: application functions (keyword-only, one unit of work each)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import delete, func, or_, select, text, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from schemas.accounts import SCOPES
from schemas.confusables import name_key
from service.accounts.models import ApiKey, AuthToken, User
from service.games.models import GameMember
from service.platform.db import Database, affected_rows
from service.platform.errors import Conflict, Forbidden, NotFound, Unauthorized
from service.platform.model_base import utcnow
from service.platform.quotas import ensure_room
from service.platform.security import hash_password, keyed_hash, new_secret, verify_password

USER_SCOPES = frozenset(s for s in SCOPES if s != "admin")
TOKEN_PREFIX = "tok"
API_KEY_PREFIX = "key"
SEAT_TOKEN_PREFIX = "seat"
SEAT_TOKEN_SCOPES = frozenset({"games:read", "games:write"})


@dataclass(frozen=True)
class Principal:
    """Who is calling: a user acting through a session token or through one of their API keys."""

    user_id: str
    username: str
    is_admin: bool
    scopes: frozenset[str]
    kind: str  # "token" | "api_key" | "seat" (a game's seat token: that game only)
    credential_id: str
    game_id: str | None = None  # for seat tokens: the one game they reach

    @property
    def is_user(self) -> bool:
        return self.kind != "seat"

    @property
    def id(self) -> str:
        return self.user_id


def _scopes_for(user: User) -> frozenset[str]:
    return frozenset(SCOPES) if user.is_admin else USER_SCOPES


def create_user(*, session: Session, username: str, email: str, password: str, is_admin: bool = False) -> User:
    password_hash = hash_password(password)  # the slow part, before the unit of work takes the write lock
    key = name_key(username)
    _one_signup_per_name(session, key)
    taken = session.scalars(
        select(User).where(
            or_(
                func.lower(User.username) == username.lower(),
                User.name_key == key,
                func.lower(User.email) == email.lower(),
            )
        )
    ).first()
    if taken is not None:
        if taken.email.lower() == email.lower() and taken.username.lower() != username.lower():
            raise Conflict("That email is already registered.", field="email")
        detail = (
            "That username is already registered."
            if taken.username.lower() == username.lower()
            else f"That username looks like '{taken.username}', which is already registered."
        )
        raise Conflict(detail, field="username")
    user = User(username=username, name_key=key, email=email.lower(), password_hash=password_hash, is_admin=is_admin)
    session.add(user)
    try:
        session.flush()
    except IntegrityError as exc:  # a concurrent sign-up took it between the check and the insert
        session.rollback()
        raise Conflict("That username or email is already registered.") from exc
    return user


def _one_signup_per_name(session: Session, key: str) -> None:
    """Sign-ups of names that look alike, one at a time until each commits (PostgreSQL; SQLite writes one unit at a
    time): "Alice" and "alice" signing up at once both passed the check of the other's name, and both were made. The
    lock is on the name's confusable key, so "alice" and "аlice" (Cyrillic а) queue too; the second waits, then finds
    the first's (and the unique key on ``name_key`` holds even without the lock)."""
    if session.get_bind().dialect.name == "postgresql":
        session.execute(text("SELECT pg_advisory_xact_lock(hashtextextended(:name, 0))"), {"name": f"username:{key}"})


@dataclass(frozen=True)
class LoginAccount:
    """The account a login names, as read before the password is checked (whose device is trusted depends on it)."""

    user_id: str
    password_hash: str


def find_login_account(*, db: Database, username: str) -> LoginAccount | None:
    with db.read() as session:
        user = session.scalars(select(User).where(func.lower(User.username) == username.lower())).first()
        return LoginAccount(user.id, user.password_hash) if user is not None else None


def issue_token(
    *, db: Database, secret_key: str, ttl_seconds: int, username: str, password: str
) -> tuple[str, datetime]:
    """A new session token for a username and its password."""
    account = find_login_account(db=db, username=username)
    return issue_token_for(db=db, secret_key=secret_key, ttl_seconds=ttl_seconds, account=account, password=password)


def issue_token_for(
    *, db: Database, secret_key: str, ttl_seconds: int, account: LoginAccount | None, password: str
) -> tuple[str, datetime]:
    """A new session token: the password checked outside any write (argon2 is slow, and as slow for no account),
    then one short insert."""
    if not verify_password(account.password_hash if account else None, password) or account is None:
        raise Unauthorized("Unknown username or wrong password.")
    raw = new_secret(TOKEN_PREFIX)
    expires_at = utcnow() + timedelta(seconds=ttl_seconds)
    with db.session() as session:
        session.add(AuthToken(user_id=account.user_id, token_hash=keyed_hash(secret_key, raw), expires_at=expires_at))
    return raw, expires_at


def revoke_token(*, session: Session, principal: Principal) -> None:
    if principal.kind != "token":
        raise Forbidden("This credential is an API key; revoke it with DELETE /v1/api-keys/{id}.")
    session.execute(update(AuthToken).where(AuthToken.id == principal.credential_id).values(revoked_at=utcnow()))


@dataclass(frozen=True)
class Profile:
    """What ``GET /v1/me`` shows of the account, kept with a cached credential."""

    email: str
    created_at: datetime


@dataclass(frozen=True)
class Credential:
    """What a bearer credential stands for, as stored: a principal until ``expires_at``, or the reason it is
    refused. Immutable once read, so a process may cache it (a revocation drops it everywhere)."""

    principal: Principal | None
    refusal: str = ""
    expires_at: datetime | None = None
    profile: Profile | None = None

    def check(self, now: datetime | None = None) -> Principal:
        if self.principal is None:
            raise Unauthorized(self.refusal)
        if self.expires_at is not None and self.expires_at <= (now or utcnow()):
            raise Unauthorized("This token has expired; log in again.")
        return self.principal

    @property
    def tags(self) -> tuple[str, ...]:
        """Cache tags: what, when it changes, must drop this credential."""
        if self.principal is None:
            return ()
        if self.principal.kind == "seat":
            return (f"credential:{self.principal.credential_id}", f"game:{self.principal.game_id}")
        return (f"credential:{self.principal.credential_id}", f"user:{self.principal.user_id}")


def credential_digest(*, secret_key: str, credential: str) -> str:
    return keyed_hash(secret_key, credential)


def lookup_credential(*, session: Session, digest: str, credential_kind: str) -> Credential:
    """The stored credential with this keyed hash (``credential_kind``: its prefix, tok/key/seat)."""
    if credential_kind == TOKEN_PREFIX:
        row = session.execute(
            select(AuthToken, User).join(User, User.id == AuthToken.user_id).where(AuthToken.token_hash == digest)
        ).first()
        if row is None:
            return Credential(None, "Unknown token.")
        token, user = row
        if token.revoked_at is not None:
            return Credential(None, "This token has been revoked.")
        principal = Principal(user.id, user.username, user.is_admin, _scopes_for(user), "token", token.id)
        return Credential(principal, expires_at=token.expires_at, profile=Profile(user.email, user.created_at))
    if credential_kind == API_KEY_PREFIX:
        key_row = session.execute(
            select(ApiKey, User).join(User, User.id == ApiKey.user_id).where(ApiKey.key_hash == digest)
        ).first()
        if key_row is None:
            return Credential(None, "Unknown API key.")
        key, user = key_row
        if key.revoked_at is not None:
            return Credential(None, "This API key has been revoked.")
        # a key never holds more than its owner may do now (an admin demoted loses admin keys' power)
        scopes = frozenset(key.scopes) & _scopes_for(user)
        principal = Principal(user.id, user.username, user.is_admin, scopes, "api_key", key.id)
        return Credential(principal, profile=Profile(user.email, user.created_at))
    if credential_kind == SEAT_TOKEN_PREFIX:
        member = session.scalars(select(GameMember).where(GameMember.token_hash == digest)).first()
        if member is None:
            return Credential(None, "Unknown seat token.")
        scopes = SEAT_TOKEN_SCOPES if member.seats else frozenset({"games:read"})
        principal = Principal(member.id, member.name or "guest", False, scopes, "seat", member.id, member.game_id)
        return Credential(principal)
    return Credential(None, "Unknown credential.")


def credential_kind(credential: str) -> str:
    return credential.partition("_")[0]


def authenticate(*, session: Session, secret_key: str, credential: str) -> Principal:
    """The principal behind a bearer credential; ``Unauthorized`` if it is unknown, expired or revoked."""
    digest = credential_digest(secret_key=secret_key, credential=credential)
    return lookup_credential(session=session, digest=digest, credential_kind=credential_kind(credential)).check()


def get_user(*, session: Session, user_id: str) -> User:
    user = session.get(User, user_id)
    if user is None:
        raise NotFound("No such user.")
    return user


def create_api_key(
    *, session: Session, secret_key: str, principal: Principal, name: str, scopes: list[str], limit: int
) -> tuple[ApiKey, str]:
    """A new key of the caller's; ``limit``: how many unrevoked keys an account may hold (422 beyond)."""
    if principal.kind != "token":
        raise Forbidden("API keys are managed with a user's own login token, not with another API key.")
    ensure_room(
        session,
        counted=ApiKey,
        where=[ApiKey.user_id == principal.user_id, ApiKey.revoked_at.is_(None)],
        limit=limit,
        what="API keys (revoke one first)",
        code="too-many-api-keys",
        status=422,
    )
    beyond = sorted(set(scopes) - principal.scopes)
    if beyond:
        raise Forbidden(f"You cannot grant scopes you do not hold: {', '.join(beyond)}.", scopes=beyond)
    raw = new_secret(API_KEY_PREFIX)
    key = ApiKey(
        user_id=principal.user_id,
        name=name,
        scopes=sorted(set(scopes)),
        key_hash=keyed_hash(secret_key, raw),
        prefix=raw[:10],
    )
    session.add(key)
    session.flush()
    return key, raw


def list_api_keys(*, session: Session, principal: Principal) -> list[ApiKey]:
    if principal.kind != "token":
        raise Forbidden("API keys are managed with a user's own login token, not with another API key.")
    return list(
        session.scalars(
            select(ApiKey)
            .where(ApiKey.user_id == principal.user_id, ApiKey.revoked_at.is_(None))
            .order_by(ApiKey.created_at, ApiKey.id)
        )
    )


def revoke_api_key(*, session: Session, principal: Principal, key_id: str) -> None:
    if principal.kind != "token":
        raise Forbidden("API keys are managed with a user's own login token, not with another API key.")
    key = session.get(ApiKey, key_id)
    if key is None or key.user_id != principal.user_id or key.revoked_at is not None:
        raise NotFound("No such API key.")
    key.revoked_at = utcnow()


def purge_expired(*, session: Session, now: datetime | None = None) -> dict[str, int]:
    """Delete expired or long-revoked session tokens (idempotency records expire in Redis by themselves)."""
    now = now or utcnow()
    tokens = affected_rows(
        session.execute(
            delete(AuthToken).where(or_(AuthToken.expires_at <= now, AuthToken.revoked_at <= now - timedelta(days=1)))
        )
    )
    return {"tokens": tokens or 0}
