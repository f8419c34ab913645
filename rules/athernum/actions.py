"""What the Athernum tracker counts, what each player sets up, and the actions players report."""

from __future__ import annotations

from rules.athernum import rules_text as R
from rules.base import ActionType, Counter, Field, PlayerField
from rules.common import CONCEDE_ACTION, EndingEffect, adjust_action, ending_effect_action

DECK_SIZE = 60  # "Your deck consists of exactly 60 cards."
STARTING_HAND = 6  # "Then all players draw a starting hand of six cards"
# The starting card is taken out of the deck before the starting hand is drawn.
DECK_AFTER_SETUP = DECK_SIZE - 1 - STARTING_HAND
DECK_MAX = DECK_SIZE - 1  # the main character never goes back into the deck
COMMAND_TOKEN_MAX = 2
MAX_VT_FIELD = 99
MAX_COST = 99
CARD_TYPES: tuple[str, ...] = ("character", "location", "item")  # "three basic card types"
ENTRY_WAYS: tuple[str, ...] = ("played", "effect")

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
        "card_type": {
            "type": "string",
            "enum": list(CARD_TYPES),
            "default": "character",
            "description": "a character becomes the main character; a location goes to the Location slot and "
            "the main-character slot remains empty",
        },
        "cost": {
            "type": "integer",
            "minimum": 0,
            "maximum": MAX_COST,
            "description": "its play cost = initiative (required for a character; items and locations have none: 0)",
        },
        "vt_field": {"type": "integer", "minimum": 1, "maximum": MAX_VT_FIELD},
        "objective": {"type": "boolean", "default": False, "description": "has an Objective ability"},
    },
    "required": ["name", "vt_field"],
    "additionalProperties": False,
}
PLAYER_FIELDS: tuple[PlayerField, ...] = (
    PlayerField(
        "starting_card",
        "The card with a Victory Token field the player starts with: a character (the main character) or a "
        "location (the main-character slot stays empty); its cost is the initiative.",
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
_VT_FIELD = Field("vt_field", "int", "the card's Victory Token field", minimum=1, maximum=MAX_VT_FIELD)
_OBJECTIVE = Field("objective", "bool", "the card has an Objective ability (default false)", required=False)
VT_CARD_ENTER = ActionType(
    name="vt_card_enter",
    description="A card with a Victory Token field enters play under your control; its field joins the pool. A "
    "location entering by an effect replaces (discards) the one you control.",
    rule=R.POOL,
    fields=(
        _CARD,
        _VT_FIELD,
        _OBJECTIVE,
        Field("card_type", "enum", "character (default), location or item", required=False, choices=CARD_TYPES),
        Field(
            "how",
            "enum",
            "played (default): a copy you already control refuses it; effect: it came in another way (returned, "
            "taken over) and a copy you already control makes it the excess the State-Based Check discards",
            required=False,
            choices=ENTRY_WAYS,
        ),
    ),
)
PLAY_LOCATION = ActionType(
    name="play_location",
    description="In your Day, once a turn: play a location from your hand. The location you control (if any) is "
    "discarded first; a Victory Token field joins the pool.",
    rule=R.PLAY_LOCATION,
    fields=(
        Field("card", "str", "the location's name"),
        Field(
            "vt_field", "int", "its Victory Token field, if it has one", required=False, minimum=1, maximum=MAX_VT_FIELD
        ),
        _OBJECTIVE,
    ),
)
LOCATION_LEAVE = ActionType(
    name="location_leave",
    description="The location you control leaves play (an effect discards it); tokens on it go back to the pool.",
    rule=R.LOCATION_UNIQUE,
)
VT_CARD_LEAVE = ActionType(
    name="vt_card_leave",
    description="A card with a Victory Token field you control leaves play; its tokens go back to the pool.",
    rule=R.POOL_RULING,
    fields=(_CARD,),
)
VT_CARD_TURN = ActionType(
    name="vt_card_turn",
    description="A card with a Victory Token field you control is turned face-down (exhausted) or face-up again. "
    "Face-down, its tokens still count but its Objective does not win.",
    rule=R.FACE_DOWN_ABILITIES,
    fields=(_CARD, Field("face_down", "bool", "true: turned face-down; false: turned face-up")),
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
ENDING_EFFECTS: tuple[EndingEffect, ...] = (
    EndingEffect(
        "objective",
        "win",
        R.OBJECTIVE,
        "the target's Objective ability is fulfilled as its card says: they win (this overrides all other victories)",
    ),
    EndingEffect("victory_effect", "win", R.EFFECTS_END, "a card effect makes the target win"),
    EndingEffect(
        "defeat_effect",
        "lose",
        R.EFFECTS_END,
        "a card effect makes the target lose: they leave the game (record a defeat before a victory "
        "happening at the same moment: a victory effect is overridden by a defeat effect)",
    ),
)
GAME_ENDING_EFFECT = ending_effect_action(ENDING_EFFECTS, R.EFFECTS_END)
ADJUST = adjust_action([c.name for c in SEAT_COUNTERS])

ACTION_TYPES: tuple[ActionType, ...] = (
    COMMAND,
    VT_CARD_ENTER,
    VT_CARD_LEAVE,
    VT_CARD_TURN,
    VT_PLACE,
    VT_REMOVE,
    PLAY_LOCATION,
    LOCATION_LEAVE,
    DRAW,
    NEXT_PHASE,
    GAME_ENDING_EFFECT,
    ADJUST,
    CONCEDE_ACTION,
)
