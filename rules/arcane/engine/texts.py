"""The rules of Chronicles of Arcane the engine enforces, each quoted verbatim from the rulebook (a test checks every
quote word for word). The tracker's rules (``rules.arcane.rules_text``) are reused where they fit; the readings the
engine chose where the rulebook is silent or unclear are in ``docs/arcane-rulings.md``, each resting on one of
these quotes.
"""

from __future__ import annotations

from rules.arcane import rules_text as r
from rules.base import Rule

RULEBOOK = r.RULEBOOK


def _rule(id_: str, section: str, quote: str) -> Rule:
    return Rule(id=f"arcane.{id_}", rulebook=RULEBOOK, section=section, quote=quote)


# ---- set-up, turns, Essences ---------------------------------------------------------------------------------------

STARTING_LIFE = r.STARTING_LIFE
FIRST_PLAYER_ROLL = r.FIRST_PLAYER_ROLL
MULLIGAN = r.MULLIGAN
MULLIGAN_RETURN = r.MULLIGAN_RETURN
GAME_START = r.GAME_START
START_DRAW = r.START_DRAW
EMPTY_DECK = r.EMPTY_DECK
ONE_ESSENCE = r.ONE_ESSENCE
ESSENCE_IN_ACTION_PHASE = r.ESSENCE_IN_ACTION_PHASE
PHASE_ORDER = r.PHASE_ORDER
PASS_TURN = r.PASS_TURN
HOW_TO_WIN = r.HOW_TO_WIN
LAST_PLAYER_STANDING = r.LAST_PLAYER_STANDING
CARD_TEXT_PRIORITY = r.CARD_TEXT_PRIORITY
DOMAIN_BANISH = r.DOMAIN_BANISH
DOMAIN_STACK = r.DOMAIN_STACK
DOMAIN_FIFO = r.DOMAIN_FIFO
DOMAIN_ANY_PLAYER = r.DOMAIN_ANY_PLAYER
TRAP_ANY_TIME = r.TRAP_ANY_TIME

UNEXHAUST = _rule(
    "unexhaust",
    "Parts of a Turn › 1. Start of Turn › B",
    "Unexhaust cards you control in the Battlefield (unless stated otherwise).",
)
ESSENCE_CARDS = _rule(
    "essence_cards",
    "Card Types › Essences",
    "Essences are cards that can be Exhausted to generate 1 Essence of its Essence type. Essences "
    "are used to pay the cost of Invoking (playing) other cards (Creatures, Spells, etc.) or "
    "certain Abilities.",
)
NEUTRAL = _rule(
    "neutral",
    "Neutral",
    "There are also Neutral Essence cards that don't belong to a specific Essence type. These cards work "
    "in any kind of deck and offer a variety of different uses.",
)
INVOKE_PERPETUAL = _rule(
    "invoke_perpetual",
    "Parts of a Turn › 2. Action Phase › B",
    "Place creatures, artifacts, or other perpetual cards from your hand onto the Battlefield. "
    "You can do this as many times as you like given that you have enough generated Essence to "
    "pay the costs of each card. They enter exhausted.",
)
INVOKE_SPELL = _rule(
    "invoke_spell",
    "Parts of a Turn › 2. Action Phase › C",
    "Invoke spells from your hand. You can do this as many times as you like given that you have "
    "enough generated Essence to pay the costs of each spell.",
)
ABILITIES = _rule(
    "abilities",
    "Parts of a Turn › 2. Action Phase › D",
    "Activate abilities on your creature, artifacts, or other perpetual cards. If there is an "
    "associated cost for an ability, you must be able to pay it.",
)
MOVE = _rule(
    "move",
    "Parts of a Turn › 2. Action Phase › E",
    "Exhaust a creature you control to move it directly Adjacent or In-line.",
)
UNEXHAUSTED_ABILITIES = _rule(
    "unexhausted_abilities",
    "Glossary › Unexhaust / Unexhausted",
    "The transition of a card from the exhausted state to an active state, enabling it to "
    "use its abilities, attack, block, or take other actions during the player's turn.",
)
END_OF_TURN_EFFECTS = _rule(
    "end_of_turn_effects",
    "Parts of a Turn › 4. End of Turn › A",
    'Any affects/conditions that state "end of turn" occur now, whether they begin or end.',
)
GENERATED_LOST = _rule(
    "generated_lost",
    "Parts of a Turn › 4. End of Turn › B",
    "Unexhausted Essence remains available during your opponent's turn(s). Generated Essence is lost.",
)
HAND_SECRET = _rule(
    "hand_secret", "Glossary › Hand", "The set of cards that a player holds and keeps secret from their opponent."
)
ESSENCE_NOT_TARGETABLE = _rule(
    "essence_not_targetable",
    "Battlefield Positioning › Essences",
    "Essence cards have no assigned HP and are therefore not targetable.",
)

# ---- the Battlefield -------------------------------------------------------------------------------------------------

ROWS = _rule(
    "rows",
    "The Battlefield › The Battlefield",
    "When a perpetual card is invoked, it must be played to your Front or Back Row",
)
FRONT_ROW_SIZE = _rule(
    "front_row_size", "Battlefield Positioning › Front Row", "The Front Row has six (6) positions for perpetual cards."
)
COVER = _rule(
    "cover",
    "Battlefield Positioning › Front Row",
    "When an opposing player wishes to target a perpetual in the Back Row with an attack or ability, they "
    "must first target and deal with the perpetual immediately in front of it in the Front Row.",
)
COVER_EXHAUSTED = _rule(
    "cover_exhausted",
    "Combat Examples › Example 3",
    "This is an invalid attack because another Death's Herald (2b) is in-line with 5b "
    "obstructing the path (even though it is exhausted).",
)
BACK_ROW_ATTACK = _rule(
    "back_row_attack",
    "Battlefield Positioning › Back Row",
    "Typically, they cannot attack unless there is no perpetual directly in front of them or "
    "unless they possess a specific trait like Reach that allows them to attack from the Back "
    "Row.",
)
BACK_ROW_SPELLS = _rule(
    "back_row_spells",
    "Battlefield Positioning › Back Row",
    "Likewise, Back Row perpetuals may be targeted by creatures with the Reach trait and by spells.",
)
ANCIENTS = _rule(
    "ancients",
    "Card Types › Ancients",
    "They operate similarly to creature cards, but they cannot be declared as a blocker and cannot "
    "attack (unless otherwise stated). Each player may only control and have ONE (1) Ancient in play.",
)
ANCIENTS_START = _rule(
    "ancients_start",
    "Card Types › Ancients",
    "Ancients start in the Battlefield and remain active throughout the course of the game.",
)
ARTIFACTS = _rule(
    "artifacts",
    "Card Types › Artifacts",
    "Artifacts have HP and can be targeted by attacks, but they have 0 Attack Power and cannot declare "
    "attacks or defend themselves.",
)
CREATURES = _rule(
    "creatures",
    "Card Types › Creatures",
    "Creatures are able to declare Attacks on their owner's turn and declare as Blockers when friendly "
    "cards or their controller is attacked. When a creature is destroyed, it goes into its owner's "
    "Sanctum (unless stated otherwise).",
)
SPELLS = _rule(
    "spells",
    "Card Types › Spells",
    "Spells are (generally) one-time use cards that perform an Action/Ability and then are sent to their "
    "owner's Sanctum after being Resolved.",
)
TOKENS = _rule(
    "tokens",
    "Card Types › Tokens",
    "Tokens are removed from the game when they would be sent to the Sanctum or Abyss. Tokens may have "
    "abilities or effect text and enter the Battlefield exhausted.",
)
DAMAGE_STAYS = _rule(
    "damage_stays",
    "Combat Examples › Example 1",
    "Skeletal Pummeler remains on the Battlefield with 3/2 (Attack power and HP respectively).",
)
COUNTERS_FIRST = _rule(
    "counters_first",
    "Combat Examples › Example 5",
    "Any additional counters on a Perpetual go on top of the original stats and get affected first.",
)
TRIGGER_AT_ONCE = _rule(
    "trigger_at_once",
    "Combat Examples › Example 5",
    "Earthscale Iguana's ability Earthscale Defense, takes into effect immediately (before any damage is applied).",
)
LIFE_ABOVE_START = r.LIFE_ABOVE_START

# ---- the stack and combat --------------------------------------------------------------------------------------------

STACK = _rule(
    "stack",
    "Spell/Ability Resolution",
    "In the event that multiple spells or abilities are played in response to each other, spells/abilities "
    "resolve in first in, last out order.",
)
DECLARE_ATTACK = _rule(
    "declare_attack",
    "Parts of a Turn › 3. Combat › A",
    "Declare attackers: choose which creatures/perpetuals you control that will be attacking, "
    "exhaust them, and choose targets of their attack.",
)
DECLARE_BLOCKERS = _rule(
    "declare_blockers",
    "Parts of a Turn › 3. Combat › B",
    "Opponent declares blockers: The defending player may choose which creatures, if any, they "
    "want to use to block your attacking creatures.",
)
SIMULTANEOUS = _rule(
    "simultaneous",
    "Parts of a Turn › 3. Combat › C",
    "Combat damage: damage is assigned and dealt between attacking and blocking creatures/perpetuals at the same time.",
)
ROLL_OVER = _rule(
    "roll_over",
    "Parts of a Turn › 3. Combat › D",
    "When a player is targeted for an attack, and they defend with a creature(s) they control, any "
    "extra damage the creature(s) cannot block will roll over to the player.",
)
ATTACKS_ONE_BY_ONE = _rule(
    "attacks_one_by_one",
    "Parts of a Turn › 3. Combat › E",
    "All combat must take place during the combat phase, however attacks should be declared "
    "individually. After each attack, the opponent(s) have an opportunity to respond with "
    "defenders, traps, or other card effects.",
)
BLOCK_AWAKE = _rule(
    "block_awake",
    "Combat Examples › Example 2",
    "Player B can block with any awakened creature on the Battlefield regardless of position.",
)
BLOCK_ABSORBS = _rule(
    "block_absorbs",
    "Combat Examples › Example 2",
    "Neophyte will absorb all damage from Avel Stormblade and no damage will be applied to Skeletal "
    "Pummeler, despite Neophyte having only 2 HP to Avel Stormblade's 3 Attack Power.",
)
BLOCK_ORDER = _rule(
    "block_order", "Combat Examples › Example 6", "Player B must decide which creature they want to defend with first."
)
BLOCK_SEQUENCE = _rule(
    "block_sequence",
    "Combat Examples › Example 6",
    "Before combat between the Blackfish and Earthscale Iguana is resolved, the Offspring ability "
    "is activated and two 1/1 Feral Lion tokens are created.",
)

# ---- Traits ----------------------------------------------------------------------------------------------------------


def _trait(name: str, quote: str) -> Rule:
    return _rule(f"trait.{name.lower().replace(' ', '_')}", f"Traits › {name}", quote)


AERIAL = _trait(
    "Aerial",
    "Creatures with Aerial can only be targeted for attack by other Aerial creatures or "
    "creatures with the Reach trait. Additionally, creatures without Reach or Aerial cannot block an "
    "attack on an Aerial creature. Creatures with Aerial can be blocked by any creature if a player is the "
    "target. Creatures with Aerial can be passed through if they occupy the Front Row of the Battlefield.",
)
DEATHSTRIKE = _trait(
    "Deathstrike",
    "When a creature with Deathstrike deals combat damage to another creature, whether "
    "through attacking or blocking, the damaged creature is destroyed and sent to its owner's "
    "Sanctum. The controlling player of Deathstrike loses Life equal to the difference in HP between "
    "your creature and the target. Deathstrike does not affect non-creature perpetuals.",
)
FORMIDABLE = _trait("Formidable", "Creatures with Formidable can only be blocked by two or more creatures.")
GENERATOR = _trait(
    "Generator",
    "A creature with Generator creates one 'floating' Essence of its card type at the "
    "beginning of its controller's turn. This 'floating' Essence is lost at the end of the turn.",
)
HASTE = _trait(
    "Haste",
    "A creature with Haste is able to attack and/or use abilities on the turn it enters the "
    "Battlefield. It is not affected by exhaustion when invoked.",
)
LIFEDRAIN = _trait(
    "Lifedrain",
    "When a creature with Life Drain deals combat damage to another creature, whether "
    "through attacking or blocking, its owner gains Life equal to the damage dealt.",
)
MAGIC_WARD = _trait("Magic Ward", "Creatures with Magic Ward cannot be directly targeted by spells.")
PERSISTENCE = _trait(
    "Persistence",
    "A creature with Persistence does not become exhausted when it attacks. (It can only attack once per turn).",
)
PREEMPTIVE_STRIKE = _trait(
    "Preemptive Strike",
    "A creature with Preemptive Strike always deals damage first, whether "
    "it is attacking or blocking. If both creatures in combat have Preemptive Strike, both "
    "controllers roll a D6 to see who attacks first (highest roll).",
)
REACH = _trait(
    "Reach",
    "A creature with Reach is able to target creatures with Aerial and creatures in the Back Row of the Battlefield.",
)
STEALTH = _trait(
    "Stealth",
    "A creature with Stealth cannot be targeted by attacks, abilities, or spells. Stealth is "
    "lost after the first time that creature attacks, blocks, or uses an ability. A creature with Stealth "
    "active does not automatically block or prohibit an attacker from targeting a perpetual in the Back "
    "Row directly behind it.",
)
TAUNT = _trait(
    "Taunt",
    "Creatures with Taunt must be the target of attacks. Creatures with Taunt must be played to "
    "the Front Row and cannot be moved to the Back Row.",
)
TRAP = _trait(
    "Trap",
    "Cards with Trap can be played at any time. When they are played, their cost in Essence must be "
    "paid immediately before any effects resolve. Creatures invoked as Trap cards during an opposing "
    "player's turn may immediately block.",
)
UNBLOCKABLE = _trait("Unblockable", "Creatures with Unblockable cannot be blocked when they declare an attack.")
UNDEAD = _trait(
    "Undead",
    "Creatures with Undead take damage from healing effects instead of healing from them. "
    "Additionally, they are not affected by Deathstrike.",
)

TRAIT_RULES: dict[str, Rule] = {
    "aerial": AERIAL,
    "deathstrike": DEATHSTRIKE,
    "formidable": FORMIDABLE,
    "generator": GENERATOR,
    "haste": HASTE,
    "lifedrain": LIFEDRAIN,
    "magic_ward": MAGIC_WARD,
    "persistence": PERSISTENCE,
    "preemptive_strike": PREEMPTIVE_STRIKE,
    "reach": REACH,
    "stealth": STEALTH,
    "taunt": TAUNT,
    "trap": TRAP,
    "unblockable": UNBLOCKABLE,
    "undead": UNDEAD,
}
