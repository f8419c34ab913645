"""The engine's action bodies, declared as data (for validation and the API documentation)."""

from __future__ import annotations

from rules.athernum.engine import texts as t
from rules.base import ActionType, Field, Rule
from rules.common import CONCEDE_RULE

CARD = Field("card", "str", "a card instance id (from the view or legal_actions)", max_length=12)
TARGET = Field("target", "str", "the ability's target: a card instance id or a seat", required=False, max_length=12)


def _t(name: str, description: str, rule: Rule, *fields: Field) -> ActionType:
    return ActionType(name=name, description=description, rule=rule, fields=tuple(fields))


ACTION_TYPES: tuple[ActionType, ...] = (
    _t(
        "choose_start",
        "Choose your starting card, a card with a Victory Token field from your deck (hidden until all chose): the "
        "label your view's start_options pairs with it.",
        t.STARTING_CARD,
        Field("card", "str", "a starting option's label (from your view's start_options)", max_length=40),
    ),
    _t("draw", "Day: spend one Command Token to draw a card (any number of times).", t.COMMAND_DRAW),
    _t("generate", "Day: spend one Command Token for a resource of your main character's faction.", t.COMMAND_RESOURCE),
    _t(
        "place_victory_token",
        "Day: spend two Command Tokens to place a Victory Token from the pool on your main character.",
        t.COMMAND_VICTORY_TOKEN,
    ),
    _t("play_character", "Day: play a character from your hand, paying its cost.", t.PLAY_CHARACTER, CARD),
    _t(
        "attach_item",
        "Day: attach an item from your hand to a character of yours with a free item slot.",
        t.ATTACH_ITEM,
        CARD,
        Field("to", "str", "the character's instance id", max_length=12),
        Field("face_down", "bool", "attach it face-down"),
    ),
    _t("play_location", "Day: play a location (once a turn), discarding your location first.", t.PLAY_LOCATION, CARD),
    _t(
        "support",
        "Day: use a supporter's Support ability from your hand: discard it, pay the Activation Fee and its cost.",
        t.SUPPORT,
        CARD,
        TARGET,
    ),
    _t(
        "activate",
        "Day: activate an Activated, Command or Objective ability of a face-up card of yours, paying its costs.",
        t.ACTIVATED,
        CARD,
        Field("ability", "int", "the ability's index in the card's effects", minimum=0, maximum=8),
        TARGET,
        Field(
            "discard",
            "str",
            "the hand card discarded as the cost, when the cost discards one",
            required=False,
            max_length=12,
        ),
    ),
    _t(
        "reveal",
        "Reveal a face-down item attached to one of your characters (whenever you have priority); its Reveal ability "
        "goes on the stack.",
        t.REVEAL,
        CARD,
        TARGET,
    ),
    _t(
        "choose",
        "Answer an ability's question: one of the listed options (a card instance id, yes or no).",
        t.TRIGGERED,
        Field("option", "str", "one of the listed options", max_length=12),
    ),
    _t("combat", "Day: enter the Combat Phase (once a turn, not on the game's first turn).", t.COMBAT_PHASE),
    _t(
        "attack",
        "Combat: one of your non-exhausted characters attacks an opponent's face-up character.",
        t.ATTACKER,
        Field("attacker", "str", max_length=12),
        Field("target", "str", max_length=12),
    ),
    _t("assign_defender", "Defend the attacked character with another non-exhausted character.", t.DEFENDER, CARD),
    _t("no_defender", "Let the target fight the attacker itself.", t.DEFENDER),
    _t("end_combat", "Leave the Combat Phase and go back to the Day.", t.COMBAT_PHASE),
    _t(
        "pass",
        "Let the top of the stack resolve without responding; with until, pass every question until then.",
        t.STACK_RESOLVES,
        Field(
            "until",
            "enum",
            "pass every later question too, until the end of this turn or the start of your own turn",
            required=False,
            choices=("end_of_turn", "my_turn"),
        ),
    ),
    _t("stop_passing", "Stop your standing pass: be asked again from the next question.", t.STACK_RESOLVES),
    _t("end_day", "End the Day: the Evening and the Night follow, then the next player's turn.", t.END_DAY),
    _t("concede", "Leave the game.", CONCEDE_RULE),
)
