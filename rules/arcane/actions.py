"""The actions a Chronicles of Arcane table reports, declared as data (fields → JSON schema)."""

from __future__ import annotations

from rules.arcane import rules_text as r
from rules.base import ActionType, Counter, Field
from rules.common import CONCEDE_ACTION, adjust_action

LIFE_COUNTER = Counter(
    name="life",
    description="A player's Life; at 0 they have lost. It may be healed above the starting value.",
    start="25 in a two-player game, 30 with three or more",
    minimum=0,
    maximum=None,
)
ESSENCES_COUNTER = Counter(
    name="essences",
    description="Essence cards the player has placed on the Battlefield (one a turn unless a card allows more).",
    start=0,
    minimum=0,
    maximum=None,
)
COUNTERS: tuple[Counter, ...] = (LIFE_COUNTER, ESSENCES_COUNTER)

LIFE = ActionType(
    name="life",
    description="A player's Life goes down (damage, Deathstrike) or up (healing, Lifedrain). Any player may report "
    "it at any time during the game, because Traps can be played at any time. Life stops at 0, and a player at "
    "0 Life has lost.",
    rule=r.HOW_TO_WIN,
    fields=(
        Field("target", "seat", "the player whose Life changes"),
        Field(
            "delta",
            "int",
            "signed change: negative for damage or loss, positive for healing; not 0",
            minimum=-1000,
            maximum=1000,
        ),
    ),
)
DRAW = ActionType(
    name="draw",
    description="The active player draws the card of their Start of Turn (not on the starting player's first "
    "turn). With deck_empty the player reports that their deck is empty: they draw nothing and play on.",
    rule=r.START_DRAW,
    fields=(Field("deck_empty", "bool", "true when the deck is empty and no card could be drawn", required=False),),
)
ESSENCE = ActionType(
    name="essence",
    description="The active player places an Essence card on the Battlefield in their Action Phase, once a turn. "
    "A further one needs a card whose text allows it: name that card in granted_by.",
    rule=r.ONE_ESSENCE,
    fields=(
        Field("granted_by", "str", "the card whose text allows this extra Essence", required=False, max_length=120),
    ),
)
DOMAIN_ENTER = ActionType(
    name="domain_enter",
    description="The active player invokes a Domain in their Action Phase. It becomes active if no Domain is in "
    "play; otherwise it goes beneath the others (first in, first out).",
    rule=r.DOMAIN_STACK,
    fields=(Field("name", "str", "the Domain card's name", max_length=120),),
)
BANISH_COUNTER = ActionType(
    name="banish_counter",
    description="The active Domain was targeted by an attack, ability or spell that would deal damage: it gets one "
    "Banish Counter instead, and at 5 it is destroyed (sent to the Abyss). Any player, at any time.",
    rule=r.DOMAIN_BANISH,
)
DOMAIN_LEAVE = ActionType(
    name="domain_leave",
    description="A Domain leaves the Battlefield by a card effect; if it was the active one, the one beneath it "
    "becomes active.",
    rule=r.DOMAIN_STACK,
    fields=(
        Field("domain", "str", "the Domain's id in play, e.g. d1", max_length=20),
        Field("reason", "str", "what removed it, as shown in the history", required=False, max_length=280),
    ),
)
MULLIGAN = ActionType(
    name="mulligan",
    description="Before the game begins: return the hand to the deck, shuffle, draw 7, then return X cards where X "
    "is this player's number of Mulligans (at most 7, a whole hand).",
    rule=r.MULLIGAN,
)
KEEP = ActionType(
    name="keep",
    description="Before the game begins: the player keeps their hand. When every player has kept, the starting "
    "player's first turn begins.",
    rule=r.GAME_START,
)
NEXT_PHASE = ActionType(
    name="next_phase",
    description="The active player moves to the next phase: Start of Turn → Action → Combat → End of Turn. "
    "The Start of Turn draw must be made first.",
    rule=r.PHASE_ORDER,
)
PASS_TURN = ActionType(
    name="pass_turn",
    description="The active player ends their turn (finishing any remaining phases, which hold nothing mandatory); "
    "play passes clockwise to the next player still in the game.",
    rule=r.PASS_TURN,
)
ADJUST = adjust_action([c.name for c in COUNTERS])

ACTION_TYPES: tuple[ActionType, ...] = (
    LIFE,
    DRAW,
    ESSENCE,
    DOMAIN_ENTER,
    BANISH_COUNTER,
    DOMAIN_LEAVE,
    MULLIGAN,
    KEEP,
    NEXT_PHASE,
    PASS_TURN,
    ADJUST,
    CONCEDE_ACTION,
)
