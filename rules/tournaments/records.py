"""The plain data a tournament's logic works on: who entered, and what happened at each table.

Everything here is a frozen dataclass over strings and ints, so the service can build it from SQL
rows and the tests can build it by hand; nothing is mutated by the pairing or standings code.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Literal

MatchKind = Literal["played", "bye", "double_loss", "intentional_draw", "pod", "loss", "draw"]
KINDS: tuple[str, ...] = ("played", "bye", "double_loss", "intentional_draw", "pod", "loss", "draw")
SOLO_KINDS: tuple[str, ...] = ("bye", "loss", "draw")  # one player, no opponent


@dataclass(frozen=True)
class Entrant:
    """A registered player. A dropped player is never paired again but keeps their place in the standings."""

    id: str
    dropped: bool = False


@dataclass(frozen=True)
class Points:
    """What a match result is worth, and what each pod placement is worth (first place first)."""

    win: int = 3
    draw: int = 1
    loss: int = 0
    placements: tuple[int, ...] = (3, 2, 1, 0)

    def placement(self, place: int) -> int:
        """Points for finishing ``place`` (1-based); places beyond the table are worth nothing."""
        return self.placements[place - 1] if place <= len(self.placements) else 0

    def shared(self, first_place: int, tied: int) -> Fraction:
        """Players tied for places ``first_place`` … ``first_place + tied - 1`` share those places' points."""
        return Fraction(sum(self.placement(first_place + i) for i in range(tied)), tied)


@dataclass(frozen=True)
class MatchRecord:
    """One finished table of one round.

    ``played``: a two-player match, ``wins`` are games won per player and ``draws`` drawn games.
    ``bye``: one player, scored as a match win. ``double_loss``: both players lose. ``intentional_draw``:
    the players agreed a draw without playing. ``pod``: a multiplayer table, finishing ``placements``
    first place first, where a group of several players shares the places it covers.
    ``loss`` and ``draw``: one player scored a loss or a draw without an opponent (a round a late entry
    missed); in a pod event a loss is last place at a full pod, a draw an even share of its points.
    """

    round: int
    players: tuple[str, ...]
    kind: MatchKind = "played"
    wins: Mapping[str, int] = field(default_factory=dict)
    draws: int = 0
    placements: tuple[tuple[str, ...], ...] = ()

    def winner(self) -> str | None:
        """The match winner of a two-player result (None for a draw or a double loss)."""
        if self.kind == "bye":
            return self.players[0]
        if self.kind in ("loss", "draw"):
            return None
        if self.kind == "pod":
            first = self.placements[0] if self.placements else ()
            return first[0] if len(first) == 1 else None
        if self.kind != "played":
            return None
        a, b = self.players
        wa, wb = self.wins.get(a, 0), self.wins.get(b, 0)
        return a if wa > wb else b if wb > wa else None

    def opponents_of(self, player: str) -> tuple[str, ...]:
        return tuple(p for p in self.players if p != player)
