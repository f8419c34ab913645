"""The round clock as the server keeps it: when it started, how long it has been paused, when staff ended it.

Nothing ticks: the remaining time is computed from the stored moments whenever the clock is read, so every
client shows the same clock (the server's) and a restarted server loses nothing. Running time is the time
since the start minus every pause; when it reaches the round's length the clock reads ``ended`` (time is
called) without anyone writing to it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any, Literal

Action = Literal["start", "pause", "resume", "extend", "end"]
ACTIONS: tuple[str, ...] = ("start", "pause", "resume", "extend", "end")
STATES: tuple[str, ...] = ("not_started", "running", "paused", "ended")


class ClockRefused(Exception):
    """An action the clock's state does not allow; ``code`` names the reason."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


@dataclass(frozen=True)
class Clock:
    minutes: int | None = None
    started_at: datetime | None = None
    paused_at: datetime | None = None  # the pause in progress
    paused_seconds: float = 0.0  # finished pauses, summed
    ended_at: datetime | None = None  # ended by staff

    def running_seconds(self, now: datetime) -> float:
        """Seconds the clock has run: since the start, minus every pause, up to its end or ``now``."""
        if self.started_at is None:
            return 0.0
        until = self.ended_at or self.paused_at or now
        return max(0.0, (until - self.started_at).total_seconds() - self.paused_seconds)

    def ends_at(self, now: datetime, *, extra_minutes: int = 0) -> datetime | None:
        """When time is (or was) called, plus ``extra_minutes`` (a table's extensions, which run on after time
        is called); None before the start and during a pause, when it is not known."""
        if self.started_at is None or self.minutes is None:
            return None
        if self.ended_at is not None:
            return self.ended_at + timedelta(minutes=extra_minutes)
        if self.paused_at is not None:
            return None
        return self.started_at + timedelta(seconds=(self.minutes + extra_minutes) * 60 + self.paused_seconds)

    def remaining_seconds(self, now: datetime, *, extra_minutes: int = 0, default_minutes: int = 0) -> float:
        if self.started_at is None or self.minutes is None:
            return float((default_minutes + extra_minutes) * 60)
        if self.paused_at is not None and self.ended_at is None:
            return max(0.0, (self.minutes + extra_minutes) * 60 - self.running_seconds(now))
        end = self.ends_at(now, extra_minutes=extra_minutes)
        assert end is not None
        return max(0.0, (end - now).total_seconds())

    def state(self, now: datetime, *, extra_minutes: int = 0) -> str:
        if self.started_at is None:
            return "not_started"
        if self.paused_at is not None and self.ended_at is None:
            return "paused"
        return "running" if self.remaining_seconds(now, extra_minutes=extra_minutes) > 0 else "ended"

    def as_dict(self, now: datetime, *, default_minutes: int, extra_minutes: int = 0) -> dict[str, Any]:
        remaining = self.remaining_seconds(now, extra_minutes=extra_minutes, default_minutes=default_minutes)
        return {
            "state": self.state(now, extra_minutes=extra_minutes),
            "minutes": self.minutes if self.minutes is not None else default_minutes,
            "started_at": self.started_at,
            "ends_at": self.ends_at(now, extra_minutes=extra_minutes),
            "remaining_seconds": round(remaining),
            "now": now,
        }


def act(clock: Clock, action: str, now: datetime, *, minutes: int) -> Clock:
    """The clock after ``action`` at ``now`` (``minutes``: the length a start sets, or the minutes an extension
    adds to the whole round — a delay that held up every table; one table's time is a table extension)."""
    state = clock.state(now)
    if action == "start":
        if state != "not_started":
            raise ClockRefused("clock-started", "The round clock has already been started.")
        return Clock(minutes=minutes, started_at=now)
    if state == "not_started":
        raise ClockRefused("clock-not-started", "Start the round clock first.")
    if state == "ended":
        raise ClockRefused("clock-ended", "Time has been called for this round.")
    if action == "pause":
        if state == "paused":
            raise ClockRefused("clock-paused", "The round clock is already paused.")
        return replace(clock, paused_at=now)
    if action == "resume":
        if state != "paused":
            raise ClockRefused("clock-running", "The round clock is not paused.")
        assert clock.paused_at is not None
        return replace(
            clock, paused_at=None, paused_seconds=clock.paused_seconds + (now - clock.paused_at).total_seconds()
        )
    if action == "extend":
        assert clock.minutes is not None  # set by the start
        return replace(clock, minutes=clock.minutes + minutes)
    if action == "end":
        closed = clock.paused_seconds + ((now - clock.paused_at).total_seconds() if clock.paused_at else 0.0)
        return replace(clock, paused_at=None, paused_seconds=closed, ended_at=now)
    raise ValueError(f"unknown clock action {action!r}")
