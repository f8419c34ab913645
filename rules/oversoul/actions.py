"""What Oversoul tracks and what players may report: counters, per-player setup and action types."""

from __future__ import annotations

from rules.base import ActionType, Counter, Field, PlayerField
from rules.common import CONCEDE_ACTION, EndingEffect, adjust_action, ending_effect_action
from rules.oversoul import rules_text as R

HAND_LIMIT = 5
MAX_RANK = 5
OPENING_HAND_FIRST = 4
OPENING_HAND_SECOND = 5
DECK_MIN, DECK_MAX = 30, 40
# The tracker cannot count a physical deck. Without a reported size it assumes the largest legal deck: a
# false deck-out loss would end a game wrongly, while a missed one is fixed with ``adjust``.
DEFAULT_DECK_SIZE = DECK_MAX

COUNTERS: tuple[Counter, ...] = (
    Counter("hp", "the leader's HP; the player loses at 0", "leader HP"),
    Counter(
        "rank",
        "the leader's RANK (I–V): ENERGY per cycle and the highest card RANK that may Enter",
        1,
        minimum=1,
        maximum=MAX_RANK,
    ),
    Counter(
        "energy",
        "ENERGY left to Generate from the leader this cycle",
        "the RANK, refreshed each cycle (0 before the player's first cycle)",
    ),
    Counter("hand", "cards in hand", "4 for the first player, 5 for the second"),
    Counter("deck", "cards left in the deck; drawing from an empty deck loses", "deck size minus the opening hand"),
    Counter("prepared", "Prepared (face-down) cards on the board", 0),
)
COUNTER_NAMES: tuple[str, ...] = tuple(c.name for c in COUNTERS)

PLAYER_FIELDS: tuple[PlayerField, ...] = (
    PlayerField(
        "leader",
        "the player's Leader: its name and printed HP",
        {
            "type": "object",
            "properties": {
                "name": {"type": "string", "minLength": 1, "maxLength": 100},
                "hp": {"type": "integer", "minimum": 1, "maximum": 1000},
            },
            "required": ["name", "hp"],
            "additionalProperties": False,
        },
    ),
    PlayerField(
        "deck_size",
        f"cards in the Deck ({DECK_MIN}–{DECK_MAX}, Leader not counted); {DEFAULT_DECK_SIZE} when not given",
        {"type": "integer", "minimum": DECK_MIN, "maximum": DECK_MAX},
        required=False,
    ),
)

_TARGET = Field("target", "seat", "the seat whose leader is affected")
_AMOUNT = Field("amount", "int", "how many points", minimum=1, maximum=1000)

DAMAGE = ActionType(
    "damage",
    "Damage a leader (an Attack, an Ability, a cost). HP never goes below 0; a leader at 0 HP loses.",
    R.DAMAGE,
    (_TARGET, _AMOUNT),
)
HEAL = ActionType(
    "heal",
    "Heal a leader. Healing restores HP up to the leader's printed HP; raise HP beyond it with `adjust`.",
    R.HEAL,
    (_TARGET, _AMOUNT),
)
SPEND_ENERGY = ActionType(
    "spend_energy",
    "Consume ENERGY Generated from the acting seat's leader (for an Ability, or a cost not reported otherwise).",
    R.CONSUME_ENERGY,
    (Field("amount", "int", "ENERGY consumed", minimum=1, maximum=1000),),
)
NEXT_PHASE = ActionType(
    "next_phase",
    "The turn player moves on: Cycle → Action → Return → the other player's Cycle (draw, RANK, ENERGY).",
    R.PHASES,
)
DECLARE_DARSHAN = ActionType(
    "declare_darshan",
    "Pronounce Shakti-darshan (all 9 Archetypes on your board) or Shiva-darshan (the top card of all your "
    "Zones of one Archetype): an instant win.",
    R.SHAKTI_DARSHAN,
    (Field("darshan", "enum", "which prophecy", required=False, choices=("shakti", "shiva")),),
)
DRAW = ActionType(
    "draw",
    "Draw cards by a card's effect (the Cycle Phase draw is automatic). Drawing from an empty deck loses.",
    R.DRAW,
    (Field("amount", "int", "cards to draw (default 1)", required=False, minimum=1, maximum=10),),
)
ACTIVATE = ActionType(
    "activate",
    "Activate a card from the hand (own Action Phase; a QUICK or PERFECT Event at any time) or from Prepared "
    "(a later turn, either player's). "
    "Its RANK may not exceed the leader's; one +card a turn; leader ENERGY consumed is taken off.",
    R.ACTIVATE,
    (
        Field("energy_type", "enum", "a Generate (+) or Consume (–) card", choices=("generate", "consume")),
        Field("rank", "int", "the card's RANK", minimum=1, maximum=MAX_RANK),
        Field("source", "enum", "where it is played from (default hand)", required=False, choices=("hand", "prepared")),
        Field(
            "quick",
            "bool",
            "a QUICK or PERFECT Event, Activated from the hand at any time (default false)",
            required=False,
        ),
        Field(
            "leader_energy",
            "int",
            "ENERGY of the cost taken from the leader (default 0; the rest came from Generated +cards or discounts)",
            required=False,
            minimum=0,
            maximum=1000,
        ),
    ),
)
PREPARE = ActionType(
    "prepare",
    "Prepare a card from the hand face-down in the own Action Phase, Consuming 1 ENERGY.",
    R.PREPARE,
    (
        Field(
            "paid_from",
            "enum",
            "whose ENERGY pays: the leader's (default) or a Generated +card's",
            required=False,
            choices=("leader", "card"),
        ),
    ),
)
RETURN_AND_DRAW = ActionType(
    "return_and_draw",
    "Once in the own Return Phase: Return 1 card from hand, 1 from the Idle Zone and 1 from the board to the "
    "bottom of the deck, then Draw 1.",
    R.RETURN_AND_DRAW,
)
KEEP = ActionType(
    "keep",
    "Before the first turn action: keep the opening hand as drawn. Optional: the first turn action means every "
    "player who has not decided kept their hand.",
    R.OPENING_REPLACE,
)
REPLACE_HAND = ActionType(
    "replace_hand",
    "Before the first turn action, once a Game: Return any number of cards from the opening hand to the bottom "
    "of the Deck and Draw the same amount (the hand and the Deck keep their sizes).",
    R.OPENING_REPLACE,
    (Field("count", "int", "how many cards are replaced", minimum=1, maximum=OPENING_HAND_SECOND),),
)
ENDING_EFFECTS: tuple[EndingEffect, ...] = (
    EndingEffect(
        "leader_left_board",
        "lose",
        R.LEADER_DEFEATED,
        "the target's Leader left the board (Exiled, Shattered...) and did not Return within the same "
        "chain of Abilities: they lose",
    ),
    EndingEffect(
        "shakti_darshan",
        "win",
        R.SHAKTI_DARSHAN,
        "the target pronounces Shakti-darshan (all 9 Archetypes on their board): they win",
        False,
    ),
    EndingEffect(
        "shiva_darshan",
        "win",
        R.SHIVA_DARSHAN,
        "the target pronounces Shiva-darshan (the top card of all their Zones of one Archetype): they win",
        False,
    ),
)
GAME_ENDING_EFFECT = ending_effect_action(ENDING_EFFECTS, R.LEADER_DEFEATED)
ADJUST = adjust_action(COUNTER_NAMES)

ACTION_TYPES: tuple[ActionType, ...] = (
    KEEP,
    REPLACE_HAND,
    DAMAGE,
    HEAL,
    SPEND_ENERGY,
    NEXT_PHASE,
    DECLARE_DARSHAN,
    DRAW,
    ACTIVATE,
    PREPARE,
    RETURN_AND_DRAW,
    GAME_ENDING_EFFECT,
    ADJUST,
    CONCEDE_ACTION,
)
