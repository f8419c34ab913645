"""The Athernum rules the tracker enforces, each with its section and the rulebook's own words.

Quotes are verbatim from ``shared/rules/athernum-rulebook.md`` (a test checks that), or from
``shared/rules/RULINGS.md`` where the project settled an unclear place. Where one rule needs two
sentences from different places of the rulebook, they are joined with `` … ``.
"""

from __future__ import annotations

from rules.base import Rule

RULEBOOK = "athernum-rulebook.md"
RULINGS = "RULINGS.md"

STARTING_CARD = Rule(
    id="athernum.starting_card",
    rulebook=RULEBOOK,
    section="Game Setup › Choosing the Starting Card",
    quote="At the start of the game, all players select one card with a Victory Token Field from their decks.",
)
INITIATIVE = Rule(
    id="athernum.initiative",
    rulebook=RULEBOOK,
    section="Game Setup › Who Starts the Game?",
    quote="The initiative of a starting card corresponds to its play cost. … The player with the lower initiative "
    "goes first. In case of a tie, a coin toss, dice roll, or another suitable method decides.",
)
INITIATIVE_RULING = Rule(
    id="athernum.initiative_ruling",
    rulebook=RULINGS,
    section="Athernum › 1. Initiative",
    quote="Its intent: the cheaper starting card goes first. Equal costs are decided at random (recorded).",
)
DECK = Rule(
    id="athernum.deck",
    rulebook=RULEBOOK,
    section="What Do You Need to Play? › Building Your Deck; Game Setup › Drawing the Starting Hand",
    quote="Your deck consists of exactly 60 cards. … Then all players draw a starting hand of six cards",
)
PHASES = Rule(
    id="athernum.phases",
    rulebook=RULEBOOK,
    section="Game Flow",
    quote="A game of Athernum proceeds in alternating turns, each divided into four consecutive phases: "
    "Morning, Day, Evening, and Night.",
)
NIGHT = Rule(
    id="athernum.night",
    rulebook=RULEBOOK,
    section="Game Flow › Night",
    quote="The night phase occurs between turns and belongs to no active player. … Once these effects resolve, "
    "the next player begins their turn—starting again with Morning",
)
COMMAND_START = Rule(
    id="athernum.command_tokens",
    rulebook=RULEBOOK,
    section="What Do You Need to Play? › Game Materials",
    quote="A limited resource. You start with two and can spend them on powerful effects—such as drawing "
    "additional cards, generating resources, or activating special abilities",
)
COMMAND_REFILL = Rule(
    id="athernum.command_refill",
    rulebook=RULEBOOK,
    section="Game Flow › Morning",
    quote="Then you gain exactly two Command Tokens. If you already have two, you cannot gain more. "
    "Excess tokens are lost without replacement.",
)
DAY_ACTIONS = Rule(
    id="athernum.day_actions",
    rulebook=RULEBOOK,
    section="Game Flow › Day",
    quote="The day phase is the core of your turn. Here you draw cards, generate resources, play characters "
    "and items, conduct battles, and use special abilities of your cards",
)
COSTS_PAID = Rule(
    id="athernum.costs_paid",
    rulebook=RULEBOOK,
    section="Card Effects and Activation › Activating Abilities",
    quote="An ability can only be activated if all specified costs are paid immediately and in full.",
)
COMMAND_DRAW = Rule(
    id="athernum.command_draw",
    rulebook=RULEBOOK,
    section="Game Flow › Day",
    quote="Drawing a card by spending one Command Token",
)
COMMAND_RESOURCE = Rule(
    id="athernum.command_resource",
    rulebook=RULEBOOK,
    section="Game Flow › Day",
    quote="Generating one resource of your main character’s faction by also spending one Command Token "
    "(this can be done once per turn)",
)
COMMAND_VICTORY_TOKEN = Rule(
    id="athernum.command_victory_token",
    rulebook=RULEBOOK,
    section="Game Flow › Day",
    quote="Place one Victory Token from the pool onto your main character by spending two Command Tokens "
    "(this can be done once per turn)",
)
POOL = Rule(
    id="athernum.pool",
    rulebook=RULEBOOK,
    section="Game Setup › Objective of the Game › How Is the Pool Formed?",
    quote="Whenever a card with a Victory Token Field enters play, the corresponding number of Victory Tokens "
    "is added to the general pool.",
)
POOL_RULING = Rule(
    id="athernum.pool_ruling",
    rulebook=RULINGS,
    section="Athernum › 2. The pool",
    quote="The pool (`vt_pool`) holds the tokens not yet placed on a card: it grows by a card's Victory Token "
    "field when that card enters play and shrinks as tokens are placed.",
)
UNIQUE_VT_CARD = Rule(
    id="athernum.unique_vt_card",
    rulebook=RULEBOOK,
    section="Game Flow › Day",
    quote="Note that you may not play characters with a Victory Token Field if a copy of that character is "
    "already under your control in play",
)
MAIN_CHARACTER = Rule(
    id="athernum.main_character",
    rulebook=RULEBOOK,
    section="Game Flow › Rules for the Main Character",
    quote="The main character cannot be discarded, returned to hand, banished, or placed into the "
    "Extradeck—neither by its own effects nor by opponent influences.",
)
MAIN_CHARACTER_SLOT = Rule(
    id="athernum.main_character_slot",
    rulebook=RULEBOOK,
    section="The Play Area; Game Setup › Choosing the Starting Card",
    quote="At the start of the game, your main character is placed here if you chose one. If you started with a "
    "location that has a Victory Token Field instead, this slot remains empty … This card is placed face-down on the "
    "play area—either in the Main Character slot if it's a character, or directly in the Location slot if it's a "
    "location.",
)
NO_COST = Rule(
    id="athernum.no_cost",
    rulebook=RULEBOOK,
    section="What Do You Need to Play? › Card Structure",
    quote="Cards without this field—such as items and locations—can be played directly from your hand without "
    "paying resources first",
)
LOCATION_UNIQUE = Rule(
    id="athernum.location_unique",
    rulebook=RULEBOOK,
    section="What Do You Need to Play? › Locations",
    quote="Locations are unique cards. Each player may control only one location at a time. If you want to play "
    "another location, you must first discard all other locations on your side of the field",
)
PLAY_LOCATION = Rule(
    id="athernum.play_location",
    rulebook=RULEBOOK,
    section="Game Flow › Day",
    quote="Playing a location from your hand, replacing an existing location (this can be done once per turn)",
)
EFFECTS_END = Rule(
    id="athernum.effects_end_the_game",
    rulebook=RULEBOOK,
    section="Game Setup › How Do You Win?",
    quote="Effects Ending the Game — some cards or effects may cause immediate victory or defeat without meeting "
    "either of the above conditions. A victory effect is overridden by a defeat effect",
)
VT_FIELD = Rule(
    id="athernum.vt_field",
    rulebook=RULEBOOK,
    section="What Do You Need to Play? › Card Structure",
    quote="indicates that the card can collect Victory Tokens",
)
EARN_TOKENS = Rule(
    id="athernum.earn_tokens",
    rulebook=RULEBOOK,
    section="Card Effects and Activation",
    quote="They describe ways to earn Victory Tokens and represent alternative victory conditions",
)
REMOVE_TOKENS = Rule(
    id="athernum.remove_tokens",
    rulebook=RULEBOOK,
    section="Card Effects and Activation › Activating Abilities",
    quote="Removing Victory Tokens",
)
POINT_SUPERIORITY = Rule(
    id="athernum.point_superiority",
    rulebook=RULEBOOK,
    section="Game Setup › Objective of the Game › How Do You Win?",
    quote="a player wins immediately if all characters they control collectively have collected more Victory "
    "Tokens than their opponents could possibly reach",
)
OBJECTIVE = Rule(
    id="athernum.objective",
    rulebook=RULEBOOK,
    section="Game Setup › Objective of the Game › How Do You Win?",
    quote="If a character with an Objective Ability has collected at least as many Victory Tokens as printed on "
    "its Victory Token Field, its controller wins the game. This victory condition overrides all others—even "
    "if another player theoretically reaches the same point total.",
)
DECK_LOSS = Rule(
    id="athernum.deck_loss",
    rulebook=RULEBOOK,
    section="Game Setup › Objective of the Game › Other Ways the Game Can End",
    quote="Deck Loss — if a player must draw a card but their deck is empty, they lose the game",
)

START_STRATEGY = Rule(
    id="athernum.start_strategy",
    rulebook=RULEBOOK,
    section="What Do You Need to Play? › Building Your Deck",
    quote="This can be either a character or a location—depending on the foundation of your strategy.",
)
FACE_DOWN_ABILITIES = Rule(
    id="athernum.face_down_abilities",
    rulebook=RULEBOOK,
    section="The Play Area › Face-Down Cards",
    quote="A face-down card temporarily loses: … All abilities printed in the card text",
)
FACE_DOWN_KEEPS_TOKENS = Rule(
    id="athernum.face_down_keeps_tokens",
    rulebook=RULEBOOK,
    section="The Play Area › Face-Down Cards",
    quote="However, it retains: … Its Victory Token Field and any Victory Tokens on it",
)
UNIQUENESS_CHECK = Rule(
    id="athernum.uniqueness_check",
    rulebook=RULEBOOK,
    section="Card Effects and Activation › Effect Stack and Game States",
    quote="If uniqueness rules are violated, excess cards are discarded—for example, if multiple copies of a card "
    "with a Victory Token field are controlled simultaneously",
)

ALL_RULES: tuple[Rule, ...] = (
    STARTING_CARD,
    INITIATIVE,
    INITIATIVE_RULING,
    DECK,
    PHASES,
    NIGHT,
    COMMAND_START,
    COMMAND_REFILL,
    DAY_ACTIONS,
    COSTS_PAID,
    COMMAND_DRAW,
    COMMAND_RESOURCE,
    COMMAND_VICTORY_TOKEN,
    POOL,
    POOL_RULING,
    UNIQUE_VT_CARD,
    MAIN_CHARACTER,
    MAIN_CHARACTER_SLOT,
    NO_COST,
    LOCATION_UNIQUE,
    PLAY_LOCATION,
    EFFECTS_END,
    VT_FIELD,
    EARN_TOKENS,
    REMOVE_TOKENS,
    POINT_SUPERIORITY,
    OBJECTIVE,
    DECK_LOSS,
    START_STRATEGY,
    FACE_DOWN_ABILITIES,
    FACE_DOWN_KEEPS_TOKENS,
    UNIQUENESS_CHECK,
)
