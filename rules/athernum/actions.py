"""What the Athernum tracker counts, what each player sets up, and the actions players report."""

from __future__ import annotations

from rules.athernum import rules_text as R
from rules.base import ActionType, Counter, Field, PlayerField
from rules.common import CONCEDE_ACTION, adjust_action

DECK_SIZE = 60  # "Your deck consists of exactly 60 cards."
STARTING_HAND = 6  # "Then all players draw a starting hand of six cards"
# The starting card is taken out of the deck before the starting hand is drawn.
DECK_AFTER_SETUP = DECK_SIZE - 1 - STARTING_HAND
DECK_MAX = DECK_SIZE - 1  # the main character never goes back into the deck
COMMAND_TOKEN_MAX = 2
MAX_VT_FIELD = 99
MAX_COST = 99

COUNTERS: tuple[Counter, ...] = (
    Counter("victory_tokens", "Victory Tokens on the cards this player controls", 0),
    Counter("command_tokens", "Command Tokens; exactly two again each Morning", 2, maximum=COMMAND_TOKEN_MAX),
    Counter(
        "deck",
        "cards left in the deck (60 less the starting card and the six-card hand)",
        DECK_AFTER_SETUP,
        maximum=DECK_MAX,
    ),
    Counter(
        "vt_pool",
        "Victory Tokens not yet placed on a card",
        "sum of the starting cards' Victory Token fields",
        per="game",
    ),
)
SEAT_COUNTERS: tuple[Counter, ...] = tuple(c for c in COUNTERS if c.per == "seat")

STARTING_CARD_SCHEMA: dict[str, object] = {
    "type": "object",
    "properties": {
        "name": {"type": "string", "minLength": 1, "maxLength": 200},
        "cost": {"type": "integer", "minimum": 0, "maximum": MAX_COST, "description": "its play cost = initiative"},
        "vt_field": {"type": "integer", "minimum": 1, "maximum": MAX_VT_FIELD},
        "objective": {"type": "boolean", "default": False, "description": "has an Objective ability"},
    },
    "required": ["name", "cost", "vt_field"],
    "additionalProperties": False,
}
PLAYER_FIELDS: tuple[PlayerField, ...] = (
    PlayerField(
        "starting_card",
        "The card with a Victory Token field the player starts with as main character; its cost is the initiative.",
        STARTING_CARD_SCHEMA,
    ),
)

_CARD = Field("card", "str", "the name of a card with a Victory Token field the acting seat controls")
_AMOUNT = Field("amount", "int", "how many Victory Tokens", minimum=1, maximum=MAX_VT_FIELD)

COMMAND = ActionType(
    name="command",
    description="Spend Command Tokens in your Day: 1 to draw, 1 for one resource (once a turn), "
    "2 to place a Victory Token from the pool on your main character (once a turn).",
    rule=R.COMMAND_START,
    fields=(Field("use", "enum", "what the tokens are spent on", choices=("draw", "resource", "victory_token")),),
)
VT_CARD_ENTER = ActionType(
    name="vt_card_enter",
    description="A card with a Victory Token field enters play under your control; its field joins the pool.",
    rule=R.POOL,
    fields=(
        _CARD,
        Field("vt_field", "int", "the card's Victory Token field", minimum=1, maximum=MAX_VT_FIELD),
        Field("objective", "bool", "the card has an Objective ability (default false)", required=False),
    ),
)
VT_CARD_LEAVE = ActionType(
    name="vt_card_leave",
    description="A card with a Victory Token field you control leaves play; its tokens go back to the pool.",
    rule=R.POOL_RULING,
    fields=(_CARD,),
)
VT_PLACE = ActionType(
    name="vt_place",
    description="A card effect (e.g. an Objective ability) places Victory Tokens from the pool on your card.",
    rule=R.EARN_TOKENS,
    fields=(_CARD, _AMOUNT),
)
VT_REMOVE = ActionType(
    name="vt_remove",
    description="Victory Tokens are removed from your card (e.g. paid as a cost); they go back to the pool.",
    rule=R.REMOVE_TOKENS,
    fields=(_CARD, _AMOUNT),
)
DRAW = ActionType(
    name="draw",
    description="An effect makes you draw cards; drawing from an empty deck loses the game.",
    rule=R.DECK_LOSS,
    fields=(Field("amount", "int", "how many cards", minimum=1, maximum=DECK_SIZE),),
)
NEXT_PHASE = ActionType(
    name="next_phase",
    description="End the current phase: Morning → Day → Evening → Night → the next player's Morning.",
    rule=R.PHASES,
)
ADJUST = adjust_action([c.name for c in SEAT_COUNTERS])

ACTION_TYPES: tuple[ActionType, ...] = (
    COMMAND,
    VT_CARD_ENTER,
    VT_CARD_LEAVE,
    VT_PLACE,
    VT_REMOVE,
    DRAW,
    NEXT_PHASE,
    ADJUST,
    CONCEDE_ACTION,
)
