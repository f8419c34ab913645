"""Actions every ruleset shares: a manual counter ``adjust`` and ``concede``.

The ruleset calls these from its ``apply`` and then runs its own end-of-game checks, because
what a changed counter means (a bank at 30 wins, a leader at 0 HP loses) is the game's business.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rules.base import ActionType, Counter, Event, Field, Rule, RuleViolation, State

ADJUST_RULE = Rule(
    id="companion.adjust",
    rulebook="DESIGN.md",
    section="Tracker mode › manual adjustments",
    quote="Each ruleset also accepts a manual `adjust` (a counter change with a reason, shown as such in the history).",
)
CONCEDE_RULE = Rule(
    id="companion.concede",
    rulebook="DESIGN.md",
    section="Tracker mode › concede",
    quote="A player may concede at any time; they leave the game and the others play on.",
)
GAME_OVER_RULE = Rule(
    id="companion.game_over",
    rulebook="DESIGN.md",
    section="Tracker mode › finished games",
    quote="Once a game has a winner no further action changes it.",
)
SEAT_OUT_RULE = Rule(
    id="companion.seat_out",
    rulebook="DESIGN.md",
    section="Tracker mode › eliminated seats",
    quote="A player who is out of the game takes no further actions.",
)


def adjust_action(counter_names: Sequence[str]) -> ActionType:
    return ActionType(
        name="adjust",
        description="Correct a counter by hand (a card effect the tracker cannot see, a misclick). "
        "Recorded with its reason; limits of the counter still hold.",
        rule=ADJUST_RULE,
        fields=(
            Field("target", "seat", "the seat whose counter changes"),
            Field("counter", "enum", "which counter", choices=tuple(counter_names)),
            Field("delta", "int", "signed change", minimum=-1000, maximum=1000),
            Field("reason", "str", "why, as shown in the history", max_length=280),
        ),
    )


CONCEDE_ACTION = ActionType(
    name="concede",
    description="The acting seat concedes and leaves the game.",
    rule=CONCEDE_RULE,
)


def seat(state: State, seat_id: str) -> dict[str, Any]:
    for s in state["seats"]:
        if s["seat"] == seat_id:
            return s
    raise KeyError(seat_id)


def ensure_active(state: State) -> None:
    if state["status"] != "active":
        raise RuleViolation(GAME_OVER_RULE, "The game is over.")


def ensure_in_game(state: State, seat_id: str) -> None:
    if seat(state, seat_id).get("out"):
        raise RuleViolation(SEAT_OUT_RULE, f"{seat_id} is out of the game.")


def apply_adjust(state: State, action: dict[str, Any], counters: Sequence[Counter]) -> list[Event]:
    """Change one seat counter in ``state`` (already a copy), within the counter's bounds."""
    spec = next(c for c in counters if c.name == action["counter"])
    target = seat(state, action["target"])
    before = target[spec.name]
    after = before + action["delta"]
    if spec.minimum is not None and after < spec.minimum:
        raise RuleViolation(
            ADJUST_RULE, f"{spec.name} of {action['target']} cannot go below {spec.minimum} (it is {before})."
        )
    if spec.maximum is not None and after > spec.maximum:
        raise RuleViolation(
            ADJUST_RULE, f"{spec.name} of {action['target']} cannot go above {spec.maximum} (it is {before})."
        )
    target[spec.name] = after
    return [
        {
            "type": "adjusted",
            "seat": action["seat"],
            "target": action["target"],
            "counter": spec.name,
            "delta": action["delta"],
            "from": before,
            "to": after,
            "reason": action["reason"],
        }
    ]


def apply_concede(state: State, action: dict[str, Any]) -> list[Event]:
    mark_out(state, [action["seat"]], "conceded")
    return [{"type": "conceded", "seat": action["seat"]}]


def mark_out(state: State, seat_ids: Sequence[str], reason: str) -> None:
    """These seats leave the game together (``reason``): each records the step it went out at, so the finish
    order is known when the game ends; seats going out in the same step tie."""
    step = 1 + max((s.get("out_step") or 0 for s in state["seats"]), default=0)
    for seat_id in seat_ids:
        s = seat(state, seat_id)
        s["out"], s["out_reason"], s["out_step"] = True, reason, step


def placements(state: State) -> tuple[tuple[str, ...], ...]:
    """A finished game's seats in finishing order, tied seats grouped: the winners; then the seats still in the
    game when it ended (they tie: nobody put them out); then those who went out, the last out first. A seat
    out before out steps were recorded (an older game) ties with the others of unknown order, last."""
    if state["status"] == "active":
        return ()
    winner = state.get("winner")
    winners = [winner] if isinstance(winner, str) else list(winner or [])
    others = [s for s in state["seats"] if s["seat"] not in winners]
    groups = [tuple(winners), tuple(s["seat"] for s in others if not s.get("out"))]
    steps = sorted({s["out_step"] for s in others if s.get("out") and s.get("out_step")}, reverse=True)
    groups += [tuple(s["seat"] for s in others if s.get("out") and s.get("out_step") == step) for step in steps]
    groups.append(tuple(s["seat"] for s in others if s.get("out") and not s.get("out_step")))
    return tuple(g for g in groups if g)


def remaining(state: State) -> list[str]:
    return [s["seat"] for s in state["seats"] if not s.get("out")]


def finish(state: State, winner: str | list[str] | None, reason: str) -> list[Event]:
    state["status"] = "finished"
    state["winner"] = winner
    state["finish_reason"] = reason
    return [{"type": "game_finished", "winner": winner, "reason": reason}]
