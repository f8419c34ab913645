"""Single-elimination brackets: a seeded bracket of any size (byes to the top seeds), top cuts after Swiss
rounds, and pod top cuts for multiplayer games.

Two-player brackets use the standard seeding: the bracket is the next power of two at or above the field,
seed 1 meets the lowest seed, and seeds 1 and 2 can meet only in the final (8: 1–8, 4–5, 2–7, 3–6). When
the field is not a power of two the missing low seeds are byes, so the top seeds get them. Every table
carries its ``slot`` (its place in the bracket, top to bottom); the winners of slots 2k and 2k+1 meet next.

A pod top cut: the cut players sit in semi-final pods filled in snake order by seed (pods of 4 from 16 cut
players: 1-8-9-16, 2-7-10-15, 3-6-11-14, 4-5-12-13), best seed in the first seat; the pods' winners meet
at the final table, seated by seed. A cut of exactly one pod is the final table alone.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rules.tournaments.swiss_explain import Pairing

SWISS_CUTS = (32, 16, 8, 4, 2)


def bracket_size(players: int) -> int:
    """The power of two the bracket is drawn at (2 for a field of 2 or fewer)."""
    size = 2
    while size < players:
        size *= 2
    return size


def bracket_rounds(players: int) -> int:
    """How many rounds a single-elimination bracket of ``players`` takes."""
    return bracket_size(players).bit_length() - 1


def bracket_order(size: int) -> list[int]:
    """Seeds in slot order for a power-of-two bracket, so that better seeds meet as late as possible."""
    order = [1]
    while len(order) < size:
        total = 2 * len(order) + 1
        order = [s for seed in order for s in (seed, total - seed)]
    return order


def round_name(remaining: int) -> str:
    """What organisers call a bracket round by the players left in it."""
    return {2: "final", 4: "semi-final", 8: "quarter-final"}.get(remaining, f"round of {remaining}")


def cut_size(requested: int, players: int) -> int:
    """The Swiss top cut actually played: the requested size, or the largest bracket the field still fills."""
    for size in SWISS_CUTS:
        if size <= requested and size <= players:
            return size
    return 0


def seed_by_rating(players: Sequence[str], ordinals: Mapping[str, float], tie_keys: Mapping[str, int]) -> list[str]:
    """A single-elimination event's seeds: the best conservative rating (mu − 3σ) first; a player without a
    rating counts at a new player's (0); equal ratings in the event's seeded random order."""
    return sorted(players, key=lambda p: (-ordinals.get(p, 0.0), tie_keys.get(p, 0), p))


def first_round(seeds: Sequence[str], *, stage: str = "top_cut") -> list[Pairing]:
    """The bracket's first round for ``seeds`` (best first): matches in slot order, then the byes."""
    size = bracket_size(len(seeds))
    order = bracket_order(size)
    name = round_name(size)
    tables: list[Pairing] = []
    byes: list[Pairing] = []
    for slot in range(size // 2):
        hi, lo = order[2 * slot], order[2 * slot + 1]
        a = seeds[hi - 1]
        if lo > len(seeds):
            note = f"Seed {hi} has a bye: {len(seeds)} players fill a bracket of {size}, so the top seeds pass."
            byes.append(Pairing(None, (a,), True, _explain(stage, name, slot, {a: hi}, note, final=False)))
            continue
        b = seeds[lo - 1]
        note = f"{name.capitalize()}: seed {hi} plays seed {lo}."
        tables.append(
            Pairing(len(tables) + 1, (a, b), False, _explain(stage, name, slot, {a: hi, b: lo}, note, final=size == 2))
        )
    return tables + byes


def next_round(winners: Sequence[str], seed_of: Mapping[str, int], *, stage: str = "top_cut") -> list[Pairing]:
    """The next round from the last one's winners in slot order: slots 2k and 2k+1 meet, better seed first."""
    name = round_name(len(winners))
    out = []
    for slot, i in enumerate(range(0, len(winners) - 1, 2)):
        a, b = sorted(winners[i : i + 2], key=lambda p: seed_of[p])
        note = f"{name.capitalize()}: the winners of bracket slots {i + 1} and {i + 2}."
        explanation = _explain(stage, name, slot, {a: seed_of[a], b: seed_of[b]}, note, final=len(winners) == 2)
        out.append(Pairing(slot + 1, (a, b), False, explanation))
    return out


def _explain(stage: str, name: str, slot: int, seeds: dict[str, int], note: str, *, final: bool) -> dict[str, Any]:
    return {"stage": stage, "round_name": name, "slot": slot, "seeds": seeds, "final": final, "notes": [note]}


# ---- pod top cuts ------------------------------------------------------------------------------------


def pod_cut_sizes(pod_size: int, smallest: int, largest: int | None) -> list[int]:
    """The pod top cuts an event with pods of ``pod_size`` may ask for: one final table of ``pod_size``, or
    k semi-final pods of ``pod_size`` whose k winners make a final table the game can seat (k ≤ pod_size)."""
    top = min(pod_size, largest) if largest is not None else pod_size
    return [pod_size] + [k * pod_size for k in range(max(2, smallest), top + 1)]


def pod_cut_size(requested: int, players: int, pod_size: int, smallest: int, largest: int | None) -> int:
    """The pod cut actually played: the requested one, or the largest allowed one the field still fills."""
    for size in sorted(pod_cut_sizes(pod_size, smallest, largest), reverse=True):
        if size <= requested and size <= players:
            return size
    return 0


def pod_cut_first_round(seeds: Sequence[str], pod_size: int) -> list[Pairing]:
    """Semi-final pods in snake order by seed, or the final table when the cut is a single pod."""
    seed_of = {p: i + 1 for i, p in enumerate(seeds)}
    if len(seeds) <= pod_size:
        return [_pod_table(1, list(seeds), seed_of, final=True, note="Final table: the whole cut, seated by seed.")]
    pods: list[list[str]] = [[] for _ in range(len(seeds) // pod_size)]
    for i, player in enumerate(seeds):
        row, col = divmod(i, len(pods))
        pods[col if row % 2 == 0 else len(pods) - 1 - col].append(player)
    note = f"Semi-final pod: seeds snake across {len(pods)} pods; each pod's winner reaches the final table."
    return [_pod_table(t, pod, seed_of, final=False, note=note) for t, pod in enumerate(pods, start=1)]


def pod_cut_final(winners: Sequence[str], seed_of: Mapping[str, int]) -> list[Pairing]:
    """The final table of the semi-final pods' winners, seated by seed."""
    note = "Final table: the winners of the semi-final pods, seated by seed."
    return [_pod_table(1, sorted(winners, key=lambda p: seed_of[p]), seed_of, final=True, note=note)]


def _pod_table(table: int, players: list[str], seed_of: Mapping[str, int], *, final: bool, note: str) -> Pairing:
    ordered = sorted(players, key=lambda p: seed_of[p])
    name = "final" if final else "semi-final"
    explanation = _explain("top_cut", name, table - 1, {p: seed_of[p] for p in ordered}, note, final=final)
    return Pairing(table, tuple(ordered), False, explanation)
