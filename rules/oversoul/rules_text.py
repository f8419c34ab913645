"""The Oversoul rules the companion checks, each with the rulebook sentence that states it.

Quotes are verbatim from ``oversoul-rulebook.md`` with only its Markdown emphasis (``**``/``*``) removed;
where the rulebook is unclear the quote is the project's ruling from ``RULINGS.md`` instead.
"""

from __future__ import annotations

from rules.base import Rule

RULEBOOK = "oversoul-rulebook.md"
RULINGS = "RULINGS.md"


def _rule(rule_id: str, section: str, quote: str, rulebook: str = RULEBOOK) -> Rule:
    return Rule(id=f"oversoul.{rule_id}", rulebook=rulebook, section=section, quote=quote)


# ---- setup --------------------------------------------------------------------------------

PLAYERS = _rule(
    "players",
    "Oversoul › 1",
    "A two-player game. The player whose leader has the lower HP chooses who goes first; on equal HP a recorded "
    "random pick stands in for rock-paper-scissors.",
    RULINGS,
)
DECK_SIZE = _rule(
    "deck_size",
    "1. INTRO",
    "Before a Game begins, each player assembles their own, uniquely crafted Deck of 30 to 40 cards",
)
FIRST_PLAYER = _rule(
    "first_player",
    "2. GAME FLOW and PHASES of a TURN",
    "The player/Leader with the lowest HP total chooses who goes first. If both Leaders have the same HP total, "
    "both players instead decide with rock-paper-scissors who gets to choose who goes first.",
)
OPENING_DRAW = _rule(
    "opening_draw",
    "2. GAME FLOW and PHASES of a TURN",
    "Once decided, the player who goes first Draws 4 cards from their Deck, while the player who goes second "
    "Draws 5 cards",
)

# ---- turn structure -----------------------------------------------------------------------

PHASES = _rule(
    "phases",
    "2. GAME FLOW and PHASES of a TURN",
    "A turn consists of 3 phases: Cycle Phase, Action Phase and Return Phase. Once a player decides to move on "
    "to the next phase, they may not return to the previous phase.",
)
CYCLE_DRAW = _rule("cycle_draw", "2.1. CYCLE PHASE", "Draw 1 card (from their Deck)")
RANK_UP = _rule(
    "rank_up",
    "2.1. CYCLE PHASE",
    "Have their Leader RANK increased by 1 (Starting at 1 until reaching 5 at fifth cycle) "
    "(skipped on players' first cycle)",
)
ENERGY_REFRESH = _rule(
    "energy_refresh",
    "2.1. CYCLE PHASE",
    "Refresh available ENERGY to Generate from Leader equal to their current RANK",
)
HAND_LIMIT = _rule(
    "hand_limit",
    "2.3. RETURN PHASE",
    "During the Return Phase, if the turn player has more than 5 cards in their hand, they must Return cards "
    "from their hand to the bottom of their Deck until their hand size is 5 again.",
)
RETURN_AND_DRAW = _rule(
    "return_and_draw",
    "2.3. RETURN PHASE",
    "Additionally, once during the turn player's Return Phase, they have a choice to Return any 3 cards (1 from "
    "their hand, 1 from their Idle Zone & 1 from their Unit / Event Zone) to the bottom of their Deck in order "
    "to Draw 1 card from their Deck",
)
TURN_PASS = _rule(
    "turn_pass",
    "2.3. RETURN PHASE",
    "After that, regardless if they chose to Return 3 cards or not, the turn is passed to the other player and "
    "a new cycle begins for that player.",
)

# ---- ENERGY, RANK and cards ---------------------------------------------------------------

CONSUME_ENERGY = _rule(
    "consume_energy",
    "4.2. CONSUMER CARDS",
    "you also need to Consume the required ENERGY cost on that card from ENERGY available from your Leader and "
    "Activated +cards.",
)
RANK_LIMIT = _rule(
    "rank_limit",
    "4. ENERGY and RANK",
    "For example; if you want to Enter RANK III or lower cards, your Leader must be at least RANK III.",
)
GENERATOR_ACTIVATION = _rule(
    "generator_activation",
    "4.1. GENERATOR CARDS",
    "To Activate a Generate(+) card, place it from your hand on your board or flip it up while Prepared so long "
    "as the RANK of the card doesn't exceed the current RANK of your Leader.",
)
GENERATOR_LIMIT = _rule(
    "generator_limit",
    "4.1. GENERATOR CARDS",
    "You can only Activate 1 +card each turn (unless specified otherwise in card text).",
)
ACTIVATE = _rule(
    "activate",
    "8.7. KEYWORDED ACTIONS",
    "Activate – The action of playing a card from the hand (during own Action Phase) OR from Prepared by "
    "following their ENERGY rule.",
)
QUICK_EVENT = _rule(
    "quick_event",
    "7.2 EVENT ROLES",
    "QUICK – Just like CAST Events, however these can be Activated from the hand at any time, even during your "
    "opponent's turn without having to Prepare them.",
)
QUICK_NOT_GENERATE = _rule(
    "quick_not_generate",
    "7.2 EVENT ROLES",
    "(There are no Generate/+QUICK Events & they can't be Spawned)",
)
PREPARE = _rule(
    "prepare",
    "3.4. PREPARING",
    "During the Action Phase, the turn player can Prepare any card from their hand by Consuming 1 ENERGY and "
    "place it face-down onto the appropriate Zone.",
)
PREPARED_WAIT = _rule(
    "prepared_wait",
    "3.4. PREPARING",
    "A Prepared card can't be Activated during the same turn it was Prepared, but can be Activated from the next "
    "turn onwards at any time, during either turn",
)
DRAW = _rule("draw", "8.7. KEYWORDED ACTIONS", "Draw – Add the top card of your Deck to your hand.")

# ---- HP and the end of the game -----------------------------------------------------------

DAMAGE = _rule(
    "damage",
    "6.3. HEALTH POINTS (HP)",
    "When cards receive damage, it is subtracted from their HP total.",
)
HEAL = _rule("heal", "8.7. KEYWORDED ACTIONS", "Heal – Points restored to a card's HP.")
LEADER_DEFEATED = _rule(
    "leader_defeated",
    "5.4. LEADER",
    "Leaders have an HP stat. When it reaches 0 (or if the Leader otherwise leaves the board and doesn't Return "
    "within the same chain of Abilities that removed it), that player loses the Game.",
)
DECK_OUT = _rule(
    "deck_out",
    "Oversoul › 3",
    "A leader at 0 HP loses; so does a player who must draw from an empty deck.",
    RULINGS,
)
SHAKTI_DARSHAN = _rule(
    "shakti_darshan",
    "2. GAME FLOW and PHASES of a TURN",
    "If ALL 9 Archetypes are on your board across 9 different cards (one card for each Archetype) of any Card "
    "Type, you instantly win the Game by pronouncing Shakti-darshan.",
)
SHIVA_DARSHAN = _rule(
    "shiva_darshan",
    "2. GAME FLOW and PHASES of a TURN",
    "If the top card of ALL your card Zones (including Leader) are of the same Archetype, you instantly win the "
    "Game by pronouncing Shiva-darshan.",
)
OPENING_REPLACE = _rule(
    "opening_replace",
    "2. GAME FLOW and PHASES of a TURN",
    "Then, both players have the choice to replace any number of cards of their choice in their hand by Returning "
    "them to the bottom of the Deck and then Drawing the same amount (this can only be done once at the start of "
    "each Game).",
)
LEADER_LEAVES = _rule(
    "leader_leaves_board",
    "10. TIMESHIFT",
    "If a Leader leaves the board, they still have a chance to survive if an Ability is used immediately after / "
    "during them leaving the board that has the Leader successfully return.",
)
RANK_AND_ENERGY = _rule(
    "rank_and_energy",
    "Oversoul › 2",
    "RANK starts at I and rises by one at the start of each of that player's cycles from their second, to at "
    "most V. ENERGY from the leader is refreshed to the current RANK at the start of every cycle, the first "
    "included.",
    RULINGS,
)

ALL_RULES: tuple[Rule, ...] = tuple(v for v in list(globals().values()) if isinstance(v, Rule))
