"""The engine's action bodies, declared as data (for validation and the API documentation)."""

from __future__ import annotations

from rules.arcane.engine import cards as cd
from rules.arcane.engine import texts as t
from rules.base import ActionType, Field, Rule
from rules.common import CONCEDE_RULE

CARD = Field("card", "str", "a card instance id (from the view or legal_actions)", max_length=12)
TARGET = Field("target", "str", "a card instance id or a seat", required=False, max_length=12)
PAY = Field(
    "pay",
    "counts",
    "the Essence cards the cost exhausts, by Essence type (floating Essence is spent first): one of the payments "
    "legal_actions lists when there is a choice; left out, the default, which keeps the most of your hand castable",
    required=False,
    minimum=0,
    maximum=99,
    choices=cd.ESSENCE_TYPES,
)
ROW = Field("row", "enum", "the row", choices=("front", "back"))
SLOT = Field("slot", "int", "the position in the row, 1 to 6", minimum=1, maximum=6)


def _t(name: str, description: str, rule: Rule, *fields: Field) -> ActionType:
    return ActionType(name=name, description=description, rule=rule, fields=tuple(fields))


ACTION_TYPES: tuple[ActionType, ...] = (
    _t("keep", "Keep your opening hand.", t.MULLIGAN),
    _t("mulligan", "Return your hand, shuffle, draw 7, then return as many cards as your Mulligans.", t.MULLIGAN),
    _t(
        "choose_card",
        "Pick a card: one to return to your deck after a Mulligan, or one a card lets you take.",
        t.MULLIGAN_RETURN,
        CARD,
    ),
    _t("place_essence", "Action Phase: place an Essence card from your hand (once a turn).", t.ONE_ESSENCE, CARD),
    _t(
        "invoke",
        "Invoke a card from your hand, paying its cost (a Trap at any time); a spell names its target.",
        t.INVOKE_PERPETUAL,
        CARD,
        TARGET,
        PAY,
    ),
    _t(
        "activate",
        "Action Phase: activate an ability of a card you control, paying its cost.",
        t.ABILITIES,
        CARD,
        Field("ability", "int", "which of the card's effects", minimum=0, maximum=9),
        TARGET,
        PAY,
    ),
    _t(
        "move",
        "Action Phase: exhaust a creature to move it to an empty Adjacent or In-line position.",
        t.MOVE,
        CARD,
        ROW,
        SLOT,
    ),
    _t(
        "attack",
        "Declare one attack: an attacker and its target (a player, a perpetual, an Ancient or the Domain).",
        t.DECLARE_ATTACK,
        Field("attacker", "str", max_length=12),
        Field("target", "str", max_length=12),
    ),
    _t(
        "pass",
        "Let what happened go ahead without responding; with until, pass every window until then.",
        t.TRAP_ANY_TIME,
        Field(
            "until",
            "enum",
            "pass every later window too, until the end of this turn or the start of your own turn",
            required=False,
            choices=("end_of_turn", "my_turn"),
        ),
    ),
    _t("stop_passing", "Stop your standing pass: be asked again from the next window.", t.TRAP_ANY_TIME),
    _t(
        "block",
        "Defend against the attack with one more awake creature (in the order they will fight).",
        t.DECLARE_BLOCKERS,
        CARD,
    ),
    _t("done_blocking", "Declare no more blockers (none at all means the attack is not blocked).", t.DECLARE_BLOCKERS),
    _t("place", "Put the perpetual entering the Battlefield in an empty position of your rows.", t.ROWS, ROW, SLOT),
    _t(
        "choose_target",
        "Choose the target of a triggered ability.",
        t.TRIGGER_AT_ONCE,
        Field("target", "str", "a card instance id or a seat", max_length=12),
    ),
    _t(
        "choose_option",
        "Keep the card you looked at on top of your deck, or put it at the bottom.",
        t.ABILITIES,
        Field("option", "enum", choices=("keep", "bottom")),
    ),
    _t("end_turn", "End your turn (the End of Turn phase runs and play passes clockwise).", t.PASS_TURN),
    _t("concede", "Leave the game.", CONCEDE_RULE),
)
