"""The card-level Oversoul rules the engine enforces, each quoted from ``oversoul-rulebook.md`` (Markdown emphasis
and the backslashes before ``*`` removed) or, where the rulebook is damaged or silent, from the engine's rulings in
``docs/oversoul-rulings.md``. A test checks every quote appears word for word in the file it names. Sections are
named by their headings as the text prints them (``rulings.SECTIONS``).

Turn structure, RANK, ENERGY and the endings the tracker already quotes are reused from ``rules.oversoul.rules_text``.
"""

from __future__ import annotations

from rules.base import Rule
from rules.oversoul.rules_text import RULEBOOK

RULINGS_DOC = "oversoul-rulings.md"  # docs/oversoul-rulings.md in this repository


def _r(rule_id: str, section: str, quote: str) -> Rule:
    return Rule(id=f"oversoul.{rule_id}", rulebook=RULEBOOK, section=section, quote=quote)


def ruling(rule_id: str, title: str, quote: str) -> Rule:
    """A reading of the engine where the rulebook is damaged or silent (``docs/oversoul-rulings.md``)."""
    return Rule(id=f"oversoul.ruling.{rule_id}", rulebook=RULINGS_DOC, section=title, quote=quote)


# ---- the board and card states --------------------------------------------------------------------------------

ZONES_FULL = _r(
    "zones_full",
    "3.1. GAME BOARD",
    "There are 3 Event Zones and 5 Unit Zones (if they are full, cards of that Card Type can no longer be played "
    "until there is a spot available).",
)
EXHAUST = _r(
    "exhaust",
    "3.3. ACTIVATED, EXHAUSTED and REACTIVATED",
    "Exhausted cards can't Attack, Guard or Generate ENERGY until they are Reactivated (switched back to vertical "
    "position).",
)
REACTIVATE = _r(
    "reactivate",
    "3.3. ACTIVATED, EXHAUSTED and REACTIVATED",
    "Because a card is considered being Activated when Reactivated; it also triggers its ACTIVATE Ability.",
)
PREPARE_WAIT = _r(
    "prepared_wait",
    "3.4. PREPARING",
    "A Prepared card can't be Activated during the same turn it was Prepared, but can be Activated from the next "
    "turn onwards at any time, during either turn (see 10. TIMESHIFT).",
)
PREPARED_STATS = _r(
    "prepared_stats",
    "3.4. PREPARING",
    "A Prepared card can't be Exhausted, have no Roles, RANK, ENERGY, DMG, SPD or Card Text, however all Prepared "
    "cards have an HP of 4",
)
PREPARED_CONSTRUCT = _r(
    "prepared_construct",
    "3.4. PREPARING",
    "If a Construct is Prepared, it is not Attached to a Unit / Event, instead it is Prepared onto an empty Zone "
    "(Event Zone for EVENT Constructs and Unit Zone for UNIT Constructs). Then when it's Activated, immediately "
    "Attach it to an appropriate Active card",
)
PREPARE = _r(
    "prepare",
    "8.7. KEYWORDED ACTIONS",
    "Prepare – The action of placing a card vertically face-down on the board. Players can Prepare cards from the "
    "hand (during their own Action Phase) by Consuming –1 ENERGY.",
)

# ---- ENERGY and RANK ------------------------------------------------------------------------------------------

GENERATED_ENERGY = _r(
    "generated_energy",
    "4. ENERGY and RANK",
    "After the last action / Timeshift, unused Generated ENERGY from a +card will NOT be stored and will be gone, "
    "but can be used for multiple cards / Abilities (only if they are in the same Timeshift as the action that "
    "Consumed ENERGY first).",
)
RANK_LIMIT = _r(
    "rank_limit",
    "4. ENERGY and RANK",
    "For example; if you want to Enter RANK III or lower cards, your Leader must be at least RANK III.",
)
PLUS_LIMIT = _r(
    "plus_card_limit",
    "4.1. GENERATOR CARDS",
    "You can only Activate 1 +card each turn (unless specified otherwise in card text).",
)
GENERATE = _r(
    "generate",
    "4.1. GENERATOR CARDS",
    "While the +card is on the board, it will have a set number of ENERGY available once each turn that can be "
    "instantly Generated at any moment (even on your opponent's turn) when you are about to Consume ENERGY.",
)
LEADER_ROLE_ABILITIES = _r(
    "leader_role_abilities",
    "5.4. LEADER",
    "–Leader Units also gain Role Abilities from their Roles, however some Role Abilities are available already "
    "from when they are simply Active as Leaders.",
)
GENERATE_WHEN = _r(
    "generate_when_consumed",
    "4.1. GENERATOR CARDS",
    "To Generate the ENERGY from your +card, turn it to sideways position (Exhausted) from upright facing up position "
    "(Activated) on your board only when ENERGY is to be Consumed.",
)
DISCOUNT = _r(
    "archetype_discount",
    "4.1. GENERATOR CARDS",
    "In addition, your Active +cards (including +Leader even when not Activated as a Event or Unit) provide all "
    "other Consume(-) cards of the same Archetype with a 1 ENERGY discount each.",
)
CONSUME = _r(
    "consume",
    "4.2. CONSUMER CARDS",
    "To Activate a Consume/-card, other than making sure the RANK of the card doesn't exceed the current RANK of "
    "your Leader, you also need to Consume the required ENERGY cost on that card from ENERGY available from your "
    "Leader and Activated +cards.",
)
PLUS_CONSTRUCT = _r(
    "plus_construct",
    "5.3. CONSTRUCTS",
    "Thus, if a +Construct is Attached to a +Unit / +Event, it will instead increase the amount of available "
    "ENERGY the Attached card can Generate on each Exhaust (while the +Construct remains Active).",
)

# ---- card types -----------------------------------------------------------------------------------------------

ONLY_UNITS_ATTACK = _r("only_units_attack", "5.1. UNITS", "Your Units act as the army of creatures that fight for you.")
CONSTRUCT_ATTACH = _r(
    "construct_attach",
    "5.3. CONSTRUCTS",
    "Constructs are placed on top of Units (UNIT Construct) or Events (EVENT Construct) when they Enter, this is "
    "referred to as them being Attached.",
)
CONSTRUCT_SHIELD = _r(
    "construct_shield",
    "5.3. CONSTRUCTS",
    "If multiple Constructs are Attached, the top Construct will receive damage first.",
)
CONSTRUCT_REACTIVATES = _r(
    "construct_reactivates",
    "5.3. CONSTRUCTS",
    "If a Construct is Activated and Attached to an Exhausted card, that Exhausted card is Reactivated. If a "
    "Construct is instead Spawned and Attached to an Activated card, that Activated card is Exhausted.",
)
CONSTRUCTS_SHATTER = _r(
    "constructs_shatter",
    "5.3. CONSTRUCTS",
    "If a card Attached with Constructs leaves the board, is Prepared or is SEALED, all its Attached Constructs are "
    "Shattered.",
)
LEADER_ACTIVATION = _r(
    "leader_activation",
    "5.4. LEADER",
    "Leaders are placed in the Leader Zone before the Game begins and can be Activated later as a Unit / Event "
    "during their own Action Phase, but only after they've already reached RANK V and ENERGY requirements are met.",
)
LEADER_RETURNS = _r(
    "leader_returns",
    "5.4. LEADER",
    "If a Leader Unit / Event would be Returned to the hand or Deck, they return to the Leader Zone (no longer "
    "Active as a Unit / Event).",
)
LEADER_KEYWORDS = _r(
    "leader_keywords",
    "5.4. LEADER",
    "Keyworded Abilities are only in effect once a Leader is also Active on the board as a Unit / Event.",
)
CAST_EVENT = _r(
    "cast_event",
    "7.2 EVENT ROLES",
    "CAST – Spells and one-time use Events that can be Activated from the hand during the owner's Action Phase.",
)
QUICK_EVENT = _r(
    "quick_event",
    "7.2 EVENT ROLES",
    "QUICK – Just like CAST Events, however these can be Activated from the hand at any time, even during your "
    "opponent's turn without having to Prepare them.",
)
PERFECT_EVENT = _r(
    "perfect_event",
    "7.2 EVENT ROLES",
    "PERFECT – Can be Activated during any Phase / turn just like QUICK Events, however only while there is a card "
    "with a “PERFECT ” Ability Active on either board.",
)
COUNTER_EVENT = _r(
    "counter_event",
    "7.2 EVENT ROLES",
    "COUNTER – Traps and interactive Events that are required to be Prepared before Activating.",
)
BOARD_EVENT = _r(
    "board_event",
    "7.2 EVENT ROLES",
    "These Events stay on the board until removed by other means. For that reason, BOARD Events have an HP total "
    "and can be Attacked by Units.",
)
EVENT_CONSTRUCT = _r(
    "event_construct",
    "7.3 CONSTRUCT ROLES",
    "EVENT – Constructs that are Attached exclusively to BOARD Events (Placed on top of it when Activated).",
)
TOTEM = _r(
    "totem",
    "7.1. UNIT ROLES",
    "TOTEM (Secondary Role, not played in the Deck, Units Spawned by Abilities. Possess no Abilities, but can be "
    "granted Keyworded Abilities from other cards. Have the same Archetype as the card that Spawned them. Exiled "
    "when leaving the board. Can't be Prepared.)",
)
NO_SPAWN = _r("events_not_spawned", "7.2 EVENT ROLES", "(There are no Generate/+CAST Events & they can't be Spawned)")

# ---- battle ---------------------------------------------------------------------------------------------------

ATTACK = _r(
    "attack",
    "8.7. KEYWORDED ACTIONS",
    "Attack – The action of selecting a Unit to strike with, using its DMG onto a selected opposing card's HP. A "
    "Unit must have at least 2 SPD to Attack.",
)
ATTACK_DECLARE = _r(
    "attack_declare",
    "6. BATTLE",
    "To Attack with a Unit, declare an Attack by selecting an appropriate target on the opposing board and "
    "Exhausting your Attacking Unit.",
)
SPD_ENTER = _r(
    "spd_enter",
    "6.2. SPEED (SPD)",
    "3 = Can also Attack Units the same turn it Enters - 4 = Can also Attack Events the same turn it Enters - 5 = "
    "Can also Attack Leaders the same turn it Enters",
)
SPD_ORDER = _r(
    "spd_order",
    "6.2. SPEED (SPD)",
    "First, when 2 Units Battle, the Unit with the higher SPD will deal damage to the opposing Unit first. This "
    "means that if an Attacking Unit with a higher SPD Shatters its selection in Battle, it will remain unharmed "
    "due to Shattering the selected Unit before it has the chance to Retaliate. Cards Battling with the same SPD "
    "strike each other simultaneously.",
)
SPD_OVERFLOW = _r(
    "spd_overflow", "6.2. SPEED (SPD)", "Units that receive SPD while already at 5 SPD, convert exceeding SPD to DMG."
)
RETALIATE = _r(
    "retaliate",
    "8.7. KEYWORDED ACTIONS",
    "Retaliate – The action of a Unit striking back when Attacked, using its DMG onto the Attackers HP. A Unit must "
    "have at least 1 SPD to Retaliate.",
)
GUARD_SELECTION = _r(
    "guard_selection",
    "6.4. STAGES of BATTLE",
    "Guard selection is when a player chooses with what GUARD card (if any) to intercept an incoming Attack and "
    "become the new Attack selection for.",
)
SHATTER_AT_ZERO = _r(
    "shatter",
    "8.7. KEYWORDED ACTIONS",
    "Shatter – The action of a card being defeated and sent from the board to the Idle Zone. When the HP of cards "
    "reach 0 (or through Abilities) they Shatter.",
)
CYCLE_HEAL = _r(
    "cycle_heal", "2.1. CYCLE PHASE", "Heal ALL your non-Leader cards to full HP (skipped on players' first cycle)"
)
CYCLE_REACTIVATE = _r(
    "cycle_reactivate",
    "2.1. CYCLE PHASE",
    "Reactivate (turn vertical from horizontal position) ALL your Exhausted cards (skipped on players' first cycle)",
)

# ---- timeshift and card text ----------------------------------------------------------------------------------

TIMESHIFT = _r(
    "timeshift",
    "10. TIMESHIFT",
    "Timeshift is a mechanic that allows actions and usage of Abilities to be responded to, with Prepared card "
    "Activations OR Activation of cards / usage of Abilities with Quick properties.",
)
TIMESHIFT_ORDER = _r(
    "timeshift_order",
    "10. TIMESHIFT",
    "The benefit of a Timeshift is that the last card Activated / Ability used in the Timeshift, Resolves its "
    "Ability first, then following that order until lastly, the first card Activated / Ability used in the "
    "Timeshift chain resolves its Ability.",
)
LEFTOVER = _r(
    "leftover_energy",
    "10. TIMESHIFT",
    "When players Generate ENERGY from a +card to Consume but have leftover ENERGY, additional cards / Abilities "
    "can be Timeshifted to the card / Ability that Consumed ENERGY in order to also Consume the leftover Generated "
    "ENERGY for those additional cards / Abilities.",
)
CAST_LAW = _r(
    "cast_law",
    "8.5. KEYWORDED LAWS",
    "CAST – Can be used during your Action Phase (can't be used as TIMESHIFT 2 or higher).",
)
QUICK_LAW = _r("quick_law", "8.5. KEYWORDED LAWS", "QUICK – Can be used at any time, during either turn.")
ONCE = _r(
    "once",
    "8.1. LAWS",
    "(Once each turn for this Ability) = That specific Ability can only be used once each turn.",
)
CANCEL = _r(
    "cancel",
    "8.7. KEYWORDED ACTIONS",
    "Cancel – Negate/prevent the playing of a card or usage of an Ability through Timeshift. If Cancelling the "
    "Activation of a card, ENERGY is still Consumed for –cards and the Activation for 1 +card that turn is used up.",
)
EXPOSE = _r(
    "expose",
    "8.7. KEYWORDED ACTIONS",
    "The Exposed card can't be Activated / use its Abilities until the next Cycle Phase.",
)
GAZE = _r("gaze", "8.7. KEYWORDED ACTIONS", "Gaze – Look at the top cards of a Deck and then return them in any order.")
SACRIFICE = _r(
    "sacrifice",
    "8.7. KEYWORDED ACTIONS",
    "Sacrifice – The action of a card being sent from your own board to the Idle Zone in order to Activate another "
    "card or as a Cost to use their Abilities.",
)
SPAWN = _r(
    "spawn",
    "8.7. KEYWORDED ACTIONS",
    "Spawn – The action of Entering a card Active through Abilities without being Activated. Spawned cards Exhaust "
    "when Entering.",
)
ROLE_ABILITIES = _r(
    "role_abilities",
    "8.4. UNIT ROLE ABILITIES",
    "All –Unit Roles (except MECHNOIDS & PRIMALS) also possess unique Abilities (referred to as Role Abilities) "
    "always present on that Role.",
)
KEYWORD_UPGRADE = _r(
    "keyword_upgrade",
    "8.6. KEYWORDED ABILITIES",
    'After 1 use of the "HYPER-" version, the Keyworded Ability is downgraded to the regular version.',
)
