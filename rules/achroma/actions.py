"""The actions a table reports in an Achroma game, declared as data (fields are JSON-schema ready)."""

from __future__ import annotations

from rules.achroma import rules_text as r
from rules.base import ActionType, Counter, Field
from rules.common import CONCEDE_ACTION, adjust_action

CARD_TYPES: tuple[str, ...] = ("character", "location", "object", "action")

# "Inside the Hex are 6 Shards represented by triangles." A card's Shard Value (what it costs to Deploy and what
# it TRADEs for) is the number of filled Shards, so 0..6.
MAX_SHARD_VALUE = 6
# Gain/Drain/Steal/Prevent amounts come from printed effects and resolve abilities ("Gain for however many of a
# certain type of card you have"); 30 is a generous ceiling, the whole distance to a win.
MAX_EFFECT = 30

DRAW = ActionType(
    name="draw",
    description="Draw a card: the Start step's or the End step's one Draw or TRADE.",
    rule=r.START_STEP,
)
TRADE = ActionType(
    name="trade",
    description="Discard a card and add its Shard Value to the bank. A Start/End step TRADE counts against the "
    "6-shard limit and gains at most what is left of it; a bonus trade granted by a card ability does not.",
    rule=r.TRADE_LIMIT,
    fields=(
        Field("value", "int", "the traded card's Shard Value", minimum=0, maximum=MAX_SHARD_VALUE),
        Field(
            "bonus",
            "bool",
            "true when a card ability grants this TRADE (it neither uses the step's Draw or TRADE nor counts "
            "toward the limit)",
            required=False,
        ),
    ),
)
DEPLOY = ActionType(
    name="deploy",
    description="Deploy a card from hand, paying its cost from the bank; up to three paid deploys a turn.",
    rule=r.DEPLOY_LIMIT,
    fields=(
        Field("card_type", "enum", "the deployed card's type", choices=CARD_TYPES),
        Field(
            "cost",
            "int",
            "shards paid (the Shard Value after any reduction; 0 when free)",
            minimum=0,
            maximum=MAX_SHARD_VALUE,
        ),
        Field(
            "free",
            "bool",
            "true when another card's ability deploys it for free (not counted toward the three)",
            required=False,
        ),
    ),
)
# DISPOSE used as a Reaction acts in another player's turn; what its ability gains, drains or steals is reported
# by the reacting seat with this flag, and recorded as a Reaction.
REACTION = Field(
    "reaction",
    "bool",
    "true when it comes from your DISPOSE used as a Reaction in another player's turn",
    required=False,
)
GAIN = ActionType(
    name="gain",
    description="Gain shards into your own bank (an Achroma effect or ability; in another player's turn, from your "
    "DISPOSE used as a Reaction).",
    rule=r.GAIN,
    fields=(Field("amount", "int", "shards gained", minimum=1, maximum=MAX_EFFECT), REACTION),
)
DRAIN = ActionType(
    name="drain",
    description="Drain shards from one opponent's bank; their Prevent stops what it can (in another player's turn, "
    "from your DISPOSE used as a Reaction).",
    rule=r.DRAIN,
    fields=(
        Field("target", "seat", "the one opponent drained"),
        Field("amount", "int", "the Drain value", minimum=1, maximum=MAX_EFFECT),
        REACTION,
    ),
)
STEAL = ActionType(
    name="steal",
    description="Steal shards from one opponent's bank into yours; their Prevent stops what it can (in another "
    "player's turn, from your DISPOSE used as a Reaction).",
    rule=r.STEAL,
    fields=(
        Field("target", "seat", "the one opponent stolen from"),
        Field("amount", "int", "the Steal value", minimum=1, maximum=MAX_EFFECT),
        REACTION,
    ),
)
MULLIGAN = ActionType(
    name="mulligan",
    description="Before the first turn action: shuffle your first hand of 5 back into your Palette and draw 5 new "
    "cards (once; the second hand is final). Optional: the first turn action means everyone undecided kept.",
    rule=r.MULLIGAN,
)
KEEP = ActionType(
    name="keep",
    description="Before the first turn action: keep your opening hand. Optional: the first turn action means "
    "everyone undecided kept.",
    rule=r.MULLIGAN,
)
SET_PREVENT = ActionType(
    name="set_prevent",
    description="Set your total Prevent (from the Prevent effects on your Canvas): shards stopped from leaving "
    "your bank by opposing Drains and Steals once per player turn.",
    rule=r.PREVENT,
    fields=(Field("amount", "int", "your total Prevent", minimum=0, maximum=MAX_EFFECT),),
)
NEXT_STEP = ActionType(
    name="next_step",
    description="Move on to the next step: Start → Main → Resolve → End.",
    rule=r.STEP_ORDER,
)
PASS_TURN = ActionType(
    name="pass_turn",
    description="End your turn after the End step; play passes clockwise to the next player still in the game.",
    rule=r.PASS_TURN,
)
COUNTERS: tuple[Counter, ...] = (
    Counter(
        "shards",
        "The Shard Bank: starts at 10; 30 wins at once; at 0 the player is out of the game.",
        start=10,
        minimum=0,
    ),
)

ADJUST = adjust_action(tuple(c.name for c in COUNTERS))

ACTION_TYPES: tuple[ActionType, ...] = (
    MULLIGAN,
    KEEP,
    DRAW,
    TRADE,
    DEPLOY,
    GAIN,
    DRAIN,
    STEAL,
    SET_PREVENT,
    NEXT_STEP,
    PASS_TURN,
    ADJUST,
    CONCEDE_ACTION,
)
