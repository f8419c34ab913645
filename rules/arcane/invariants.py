"""Everything a sound Chronicles of Arcane state satisfies (checked by the property tests)."""

from __future__ import annotations

import json

from rules.arcane.state import (
    BANISH_LIMIT,
    ESSENCES_PER_TURN,
    MAX_MULLIGANS,
    PHASES,
    PRE_GAME,
    RULESET_ID,
    starting_life,
)
from rules.base import State

REQUIRED_KEYS = ("ruleset", "seed", "rng_counter", "status", "winner", "finish_reason", "seats", "turn")


def invariant_violations(state: State) -> list[str]:
    problems: list[str] = [f"missing key {k}" for k in REQUIRED_KEYS if k not in state]
    if problems:
        return problems
    try:
        json.dumps(state)
    except (TypeError, ValueError) as exc:
        problems.append(f"state is not JSON-serialisable: {exc}")
    if state["ruleset"] != RULESET_ID:
        problems.append(f"ruleset is {state['ruleset']!r}")
    ids = [s["seat"] for s in state["seats"]]
    in_game = [s["seat"] for s in state["seats"] if not s["out"]]
    if ids != [f"p{i}" for i in range(1, len(ids) + 1)] or len(ids) < 2:
        problems.append(f"seats are {ids}")
    if state.get("starting_life") != starting_life(len(ids)):
        problems.append(f"starting life {state.get('starting_life')} for {len(ids)} players")
    problems += _seat_problems(state)
    problems += _status_problems(state, in_game)
    problems += _turn_problems(state, ids, in_game)
    problems += _domain_problems(state, ids)
    return problems


def _seat_problems(state: State) -> list[str]:
    problems: list[str] = []
    for s in state["seats"]:
        sid = s["seat"]
        if s["life"] < 0:
            problems.append(f"{sid} life {s['life']} below 0")
        if s["life"] == 0 and not s["out"]:
            problems.append(f"{sid} is at 0 life but still in the game")
        if s["essences"] < 0:
            problems.append(f"{sid} essences {s['essences']} below 0")
        if not 0 <= s["mulligans"] <= MAX_MULLIGANS:
            problems.append(f"{sid} took {s['mulligans']} mulligans (0..{MAX_MULLIGANS})")
        if s["out"] != (s["out_reason"] is not None):
            problems.append(f"{sid} out={s['out']} but out_reason={s['out_reason']!r}")
    return problems


def _status_problems(state: State, in_game: list[str]) -> list[str]:
    status, winner = state["status"], state["winner"]
    if status == "active":
        if winner is not None or state["finish_reason"] is not None:
            return ["an active game has a winner or finish reason"]
        if len(in_game) < 2:
            return [f"an active game with {len(in_game)} player(s) left"]
        return []
    if status != "finished":
        return [f"status {status!r}"]
    if not state["finish_reason"]:
        return ["a finished game without a finish reason"]
    if winner is not None and winner not in in_game:
        return [f"winner {winner} is not in the game"]
    return []


def _turn_problems(state: State, ids: list[str], in_game: list[str]) -> list[str]:
    turn = state["turn"]
    problems: list[str] = []
    if turn["active_seat"] not in ids:
        problems.append(f"active seat {turn['active_seat']} is not a seat")
    elif state["status"] == "active" and turn["active_seat"] not in in_game:
        problems.append(f"active seat {turn['active_seat']} is out")
    if (turn["step"] == PRE_GAME) != (turn["number"] == 0):
        problems.append(f"turn {turn['number']} in step {turn['step']}")
    if turn["step"] not in (PRE_GAME, *PHASES):
        problems.append(f"unknown step {turn['step']}")
    if not 0 <= turn["essences_placed"] <= ESSENCES_PER_TURN:
        problems.append(f"{turn['essences_placed']} Essence cards placed this turn (limit {ESSENCES_PER_TURN})")
    if turn["bonus_essences"] < 0 or (turn["bonus_essences"] and turn["essences_placed"] < ESSENCES_PER_TURN):
        problems.append("a bonus Essence before the turn's own one")
    if turn["drawn"] and turn["number"] <= 1:
        problems.append("a draw on the starting player's first turn")
    if turn["step"] not in ("start_of_turn", PRE_GAME) and turn["number"] > 1 and not turn["drawn"]:
        problems.append("left the Start of Turn without the draw")
    everyone_kept = all(s["kept"] for s in state["seats"] if not s["out"])
    if turn["step"] == PRE_GAME and everyone_kept and state["status"] == "active":
        problems.append("everyone kept but the game has not begun")
    return problems


def _domain_problems(state: State, ids: list[str]) -> list[str]:
    problems: list[str] = []
    seen: set[str] = set()
    for d in state["domains"]:
        if not 0 <= d["banish_counters"] < BANISH_LIMIT:
            problems.append(f"domain {d['id']} in play with {d['banish_counters']} banish counters")
        if d["owner"] not in ids:
            problems.append(f"domain {d['id']} owned by {d['owner']}")
        if d["id"] in seen:
            problems.append(f"domain id {d['id']} twice")
        seen.add(d["id"])
    numbers = [int(d["id"][1:]) for d in state["domains"]]
    if numbers != sorted(numbers) or any(n > state["domains_entered"] for n in numbers):
        problems.append(f"domains out of first-in-first-out order: {[d['id'] for d in state['domains']]}")
    return problems
