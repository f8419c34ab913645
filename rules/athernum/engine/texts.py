"""The rules of Athernum the engine enforces, each quoted verbatim from the rulebook (a test checks every quote word
for word; parts joined with `` … `` are separate passages). The tracker's rules (``rules.athernum.rules_text``) are
reused where they fit; the readings the engine chose where the rulebook is unclear are in
``docs/athernum-rulings.md``, each resting on one of these quotes.
"""

from __future__ import annotations

from rules.athernum import rules_text as r
from rules.base import Rule

RULEBOOK = r.RULEBOOK


def _rule(id_: str, section: str, quote: str) -> Rule:
    return Rule(id=f"athernum.engine.{id_}", rulebook=RULEBOOK, section=section, quote=quote)


# ---- set-up and the turn -------------------------------------------------------------------------------------------

STARTING_CARD = r.STARTING_CARD
INITIATIVE = r.INITIATIVE
INITIATIVE_RULING = r.INITIATIVE_RULING
NO_COST = r.NO_COST
DECK = r.DECK
PHASES = r.PHASES
NIGHT = r.NIGHT
COMMAND_REFILL = r.COMMAND_REFILL
COMMAND_DRAW = r.COMMAND_DRAW
COMMAND_RESOURCE = r.COMMAND_RESOURCE
COMMAND_VICTORY_TOKEN = r.COMMAND_VICTORY_TOKEN
POOL = r.POOL
POOL_RULING = r.POOL_RULING
UNIQUE_VT_CARD = r.UNIQUE_VT_CARD
MAIN_CHARACTER = r.MAIN_CHARACTER
LOCATION_UNIQUE = r.LOCATION_UNIQUE
PLAY_LOCATION = r.PLAY_LOCATION
POINT_SUPERIORITY = r.POINT_SUPERIORITY
OBJECTIVE = r.OBJECTIVE
DECK_LOSS = r.DECK_LOSS
COSTS_PAID = r.COSTS_PAID
DAY_ACTIONS = r.DAY_ACTIONS
START_STRATEGY = r.START_STRATEGY
FACE_DOWN_ABILITIES = r.FACE_DOWN_ABILITIES
FACE_DOWN_KEEPS_TOKENS = r.FACE_DOWN_KEEPS_TOKENS

START_FACE_DOWN = _rule(
    "start_face_down",
    "Game Setup › Choosing the Starting Card",
    "This card is placed face-down on the play area—either in the Main Character slot if it's a character, or "
    "directly in the Location slot if it's a location. It may only be viewed by its owner before the game begins.",
)
START_FACE_UP = _rule(
    "start_face_up",
    "Game Setup › Who Starts the Game?",
    "Once both players place their starting cards face-up on the play area, they compare initiative values.",
)
INITIATIVE_INTENT = _rule(
    "initiative_intent",
    "Game Setup › Who Starts the Game?",
    "Do you want to play a strong card with a powerful effect and risk giving up initiative? Or do you pick a "
    "cheaper, more flexible card to secure the first turn—possibly with a less powerful card on the field?",
)
STARTING_HAND = _rule(
    "starting_hand",
    "Game Setup › Drawing the Starting Hand",
    "After choosing and placing the starting cards—and after determining who begins the game—all players shuffle "
    "their decks thoroughly and place them on the designated area. Then all players draw a starting hand of six "
    "cards",
)
EXTRA_DECK = _rule(
    "extra_deck",
    "What Do You Need to Play? › Building Your Deck",
    "This deck contains special cards with unique rules that cannot be drawn directly during the game.",
)
MORNING = _rule(
    "morning",
    "Game Flow › Morning",
    "Next, you remove one Exhaustion Counter from each of your cards. Once a card has no more exhaustion counters, "
    "it is revealed—meaning it is ready to participate in the game again.",
)
DAY_EMPTY_STACK = _rule(
    "day_empty_stack",
    "Game Flow › Day",
    "Then you may perform as many allowed actions as you wish, as long as the effect stack is empty and you hold "
    "priority.",
)
END_DAY = _rule(
    "end_day",
    "Game Flow › Day",
    "Only when you choose or are unable to perform more actions, you end the Day and move to the Evening phase",
)
EVENING = _rule(
    "evening",
    "Game Flow › Evening",
    "No other actions may be taken in this phase. It serves to conclude your turn and automatically leads into the "
    "Night phase",
)

# ---- resources and cards -------------------------------------------------------------------------------------------

RESOURCE_POOL = _rule(
    "resource_pool",
    "Game Flow › Resources and the Resource Pool",
    "Resources must be exhausted to enter the resource pool, from which they can then be spent.",
)
RESOURCE_EXHAUST = _rule(
    "resource_exhaust",
    "Game Flow › Resources and the Resource Pool",
    "To add a resource to the resource pool, you must select an available, unexhausted resource and exhaust it.",
)
RESOURCE_RECOVER = _rule(
    "resource_recover",
    "Game Flow › Resources and the Resource Pool",
    "Additionally, card or character effects may generate extra resources, exchange them, or recover already "
    "exhausted resources.",
)
POOL_EXPIRES = _rule(
    "pool_expires",
    "Game Flow › Resources and the Resource Pool",
    "Resources in the pool can only be used during the current phase. When transitioning to the next phase, they "
    "expire and the pool is cleared.",
)
PLAY_CHARACTER = _rule(
    "play_character",
    "Game Flow › Day",
    "Playing characters from your hand if you can fully pay their costs.",
)
FACTION_COST = _rule(
    "faction_cost",
    "What Do You Need to Play? › Faction Rules",
    "When playing a character, you must use at least one resource from that character's faction to pay its cost. "
    "Factionless characters, on the other hand, can be paid for using any type of resource.",
)
CHARACTER_SLOTS = _rule(
    "character_slots",
    "The Play Area",
    "Each player has up to five regular character slots. Played characters are placed face-up here",
)
ATTACH_ITEM = _rule(
    "attach_item",
    "Game Flow › Day",
    "Attaching items from your hand to your characters with free item slots—either face-up or face-down",
)
ITEMS_DISCARDED = _rule(
    "items_discarded",
    "The Play Area",
    "Items assigned to a discarded character are also discarded",
)
SUPPORT = _rule(
    "support",
    "Game Flow › Day",
    "Activating support abilities of characters in your hand to trigger one-time effects, then discarding those cards",
)
ACTIVATION_FEE = _rule(
    "activation_fee",
    "Card Effects and Activation › Support Abilities",
    "Require additional resources for activation (the Activation Fee), which count regardless of faction—any "
    "resources can be used",
)
FACE_DOWN_VIEW = _rule(
    "face_down_view",
    "The Play Area › Face-Down Cards",
    "Normally, only their controller may look at them, but exhausted cards can be viewed by all players.",
)
FACE_DOWN_VALUES = _rule(
    "face_down_values",
    "The Play Area › Face-Down Cards",
    "A face-down card temporarily loses: … All its values (e.g., attack or defense) … All other traits such as faction",
)

# ---- combat --------------------------------------------------------------------------------------------------------

COMBAT_PHASE = _rule(
    "combat_phase",
    "Game Flow › Combat Phase",
    "During the Day phase, you may initiate the Combat Phase once per turn—but not during the very first turn of "
    "the game.",
)
ATTACKER = _rule(
    "attacker",
    "Game Flow › Combat Phase",
    "You choose one of your non-exhausted characters as the attacker",
)
TARGET = _rule(
    "target",
    "Game Flow › Combat Phase",
    "You designate a target—usually an opponent's character with a Victory Token Field or strategic importance",
)
DEFENDER = _rule(
    "defender",
    "Game Flow › Combat Phase",
    "Your opponent may always assign one of their own characters as a defender, provided they control a suitable "
    "character",
)
DAMAGE = _rule(
    "damage",
    "Game Flow › Combat Phase",
    "The attacker deals damage equal to their Offensive Value to the target … The target deals damage equal to "
    "their Offensive Value to the attacker—defenders fight back",
)
DISCARD_EXCEEDS = _rule(
    "discard_exceeds",
    "Game Flow › Combat Phase",
    "Both characters receive damage counters. If the number of counters exceeds their Defensive Value, the "
    "respective card is discarded",
)
SUSTAIN = _rule(
    "sustain",
    "What Do You Need to Play? › Characters",
    "indicates how much damage a character can sustain before being discarded",
)
EXHAUST_AFTER_COMBAT = _rule(
    "exhaust_after_combat",
    "Game Flow › Combat Phase",
    "At the end of combat, the attacker becomes exhausted and is turned face-down … If a defender was assigned, "
    "they also become exhausted",
)
MAIN_DAMAGE = _rule(
    "main_damage",
    "Game Flow › Rules for the Main Character",
    "If the main character receives damage from combat or effects exceeding their Defensive Value, it is not "
    "discarded. Instead, it becomes exhausted and all damage counters are removed",
)

# ---- the stack and the State-Based Check ---------------------------------------------------------------------------

STACK = _rule(
    "stack",
    "Game Flow › Who Can Do What?",
    "Whenever a player activates an ability or plays a card, an effect stack—called the Stack—is created. This "
    "allows all players to respond to effects or actions before they resolve.",
)
STACK_RESOLVES = _rule(
    "stack_resolves",
    "Game Flow › Who Can Do What?",
    "Once no player wishes to add more effects to the stack, it resolves from top to bottom (last-in, first-out).",
)
STACK_OPEN = _rule(
    "stack_open",
    "Card Effects and Activation › Effect Stack and Game States",
    "While the stack is open, no new actions may be taken—only further responses.",
)
STATE_BASED_CHECK = _rule(
    "state_based_check",
    "Card Effects and Activation › Effect Stack and Game States",
    "After each fully resolved stack, game states are checked in a State-Based Check:",
)
UNIQUENESS = _rule(
    "uniqueness",
    "Card Effects and Activation › Effect Stack and Game States",
    "If uniqueness rules are violated, excess cards are discarded—for example, if multiple copies of a card with a "
    "Victory Token field are controlled simultaneously",
)


# ---- card abilities --------------------------------------------------------------------------------------------------

ABILITIES = "Card Effects and Activation"
STATIC = _rule(
    "static",
    ABILITIES,
    "These abilities are continuously active as long as the card is face-up in any zone on the game "
    "board … Ends if the card is turned face-down or leaves the respective zone",
)
TRIGGERED = _rule(
    "triggered",
    ABILITIES,
    "These abilities automatically trigger when a specific event occurs … Are placed on the stack",
)
ACTIVATED = _rule(
    "activated",
    ABILITIES,
    "These abilities must be manually announced and all costs fully paid. Only then is the effect placed on the stack",
)
OBJECTIVE_ABILITY = _rule(
    "objective_ability",
    ABILITIES,
    "These abilities are either triggered or activated and always begin with the word "
    "Objective. They describe ways to earn Victory Tokens and represent alternative victory conditions",
)
COMMAND_ABILITY = _rule(
    "command_ability",
    ABILITIES,
    "They require spending a Command Token in addition to the normal costs",
)
SUPPORT_ABILITY = _rule(
    "support_ability",
    ABILITIES,
    "Cause the card to be discarded and can only be activated one at a time",
)
EQUIP = _rule(
    "equip",
    ABILITIES,
    "They are only active if the item is face-up in an item slot",
)
EQUIP_MOVES = _rule(
    "equip_moves",
    ABILITIES,
    "The effect persists even if the item is moved, but its effect shifts to the character in the new item slot",
)
COSTS_IN_FULL = _rule(
    "costs_in_full",
    "Card Effects and Activation › Activating Abilities",
    "An ability can only be activated if all specified costs are paid immediately and in full",
)
TARGET_NEEDED = _rule(
    "target_needed",
    "Special Notes",
    "Effects that require a target can only be activated if a valid target exists at the time of activation",
)
TARGET_LOST = _rule(
    "target_lost",
    "Special Notes",
    "If the target's status changes after activation, the effect still resolves as "
    "announced—but its impact may be lost",
)
RESOLVE_AFTER_DISCARD = _rule(
    "resolve_after_discard",
    "Special Notes",
    "If a card is discarded while its effect is still on the stack, the "
    "effect does not lose validity as long as all conditions were met when it triggered",
)
SIMULTANEOUS = _rule(
    "simultaneous",
    "Special Notes",
    "When multiple abilities trigger at the same time (e.g., from the same action), "
    "the active player decides the order in which their own effects are placed on the stack",
)
REVEAL = _rule(
    "reveal",
    "Special Notes",
    "A face-down attached item can be revealed at any time by its controller when they "
    "have priority—even during another player's turn",
)
REVEAL_DISCARD = _rule(
    "reveal_discard",
    "Items",
    "Once an item's effect has been triggered, you may discard it, but you are not required to do so",
)
EXTRA_DECK_PLAY = _rule(
    "extra_deck_play",
    "What Do You Need to Play? › Building Your Deck",
    "This deck contains special cards with "
    "unique rules that cannot be drawn directly during the game. These special rules determine when a card can be "
    "played",
)
DAY_TRIGGERS = _rule("day_triggers", "Game Flow › Day", "First, all “At Day” effects are resolved")
MORNING_TRIGGERS = _rule(
    "morning_triggers",
    "Game Flow › Morning",
    "First, all effects that trigger “In the Morning” activate",
)
CARD_TEXT_FIRST = _rule(
    "card_text_first",
    "Official Clarifications › Rules Questions",
    "If a card text contradicts a general rule, the card text takes precedence",
)
