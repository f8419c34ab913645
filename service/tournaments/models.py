"""Tournaments as SQL keeps them: the event, its staff and players, rounds, matches, the audit log, ratings."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, Boolean, Float, ForeignKey, Index, Integer, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from service.platform.model_base import Base, UTCDateTime, new_id, utcnow


class Tournament(Base):
    __tablename__ = "tournaments"
    __table_args__ = (Index("ix_tournaments_created", "created_at", "id"),)

    id: Mapped[str] = mapped_column(String(32), primary_key=True, default=lambda: new_id("trn"))
    organiser_id: Mapped[str] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    name: Mapped[str] = mapped_column(String(120))
    ruleset: Mapped[str] = mapped_column(String(32))
    format: Mapped[str] = mapped_column(String(24))  # swiss | pods | single_elimination
    best_of: Mapped[int] = mapped_column(Integer, default=3)
    points: Mapped[dict[str, Any]] = mapped_column(JSON)  # {"win", "draw", "loss", "placements"}
    rounds: Mapped[int | None] = mapped_column(Integer, nullable=True)  # None: from the player count at round 1
    top_cut: Mapped[int] = mapped_column(Integer, default=0)
    deck_format: Mapped[str | None] = mapped_column(String(16), nullable=True)  # None: no decklists
    pod_size: Mapped[int | None] = mapped_column(Integer, nullable=True)
    seed: Mapped[int] = mapped_column(Integer)
    # registration → running (Swiss or pod rounds) → top_cut → finished
    status: Mapped[str] = mapped_column(String(16), default="registration")
    current_round: Mapped[int] = mapped_column(Integer, default=0)
    round_minutes: Mapped[int] = mapped_column(Integer, default=50)  # the clock's default length
    enforcement: Mapped[str] = mapped_column(String(16), default="casual")  # casual | competitive | professional
    late_entry_result: Mapped[str] = mapped_column(String(8), default="loss")  # missed rounds: loss | draw | bye
    event_count: Mapped[int] = mapped_column(Integer, default=0)  # the number of the last live event
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
    finished_at: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True)


class TournamentStaff(Base):
    """Judges and scorekeepers the organiser added: they run rounds and enter or correct results."""

    __tablename__ = "tournament_staff"

    tournament_id: Mapped[str] = mapped_column(ForeignKey("tournaments.id", ondelete="CASCADE"), primary_key=True)
    user_id: Mapped[str] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), primary_key=True)
    role: Mapped[str] = mapped_column(String(16))  # judge | scorekeeper
    added_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)


class TournamentPlayer(Base):
    __tablename__ = "tournament_players"
    __table_args__ = (
        UniqueConstraint("tournament_id", "user_id", name="uq_tournament_players_tournament_user"),
        UniqueConstraint("tournament_id", "name_key", name="uq_tournament_players_tournament_name_key"),
    )

    id: Mapped[str] = mapped_column(String(32), primary_key=True, default=lambda: new_id("tpl"))
    tournament_id: Mapped[str] = mapped_column(ForeignKey("tournaments.id", ondelete="CASCADE"), index=True)
    user_id: Mapped[str | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"), nullable=True)
    name: Mapped[str] = mapped_column(String(80))
    # the name's confusable skeleton: no two players of one event whose names look alike (schemas/confusables.py)
    name_key: Mapped[str | None] = mapped_column(String(400), nullable=True)
    checked_in: Mapped[bool] = mapped_column(Boolean, default=False)
    deck_id: Mapped[str | None] = mapped_column(String(32), nullable=True)
    decklist: Mapped[list[dict[str, Any]] | None] = mapped_column(JSON, nullable=True)  # frozen at round 1
    entered_round: Mapped[int] = mapped_column(Integer, default=1)  # late entries: the first round they play
    dropped_after: Mapped[int | None] = mapped_column(Integer, nullable=True)  # the last round they were in
    missed_result: Mapped[str | None] = mapped_column(String(8), nullable=True)  # late entries: loss | draw | bye
    disqualified: Mapped[bool] = mapped_column(Boolean, default=False)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)


class TournamentRound(Base):
    __tablename__ = "tournament_rounds"

    tournament_id: Mapped[str] = mapped_column(ForeignKey("tournaments.id", ondelete="CASCADE"), primary_key=True)
    number: Mapped[int] = mapped_column(Integer, primary_key=True)
    stage: Mapped[str] = mapped_column(String(16))  # swiss | pods | top_cut
    status: Mapped[str] = mapped_column(String(16), default="open")  # open | complete
    pairings_made: Mapped[int] = mapped_column(Integer, default=1)  # re-pairing counts up
    summary: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    paired_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
    completed_at: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True)
    # the round clock: the server's clock is the only clock; remaining time is computed when read
    clock_minutes: Mapped[int | None] = mapped_column(Integer, nullable=True)
    clock_started_at: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True)
    clock_paused_at: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True)  # the open pause
    clock_paused_seconds: Mapped[float] = mapped_column(Float, default=0.0)  # closed pauses, summed
    clock_ended_at: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True)  # ended by staff
    # a result of an earlier round corrected after this one was paired: staff re-pair or keep it
    stale_at: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True)
    stale_reason: Mapped[str | None] = mapped_column(String(300), nullable=True)


class TournamentMatch(Base):
    """One table of a round: a two-player match, a pod, or a bye."""

    __tablename__ = "tournament_matches"
    __table_args__ = (Index("ix_tournament_matches_round", "tournament_id", "round_number", "table"),)

    id: Mapped[str] = mapped_column(String(32), primary_key=True, default=lambda: new_id("tmt"))
    tournament_id: Mapped[str] = mapped_column(ForeignKey("tournaments.id", ondelete="CASCADE"))
    round_number: Mapped[int] = mapped_column(Integer)
    table: Mapped[int | None] = mapped_column(Integer, nullable=True)  # None for a bye
    kind: Mapped[str] = mapped_column(String(8))  # match | pod | bye
    players: Mapped[list[str]] = mapped_column(JSON)  # tournament player ids, in seat order
    # pending → reported (one side, awaiting the other) / disputed → final
    status: Mapped[str] = mapped_column(String(16), default="pending")
    result: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    reports: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)  # per reporting player id
    games: Mapped[list[dict[str, Any]]] = mapped_column(JSON, default=list)  # linked tracked games: {game_id, seats}
    explanation: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    extensions: Mapped[list[dict[str, Any]]] = mapped_column(JSON, default=list)  # {minutes, reason, by, at}
    # the hash-chain head of the game the result was taken from (None: not from a game, or no chain)
    chain_head: Mapped[str | None] = mapped_column(String(128), nullable=True)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)


class TournamentAudit(Base):
    """Every change to an event, in order: who did what, with the before and after where there is one."""

    __tablename__ = "tournament_audit"
    __table_args__ = (Index("ix_tournament_audit_tournament", "tournament_id", "id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    tournament_id: Mapped[str] = mapped_column(ForeignKey("tournaments.id", ondelete="CASCADE"))
    at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
    actor_id: Mapped[str | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"), nullable=True)
    action: Mapped[str] = mapped_column(String(40))
    data: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)


class TournamentPenalty(Base):
    """A penalty a judge issued: the infraction, the penalty, and the match it changed (if any)."""

    __tablename__ = "tournament_penalties"
    __table_args__ = (Index("ix_tournament_penalties_tournament", "tournament_id", "issued_at"),)

    id: Mapped[str] = mapped_column(String(32), primary_key=True, default=lambda: new_id("pen"))
    tournament_id: Mapped[str] = mapped_column(ForeignKey("tournaments.id", ondelete="CASCADE"))
    player_id: Mapped[str] = mapped_column(ForeignKey("tournament_players.id", ondelete="CASCADE"), index=True)
    round: Mapped[int] = mapped_column(Integer)  # the round in progress when issued (0: before round 1)
    infraction: Mapped[str] = mapped_column(String(40))
    penalty: Mapped[str] = mapped_column(String(20))  # warning | game_loss | match_loss | disqualification
    notes: Mapped[str] = mapped_column(String(2000), default="")
    issued_by: Mapped[str | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"), nullable=True)
    issued_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
    # game and match losses: the match they apply to (None until the player's next match is paired)
    match_id: Mapped[str | None] = mapped_column(String(32), nullable=True)


class TournamentEvent(Base):
    """The live log of an event, numbered per tournament in commit order, as its streams send it."""

    __tablename__ = "tournament_events"
    __table_args__ = (UniqueConstraint("tournament_id", "number", name="uq_tournament_events_tournament_number"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    tournament_id: Mapped[str] = mapped_column(ForeignKey("tournaments.id", ondelete="CASCADE"))
    number: Mapped[int] = mapped_column(Integer)
    type: Mapped[str] = mapped_column(String(40))
    data: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    audience: Mapped[list[str] | None] = mapped_column(JSON, nullable=True)  # None: public; else staff + players
    at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)


class PlayerRating(Base):
    """A user's current openskill rating in one ruleset."""

    __tablename__ = "player_ratings"

    user_id: Mapped[str] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), primary_key=True)
    ruleset: Mapped[str] = mapped_column(String(32), primary_key=True)
    mu: Mapped[float] = mapped_column(Float)
    sigma: Mapped[float] = mapped_column(Float)
    tables: Mapped[int] = mapped_column(Integer, default=0)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)


class RatingChange(Base):
    """One rating update and what caused it (a tournament match or an archived game), at most once each."""

    __tablename__ = "rating_changes"
    __table_args__ = (
        UniqueConstraint("user_id", "ruleset", "source", "source_id", name="uq_rating_changes_source"),
        Index("ix_rating_changes_user", "user_id", "ruleset", "id"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    user_id: Mapped[str] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    ruleset: Mapped[str] = mapped_column(String(32))
    source: Mapped[str] = mapped_column(String(16))  # match | game
    source_id: Mapped[str] = mapped_column(String(32))
    mu_before: Mapped[float] = mapped_column(Float)
    sigma_before: Mapped[float] = mapped_column(Float)
    mu: Mapped[float] = mapped_column(Float)
    sigma: Mapped[float] = mapped_column(Float)
    at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
