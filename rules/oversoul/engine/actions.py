"""The engine's action bodies, declared as data (for validation and the API documentation)."""

from __future__ import annotations

from typing import Any

from rules.base import ActionType, Field
from rules.common import CONCEDE_RULE
from rules.oversoul import rules_text as R
from rules.oversoul.engine import texts as t
from rules.oversoul.engine.board import EVENT_ZONES, UNIT_ZONES
from rules.oversoul.engine.kwtexts import KEYWORDS
from rules.oversoul.engine.rulings import GAZE_ORDER, PRIORITY, STANDING_PASS
from rules.oversoul.engine.windows import UNTIL

CARD = Field("card", "str", "a card instance id (from the view or legal_actions)", max_length=12)
ZONE = Field(
    "zone",
    "enum",
    "the Unit Zone (u1–u5) or Event Zone (e1–e3) it goes to",
    required=False,
    choices=UNIT_ZONES + EVENT_ZONES,
)
GENERATE = Field(
    "generate",
    "str_list",
    'The payment (4.1: the player Generates "only when ENERGY is to be Consumed"): the Activated +cards (instance '
    "ids) Exhausted to Generate ENERGY for the cost; floating ENERGY is Consumed first and the Leader's ENERGY "
    "covers the rest ([] pays from the Leader alone). Absent: the default payment — floating, then the Leader's "
    "ENERGY, then the fewest +cards that cover what is left, sparing GUARD, DYNAMO and FRENZY cards.",
    required=False,
    max_length=12,
)
TARGET = Field(
    "target", "str", "the Selection: a card instance id, or a seat for a Deck", required=False, max_length=12
)


def _t(name: str, description: str, rule: Any, *fields: Field) -> ActionType:
    return ActionType(name=name, description=description, rule=rule, fields=tuple(fields))


ACTION_TYPES: tuple[ActionType, ...] = (
    _t(
        "choose_first",
        "The player whose Leader has the lower HP chooses who goes first.",
        R.FIRST_PLAYER,
        Field("first", "seat", "the seat that goes first"),
    ),
    _t(
        "mulligan",
        "Start of the Game: mark a card of your opening hand to Return to the bottom of the Deck.",
        R.OPENING_REPLACE,
        CARD,
    ),
    _t("keep", "Start of the Game: Return the marked cards (if any) and Draw as many; done once.", R.OPENING_REPLACE),
    _t(
        "activate",
        "Activate a card: from the hand, from Prepared, or your Leader at RANK V (a zone for Units and "
        "BOARD Events, a host for Constructs, a Selection for Events that Select).",
        R.ACTIVATE,
        CARD,
        ZONE,
        TARGET,
        Field("host", "str", "the card a Construct is Attached to", required=False, max_length=12),
        GENERATE,
    ),
    _t(
        "prepare",
        "Action Phase: Prepare a card from your hand face-down for 1 ENERGY.",
        t.PREPARE,
        CARD,
        Field("zone", "enum", "the empty zone it is Prepared in", choices=UNIT_ZONES + EVENT_ZONES),
        GENERATE,
    ),
    _t(
        "attack",
        "Action Phase: Attack with an Activated Unit (it is Exhausted).",
        t.ATTACK,
        Field("attacker", "str", max_length=12),
        Field("target", "str", max_length=12),
    ),
    _t(
        "use",
        "Use an Ability of a card (CAST, QUICK, HONEST; a STALKER from the hand).",
        t.QUICK_LAW,
        CARD,
        Field("ability", "str", "the Ability's key (e0… printed, r:ROLE a Role Ability)", max_length=16),
        TARGET,
        GENERATE,
    ),
    _t("guard", "Guard selection: Exhaust a GUARD card to Battle the Attacker instead.", KEYWORDS["GUARD"], CARD),
    _t(
        "pass",
        "Pass priority (in a Timeshift, between the phases, or letting an Attack go on without Guarding); with "
        "until, also pass for you at every later window until then.",
        PRIORITY,
        Field(
            "until",
            "enum",
            "keep passing: until the end of this turn, or until your own turn starts (not offered in your own turn)",
            required=False,
            choices=UNTIL,
        ),
    ),
    _t("stop_passing", "Stop a standing pass (pass with until); the next window asks you again.", STANDING_PASS),
    _t(
        "choose",
        "Pick one option of a pending choice (a Selection, a Gazed card's place, a card to Return, the zone a "
        "Spawned card Enters).",
        GAZE_ORDER,
        Field("target", "str", "the option: a card instance id or a seat", max_length=12),
    ),
    _t("decline", 'Decline a "You can" Ability, or Returning 3 cards to Draw 1.', t.ROLE_ABILITIES),
    _t(
        "end_phase",
        "End the Action Phase; the Return Phase follows (the hand limit, then the choice to Return 3 cards "
        "to Draw 1, made with choose or decline) and the turn passes.",
        R.PHASES,
    ),
    _t("concede", "Leave the game: the other player wins.", CONCEDE_RULE),
)
