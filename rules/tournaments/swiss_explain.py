"""What a Swiss pairing says about itself: score group, pair-down and how far it floats, rematch (and why), repeat
avoided, the bye."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rules.tournaments.swiss import SwissField


@dataclass(frozen=True)
class Pairing:
    """One table of a round: the players in seat order (one for a bye) and why they were put together."""

    table: int | None
    players: tuple[str, ...]
    bye: bool
    explanation: dict[str, Any]


def number(value: Fraction | int | float) -> int | float:
    value = Fraction(value)
    return int(value) if value.denominator == 1 else round(float(value), 4)


def _natural_partners(ranked: tuple[str, ...]) -> dict[str, str]:
    """Who would meet whom by standings order alone (1–2, 3–4, …), ignoring history."""
    partners = {}
    for i in range(0, len(ranked) - 1, 2):
        a, b = ranked[i], ranked[i + 1]
        partners[a], partners[b] = b, a
    return partners


def _points(value: Fraction | int) -> str:
    return f"{number(value)} point{'' if value == 1 else 's'}"


def _groups_word(count: int) -> str:
    return "one score group" if count == 1 else f"{count} score groups"


def _float_note(a: str, b: str, pa: Fraction | int, pb: Fraction | int, skipped: list[Fraction | int]) -> str:
    """How far the higher-placed player of a pair-down floats, and the groups it passes (a longer float is the
    price of avoiding a rematch or of floating others further)."""
    note = f"Pair-down: {a} ({_points(pa)}) floats {_groups_word(len(skipped) + 1)} down to meet {b} ({_points(pb)})"
    if not skipped:
        return note + "."
    past = ", ".join(f"{number(s)}-point" for s in skipped)
    return (
        f"{note}, past the {past} group{'s' if len(skipped) > 1 else ''}: a closer opponent would have meant a "
        "rematch or more floating elsewhere."
    )


def explain(field: SwissField, pairs: list[tuple[str, str]], bye: str | None, *, relaxed: bool) -> list[Pairing]:
    rank = {p: i for i, p in enumerate(field.ranked)}
    levels = sorted({field.points[p] for p in field.ranked}, reverse=True)
    level = {points: i for i, points in enumerate(levels)}
    natural = _natural_partners(field.ranked)
    ordered = sorted((tuple(sorted(pair, key=rank.__getitem__)) for pair in pairs), key=lambda t: rank[t[0]])
    out = []
    for table, (a, b) in enumerate(ordered, start=1):
        pa, pb = field.points[a], field.points[b]
        avoided = [
            {"player": p, "instead_of": natural[p]}
            for p in (a, b)
            if p in natural and natural[p] not in (a, b) and field.times_met(p, natural[p])
        ]
        rematch = field.times_met(a, b) > 0
        notes = [f"Score group {number(pa)} points."]
        distance = abs(level[pa] - level[pb])
        if distance:
            (high, ph), (low, pl) = ((a, pa), (b, pb)) if pa > pb else ((b, pb), (a, pa))
            notes.append(_float_note(high, low, ph, pl, levels[level[ph] + 1 : level[pl]]))
        for item in avoided:
            notes.append(f"{item['player']} would have met {item['instead_of']} again; that repeat was avoided.")
        if rematch:
            notes.append("Rematch: no pairing of every active player avoids one.")
        out.append(
            Pairing(
                table=table,
                players=(a, b),
                bye=False,
                explanation={
                    "score_group": number(pa),
                    "points": {a: number(pa), b: number(pb)},
                    "pair_down": pa != pb,
                    "float_groups": distance,
                    "rematch": rematch,
                    "repeat_avoided": avoided,
                    "notes": notes,
                },
            )
        )
    if bye is not None:
        out.append(Pairing(table=None, players=(bye,), bye=True, explanation=_bye_reason(field, bye, relaxed)))
    return out


def _bye_reason(field: SwissField, bye: str, relaxed: bool) -> dict[str, Any]:
    below = field.ranked[field.ranked.index(bye) + 1 :]
    without = [p for p in below if not field.byes.get(p, 0)]
    reason = f"{len(field.ranked)} active players, an odd number: one player gets a bye, scored as a match win."
    if field.byes.get(bye, 0):
        reason += f" Every player who could take it had a bye already; {bye} is the lowest-ranked possible."
    elif without:
        reason += (
            f" {bye} is the lowest-ranked player without a bye who can take it: giving it to "
            f"{', '.join(without)} would force a rematch."
        )
    elif below:
        reason += f" {bye} is the lowest-ranked player without one (everyone below has had a bye)."
    else:
        reason += f" {bye} is the lowest-ranked player."
    return {
        "score_group": number(field.points[bye]),
        "points": {bye: number(field.points[bye])},
        "second_bye": bool(field.byes.get(bye, 0)),
        "reason": reason,
        "relaxed": relaxed,
        "notes": [reason],
    }
