"""The single-elimination top cut after the Swiss rounds, seeded by standing (1 v 8, 4 v 5, 2 v 7, 3 v 6)."""

from __future__ import annotations

from collections.abc import Sequence

from rules.tournaments.swiss_explain import Pairing

# bracket order: the winners of tables 1 and 2 meet next, then those of 3 and 4, so seeds 1 and 2 meet
# only in the final
SEEDINGS: dict[int, tuple[tuple[int, int], ...]] = {
    2: ((1, 2),),
    4: ((1, 4), (2, 3)),
    8: ((1, 8), (4, 5), (2, 7), (3, 6)),
}


def cut_size(requested: int, players: int) -> int:
    """The cut actually played: the requested 4 or 8, or the largest bracket the field still fills."""
    for size in (8, 4, 2):
        if size <= requested and size <= players:
            return size
    return 0


def first_round(seeded: Sequence[str], size: int) -> list[Pairing]:
    """The cut's first round from the top ``size`` players of the standings (best first)."""
    out = []
    for table, (hi, lo) in enumerate(SEEDINGS[size], start=1):
        a, b = seeded[hi - 1], seeded[lo - 1]
        note = f"Top {size}: seed {hi} plays seed {lo}."
        out.append(Pairing(table, (a, b), False, {"stage": "top_cut", "seeds": {a: hi, b: lo}, "notes": [note]}))
    return out


def next_round(winners: Sequence[str], seed_of: dict[str, int]) -> list[Pairing]:
    """The next bracket round: winners of tables 1 and 2 meet, 3 and 4…; the better seed is listed first."""
    out = []
    for table, i in enumerate(range(0, len(winners) - 1, 2), start=1):
        a, b = sorted(winners[i : i + 2], key=lambda p: seed_of[p])
        stage = "final" if len(winners) == 2 else "semi-final" if len(winners) == 4 else "top_cut"
        note = f"{stage.capitalize()}: winners of tables {i + 1} and {i + 2}."
        out.append(
            Pairing(table, (a, b), False, {"stage": stage, "seeds": {a: seed_of[a], b: seed_of[b]}, "notes": [note]})
        )
    return out
