"""The engine's action bodies, declared as data (for validation and the API documentation)."""

from __future__ import annotations

from typing import Any

from rules.achroma import rules_text as r
from rules.achroma.engine import texts as t
from rules.base import ActionType, Field

CARD = Field("card", "str", "a card instance id (from the view or legal_actions)", max_length=12)
HOST = Field(
    "host", "str", "the Character an Object, INFEST card or rider is attached to", required=False, max_length=12
)
TARGET = Field(
    "target", "str", "the target of the card's ability: a card instance id or a seat", required=False, max_length=12
)


def _t(name: str, description: str, rule: Any, *fields: Field) -> ActionType:
    return ActionType(name=name, description=description, rule=rule, fields=tuple(fields))


ACTION_TYPES: tuple[ActionType, ...] = (
    _t("mulligan", "Shuffle the opening hand back and draw 5 new cards (once).", t.MULLIGAN),
    _t("keep", "Keep the opening hand.", t.MULLIGAN),
    _t("draw", "Start or End step: draw the top card of your Palette.", r.START_STEP),
    _t("trade", "Start or End step: TRADE a card from your hand (6-shard limit a turn).", r.TRADE_LIMIT, CARD),
    _t("next_step", "Move on to the next step (Start → Main → Resolve → End).", r.STEP_ORDER),
    _t("pass_turn", "End step: pass the turn; damage heals.", r.PASS_TURN),
    _t(
        "deploy",
        "Deploy a card from your hand (Objects and INFEST with a host; a target for its ability).",
        r.DEPLOY_PAYMENT,
        CARD,
        HOST,
        TARGET,
        Field("mode", "enum", "INFEST instead of a normal Deploy", required=False, choices=("infest",)),
    ),
    _t(
        "attack",
        "Main step: attack a Character on another Canvas.",
        t.ATTACK,
        Field("attacker", "str", max_length=12),
        Field("defender", "str", max_length=12),
    ),
    _t(
        "activate",
        "Main step: use a card's ability (HUNT, SPLAT, SQUISH, MENAGERIE, SACRIFICE, Pay X Shards), once a turn.",
        t.PAY_ONCE,
        CARD,
        TARGET,
        Field("cost_card", "str", "the card to SACRIFICE", required=False, max_length=12),
    ),
    _t(
        "dispose",
        "Erase a card with DISPOSE and use its ability (your turn, or as a Reaction).",
        t.DISPOSE,
        CARD,
        TARGET,
    ),
    _t(
        "mount",
        "Main step: MOUNT a rider on a Dragon or Drake on your Canvas.",
        t.MOUNT,
        CARD,
        Field("host", "str", max_length=12),
    ),
    _t(
        "resolve",
        "Resolve step: resolve one card's Achroma effect and resolve abilities.",
        t.RESOLVE_ONE,
        CARD,
        Field("target", "str", "the player to Drain or Steal from", required=False, max_length=12),
    ),
    _t("reveal_secret", "Very start of your turn: Erase a Keeper and Deploy its SECRET card for free.", t.SECRET, CARD),
    _t(
        "choose",
        "Pick one option of a pending choice (RESEARCH, a revealed SECRET, REPLACE, a free Deploy from DISPOSE).",
        t.RESEARCH,
        Field("option", "int", minimum=0, maximum=63),
    ),
    _t("react_pass", "Let a declared Deploy, ability or attack go ahead without reacting.", t.REACTION),
    _t("defend", "Reaction: a Character with DEFEND becomes the attack's target.", t.DEFEND, CARD),
    _t("divert", "Reaction: DIVERT an Action or ability that targets your card to this card.", t.DIVERT, CARD),
    _t("concede", "Leave the game.", r.OUT_OF_GAME),
)
