"""Actions the trackers share: a manual counter ``adjust``, ``concede``, and a game-ending card effect.

The ruleset calls these from its ``apply`` and then runs its own end-of-game checks, because
what a changed counter means (a bank at 30 wins, a leader at 0 HP loses) is the game's business.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

from rules.base import ActionInvalid, ActionType, Counter, Event, Field, Rule, RuleViolation, State

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
    seats: list[dict[str, Any]] = state["seats"]
    for s in seats:
        if s["seat"] == seat_id:
            return s
    raise KeyError(seat_id)


def seat_names(state: State) -> list[str]:
    return [s["seat"] for s in state["seats"]]


def in_game(state: State) -> list[str]:
    """The seats still in the game, in seat order."""
    return [s["seat"] for s in state["seats"] if not s["out"]]


def max_turns_option(options: dict[str, Any], errors: dict[str, list[str]], default: int) -> int:
    """Take ``max_turns`` (the engines' one set-up option, a safety stop) out of ``options``, noting what is wrong
    with it and any option left over in ``errors``."""
    max_turns = options.pop("max_turns", default)
    if isinstance(max_turns, bool) or not isinstance(max_turns, int) or not 1 <= max_turns <= 10_000:
        errors["options.max_turns"] = ["Must be an integer from 1 to 10000."]
        max_turns = default
    if options:
        errors["options"] = [f"Unknown options: {', '.join(sorted(options))}; known: max_turns."]
    return int(max_turns)


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


def remaining(state: State) -> list[str]:
    return [s["seat"] for s in state["seats"] if not s.get("out")]


def finish(state: State, winner: str | list[str] | None, reason: str) -> list[Event]:
    state["status"] = "finished"
    state["winner"] = winner
    state["finish_reason"] = reason
    return [{"type": "game_finished", "winner": winner, "reason": reason}]


# ---- game-ending card effects ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class EndingEffect:
    """A way a card effect (or a pronounced prophecy) ends the game for one player: they win, or they lose."""

    name: str  # the ``effect`` value, also the stored finish / out reason
    outcome: Literal["win", "lose"]
    rule: Rule
    description: str
    card_required: bool = True  # False where the effect is not one card's (a darshan is the whole board's)


def ending_effect_action(effects: Sequence[EndingEffect], rule: Rule) -> ActionType:
    """``game_ending_effect``: record the card and the effect that made a player win or lose, so the game ends (or
    the player leaves it) with that reason instead of a concession or an adjust."""
    listed = "; ".join(f"{e.name}: {e.description}" for e in effects)
    return ActionType(
        name="game_ending_effect",
        description=f"A card effect makes a player win or lose at once ({listed}).",
        rule=rule,
        fields=(
            Field("effect", "enum", "what happened", choices=tuple(e.name for e in effects)),
            Field("target", "seat", "the player who wins or loses by it"),
            Field("card", "str", "the card whose effect it is, as shown in the history", required=False),
        ),
    )


def ending_effect(effects: Sequence[EndingEffect], state: State, action: dict[str, Any]) -> tuple[EndingEffect, Event]:
    """The effect named by a validated ``game_ending_effect`` and the event that records it (nothing changed yet)."""
    effect = next(e for e in effects if e.name == action["effect"])
    if effect.card_required and not action.get("card"):
        raise ActionInvalid({"card": [f"Name the card whose effect this is ({effect.name})."]})
    ensure_in_game(state, action["target"])
    event: Event = {
        "type": "game_ending_effect",
        "seat": action["seat"],
        "target": action["target"],
        "effect": effect.name,
        "outcome": effect.outcome,
        "card": action.get("card"),
        "rule": effect.rule.id,
    }
    return effect, event
