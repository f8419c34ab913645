"""The rules of Chronicles of Arcane the companion checks, each quoted verbatim from its source.

A test reads the rulebook and RULINGS.md and fails if any quote here is not found there word for word.
"""

from __future__ import annotations

from rules.base import Rule

RULEBOOK = "chronicles-of-arcane-rulebook.md"
RULINGS = "RULINGS.md"

STARTING_LIFE = Rule(
    id="arcane.starting_life",
    rulebook=RULEBOOK,
    section="Set-up › 1",
    quote="All players set their starting Life. In a 1v1 game, players start with 25 Life. "
    "In 3+ player games, players start with 30 Life.",
)
LIFE_ABOVE_START = Rule(
    id="arcane.life_above_start",
    rulebook=RULEBOOK,
    section="Glossary › Life",
    quote="Life can be healed above the starting value.",
)
HOW_TO_WIN = Rule(
    id="arcane.how_to_win",
    rulebook=RULEBOOK,
    section="How to Win",
    quote="To win the game of Chronicles of Arcane, reduce the Life of your opponent Player(s) to 0 "
    "before they reduce your Life to 0.",
)
LAST_PLAYER_STANDING = Rule(
    id="arcane.last_player_standing",
    rulebook=RULINGS,
    section="Chronicles of Arcane › 5",
    quote="A player at 0 life or less has lost; the last player left wins.",
)
FIRST_PLAYER_ROLL = Rule(
    id="arcane.first_player_roll",
    rulebook=RULEBOOK,
    section="Set-up › 2",
    quote="All players roll a dice. The player that rolls the highest number goes first. "
    "Play progresses in clockwise order from the first player's position.",
)
FIRST_PLAYER_TIES = Rule(
    id="arcane.first_player_ties",
    rulebook=RULINGS,
    section="Chronicles of Arcane › 2",
    quote="First player: every player rolls; the highest roll goes first; players tied for highest roll again.",
)
MULLIGAN = Rule(
    id="arcane.mulligan",
    rulebook=RULEBOOK,
    section="Mulligans",
    quote="A player can Mulligan as many times as they want in this fashion:",
)
MULLIGAN_RETURN = Rule(
    id="arcane.mulligan_return",
    rulebook=RULEBOOK,
    section="Mulligans › 3",
    quote="Return X cards to your deck, where X is your number of Mulligans.",
)
OPTIONAL_MULLIGAN = Rule(
    id="arcane.optional_mulligan",
    rulebook=RULEBOOK,
    section="Set-up › 4",
    quote="Players may optionally Mulligan (as explained below)",
)
MULLIGAN_BEFORE_START = Rule(
    id="arcane.mulligan_before_start",
    rulebook=RULEBOOK,
    section="Glossary › Mulligan",
    quote="A gameplay mechanic where a player, before the game begins, has the option to shuffle their starting "
    "hand back into their deck and draw a new hand of cards.",
)
GAME_START = Rule(
    id="arcane.game_start",
    rulebook=RULEBOOK,
    section="Set-up › 5",
    quote="The first player starts the game. They do not draw on their first turn.",
)
TURN_OWNER = Rule(
    id="arcane.turn_owner",
    rulebook=RULEBOOK,
    section="Parts of a Turn",
    quote="Each player's turn consists of 4 main phases.",
)
PHASE_ORDER = Rule(
    id="arcane.phase_order",
    rulebook=RULEBOOK,
    section="Parts of a Turn",
    quote="Each player's turn consists of 4 main phases. Phases must be completed in order:",
)
START_DRAW = Rule(
    id="arcane.start_of_turn_draw",
    rulebook=RULEBOOK,
    section="Parts of a Turn › 1. Start of Turn › A",
    quote="Draw a card. (The player that starts the game does not draw on their first turn.)",
)
FIRST_PLAYER_NO_DRAW = Rule(
    id="arcane.first_player_no_draw",
    rulebook=RULINGS,
    section="Chronicles of Arcane › 3",
    quote="The first player skips the draw of their first turn only.",
)
EMPTY_DECK = Rule(
    id="arcane.empty_deck",
    rulebook=RULEBOOK,
    section="Glossary › Deck",
    quote="If a player runs out of cards in their deck, they must play until they surrender or no longer have "
    "any actions to take.",
)
ONE_ESSENCE = Rule(
    id="arcane.one_essence_per_turn",
    rulebook=RULEBOOK,
    section="Card Types › Essences",
    quote="Only 1 Essence card may be played per turn.",
)
ESSENCE_IN_ACTION_PHASE = Rule(
    id="arcane.essence_in_action_phase",
    rulebook=RULEBOOK,
    section="Parts of a Turn › 2. Action Phase › A",
    quote="Place an Essence card from your hand onto the Battlefield (only once per turn).",
)
CARD_TEXT_PRIORITY = Rule(
    id="arcane.card_text_priority",
    rulebook=RULEBOOK,
    section="Notes",
    quote="In Chronicles of Arcane, card text takes priority over rules stated in this rulebook. For example, if a "
    "card says that you may play an extra Essence in a turn, you may play one more Essence in a turn.",
)
DOMAIN_INVOKE = Rule(
    id="arcane.domain_invoke",
    rulebook=RULEBOOK,
    section="Parts of a Turn › 2. Action Phase › B",
    quote="Place creatures, artifacts, or other perpetual cards from your hand onto the Battlefield.",
)
DOMAIN_STACK = Rule(
    id="arcane.domain_stack",
    rulebook=RULEBOOK,
    section="Card Types › Domains",
    quote="When another Domain enters the Battlefield place it beneath the current, active one. "
    "When the current Domain leaves the Battlefield, the one directly below it becomes active.",
)
DOMAIN_FIFO = Rule(
    id="arcane.domain_fifo",
    rulebook=RULEBOOK,
    section="Battlefield Positioning › Domains",
    quote="If there is already a Domain card in the sub-zone, place new Domains underneath it in first in, "
    "first out priority.",
)
DOMAIN_BANISH = Rule(
    id="arcane.domain_banish_counters",
    rulebook=RULEBOOK,
    section="Card Types › Domains",
    quote="When a Domain card becomes the target of an attack, ability, or spell that would deal damage, "
    "1 Banish Counter is added to it. When a Domain has 5 or more Banish Counters, it is destroyed, and its "
    "owner must send it to the Abyss.",
)
DOMAIN_ANY_PLAYER = Rule(
    id="arcane.domain_any_player",
    rulebook=RULEBOOK,
    section="Card Types › Domains",
    quote="Any player may target Domains with attacks, abilities, or spells.",
)
TRAP_ANY_TIME = Rule(
    id="arcane.trap_any_time",
    rulebook=RULEBOOK,
    section="Traits › Trap",
    quote="Cards with Trap can be played at any time.",
)
PASS_TURN = Rule(
    id="arcane.pass_turn",
    rulebook=RULEBOOK,
    section="Parts of a Turn › 4. End of Turn › C",
    quote="Active player announces the end of their turn, play passes clockwise to the next player.",
)

ALL_RULES: tuple[Rule, ...] = tuple(v for v in list(globals().values()) if isinstance(v, Rule))
