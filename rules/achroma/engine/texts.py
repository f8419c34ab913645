"""Card-level Achroma rules the engine enforces beyond the tracker's, each quoted verbatim from the rulebook.

Turn-structure rules (steps, TRADE limit, deploy limit, banks, winning) are the tracker's ``rules_text``; a test
checks every quote here appears word for word in the file it names.
"""

from __future__ import annotations

from rules.achroma.rules_text import HOW_TO_PLAY, RULES_MD, RULINGS
from rules.achroma.rules_text import MULLIGAN as MULLIGAN  # the tracker's rule; the engine enforces it too
from rules.base import Rule

KW = "Card ability keywords › "
OPENING_HAND = Rule(
    "achroma.opening_hand",
    RULES_MD,
    "Your Canvas › Your Hand",
    "Each player starts the game with a hand containing 5 cards.",
)
EMPTY_PALETTE = Rule(
    "achroma.empty_palette",
    RULES_MD,
    "Gameplay › Start step",
    "If at any point in the game you run out of cards to draw from your Palette, you may either TRADE or skip the "
    "Start step.",
)
ATTACK = Rule(
    "achroma.attack",
    RULES_MD,
    "Gameplay › Main step › Attacking",
    "At any point during your Main step, each Character on your Canvas may make one attack against a Character on "
    "another Canvas. Characters cannot attack the turn they are Deployed, but can attack from the turn after.",
)
OBJECTS_FIRST = Rule(
    "achroma.objects_take_damage_first",
    RULES_MD,
    "Gameplay › Main step › Attacking",
    "If an Object is Erased, any remaining points of Shard damage is carried over and applied to their attached "
    "Character. If a Character has multiple attached Objects, their controller chooses in which order they take "
    "Shard damage.",
)
OBJECT_ATTACH = Rule(
    "achroma.object_attach",
    RULES_MD,
    "How to read an Achroma card › Objects",
    "To Deploy an Object, attach it to a Character on any Canvas, show this by overlapping the cards.",
)
REALM_RELIC = Rule(
    "achroma.realm_relic",
    RULES_MD,
    "How to read an Achroma card › Objects",
    "Realm Relics are the most powerful Objects, and therefore a Character may only wield 1 Realm Relic at a time.",
)
HEROIC = Rule(
    "achroma.heroic",
    RULES_MD,
    "How to read an Achroma card › Heroic cards",
    "If a second copy of a Heroic card is Deployed onto a Canvas while the original copy is still on the Canvas, "
    "the original copy is Erased before any game abilities are triggered on the second copy.",
)
HEAL = Rule(
    "achroma.damage_heals",
    RULES_MD,
    "Gameplay › Pass turn",
    "Once a player's turn has ended all cards that received Shard damage return to their full Shard Value, then the "
    "next player begins their turn and continues until there is a winner.",
)
RESOLVE_ONE = Rule(
    "achroma.resolve_one_card_at_a_time",
    RULES_MD,
    "Gameplay › Resolve step",
    "To resolve a card, check the top right corner of a card (where a card's Achroma effect is located) and the "
    "resolve abilities of cards on your Canvas. Resolve 1 card at a time.",
)
LEAVING = Rule(
    "achroma.leaving_the_game",
    RULES_MD,
    "Gameplay › Leaving the game",
    "A player who is out of the game removes their cards from all Canvases. Any cards on their Canvas that belong "
    "to other players are sent to their original owner's Dregs.",
)
ACTION_CARD = Rule(
    "achroma.action_card",
    RULES_MD,
    "How to read an Achroma card › Action",
    "These powerful spells, events and resources are single-use cards that are Deployed onto your Canvas, resolved "
    "and then immediately placed in your Dregs.",
)
ACTION_MANDATORY = Rule(
    "achroma.action_mandatory",
    RULES_MD,
    "How to read an Achroma card › Action",
    "When deploying an Action card, you must resolve as much of its ability as possible, even if this has a "
    "negative impact on the player who deployed it.",
)
PAY_ONCE = Rule(
    "achroma.pay_x_once_per_turn",
    RULES_MD,
    "Glossary › Pay X Shards",
    "You may only do this once per turn per card with 'Pay X Shards'.",
)
REACTION = Rule(
    "achroma.reaction",
    RULES_MD,
    "Glossary › Reaction",
    "You may React only after an opponent has either: Declared they wish to Deploy a card, use an ability (of a "
    "card on their Canvas) or declared an Attack.",
)
REACT_ONCE = Rule(
    "achroma.react_once", RULES_MD, "Glossary › Reaction", "Each other player may only React once per opportunity."
)
LOCATION_NOT_ATTACKED = Rule(
    "achroma.locations_not_attacked",
    RULES_MD,
    "Glossary › Location",
    "A card type that has no Strength value and is not capable of attacking. Locations may not be attacked unless "
    "otherwise specified.",
)
# ---- keywords -------------------------------------------------------------------------------------------------
ACTION_KW = Rule(
    "achroma.kw.action",
    RULES_MD,
    KW + "ACTION",
    "If the gameplay ability on a card has the keyword 'ACTION:' before it, this ability triggers and concludes just "
    "once, immediately after the card is Deployed.",
)
CLAIM = Rule(
    "achroma.kw.claim",
    RULES_MD,
    KW + "CLAIM",
    "Take the target card from another player's Canvas and place it on your Canvas under your control.",
)
CURSE = Rule(
    "achroma.kw.curse",
    RULES_MD,
    KW + "CURSE",
    "Choose a card on any Canvas to CURSE and turn it sideways, it is now Cursed.",
)
DEFEND = Rule(
    "achroma.kw.defend",
    RULES_MD,
    KW + "DEFEND",
    "When another Character on your Canvas is targeted for an attack, a Character with DEFEND may intercept the "
    "attack, replacing them as the target.",
)
DIG = Rule("achroma.kw.dig", RULES_MD, KW + "DIG", "Search your Dregs for a specific card and put it into your hand.")
DISPOSE = Rule(
    "achroma.kw.dispose",
    RULES_MD,
    KW + "DISPOSE",
    "Erase the card with the word DISPOSE. Once Erased, action the ability on the card. If this is during your turn, "
    "you may do this at any time.",
)
DISPOSE_ORDER = Rule(
    "achroma.kw.dispose_turn_order",
    RULES_MD,
    KW + "DISPOSE",
    "When choosing to React in a multiplayer game, declare and resolve each use of DISPOSE in turn order, ending "
    "with the original player's Deploy, ability or Attack.",
)
DIVERT = Rule(
    "achroma.kw.divert",
    RULES_MD,
    KW + "DIVERT",
    "Once per turn, when any Action or ability targets a card on your Canvas, as a Reaction it can be Diverted to "
    "this card provided this card is a legal target.",
)
FIND = Rule(
    "achroma.kw.find",
    RULES_MD,
    KW + "FIND",
    "Search your Palette for a specific card and put it into your hand. Then shuffle your Palette.",
)
FREEZE = Rule(
    "achroma.kw.freeze",
    RULES_MD,
    KW + "FREEZE",
    "A FROZEN card cannot GAIN, DRAIN, STEAL or PREVENT until unfrozen. Cards unfreeze at the end of their "
    "controller's turn.",
)
HUNT = Rule(
    "achroma.kw.hunt",
    RULES_MD,
    KW + "HUNT",
    "If both the target Character and card that initiated the HUNT are both still on the same Canvases they were on "
    "when the HUNT was initiated, at the start of your next turn resolve the HUNT effect.",
)
INFEST = Rule(
    "achroma.kw.infest",
    RULES_MD,
    KW + "INFEST",
    "When you play a Character with INFEST, you may choose to either pay the full Shard Value to play it as a "
    "Character on your own Canvas, or only pay 1 Shard to INFEST another Character on any Canvas; attaching the "
    "INFEST Character to another Character.",
)
MENAGERIE = Rule(
    "achroma.kw.menagerie",
    RULES_MD,
    KW + "MENAGERIE",
    "If you have 3 or more unique Character Types present on your Canvas at the same time, you may trigger "
    "MENAGERIE abilities once at any point during your turn.",
)
MOUNT = Rule(
    "achroma.kw.mount",
    RULES_MD,
    KW + "MOUNT",
    "During your Main step, you may attach this Character to an unmounted Dragon or Drake on your Canvas.",
)
REVEAL = Rule(
    "achroma.kw.reveal",
    RULES_MD,
    KW + "REVEAL",
    "Once you have revealed a card that meets the criteria specified by the ability/action, put that card into your "
    "hand. Put the overturned cards back into your Palette and shuffle.",
)
POISONOUS = Rule(
    "achroma.kw.poisonous",
    RULES_MD,
    KW + "POISONOUS",
    "Erases any card on a Canvas it deals any damage to through attacking. POISONOUS ignores PROTECTION and GUARD.",
)
PREVENT_KW = Rule(
    "achroma.kw.prevent",
    RULES_MD,
    KW + "PREVENT X",
    "PREVENT is an Achroma effect that specifies a certain amount of Shards that can be blocked from leaving your "
    "Shard Bank through opposing Drain and Steal effects once per player turn.",
)
PROTECTION = Rule(
    "achroma.kw.protection",
    RULES_MD,
    KW + "PROTECTION",
    "A Card with PROTECTION cannot be Erased, damaged or Drained of any Shards by another player.",
)
RAGE = Rule("achroma.kw.rage", RULES_MD, KW + "RAGE", "A Character with RAGE can attack one additional time each turn.")
RESEARCH = Rule(
    "achroma.kw.research",
    RULES_MD,
    KW + "RESEARCH X",
    "Look at the top X cards of your Palette. You may pay 1 Shard per card to put it in your hand.",
)
RESTRAIN = Rule(
    "achroma.kw.restrain",
    RULES_MD,
    KW + "RESTRAIN",
    "If the RESTRAINING card is Erased, the RESTRAINED card is returned to its owner's Canvas and is able to attack "
    "the turn they return to the Canvas.",
)
SACRIFICE = Rule(
    "achroma.kw.sacrifice",
    RULES_MD,
    KW + "SACRIFICE",
    "The keyword SACRIFICE is always followed by a game ability which, in order to activate, you must Erase a card "
    "from your Canvas (SACRIFICE).",
)
SECRET = Rule(
    "achroma.kw.secret",
    RULES_MD,
    KW + "SECRET",
    "Immediately at the very start of your turn, you may erase the Keeper, flip the hidden card(s) and Deploy them "
    "for free in any order.",
)
SHIELD_WALL = Rule(
    "achroma.kw.shield_wall",
    RULES_MD,
    KW + "SHIELD WALL X",
    "This effect only triggers once per turn, per character.",
)
SPLAT = Rule(
    "achroma.kw.splat",
    RULES_MD,
    KW + "SPLAT X",
    "You may give another card on any Canvas [+ (gain) X] as an Achroma effect until the start of your next",
)
SQUISH = Rule(
    "achroma.kw.squish",
    RULES_MD,
    KW + "SQUISH X",
    "You may give another card on any Canvas [- (Drain) X] until your next turn. Once resolved, the SQUISH is removed.",
)
TRADE_KW = Rule(
    "achroma.kw.trade",
    RULES_MD,
    KW + "TRADE",
    "Discard a card from your hand and add Shards to your Shard Bank equal to that card's Shard Value.",
)
FIRST_TURNS_ANY = Rule(
    "achroma.no_bank_effects_before_first_turns",
    HOW_TO_PLAY,
    "Gameplay › Resolve step",
    "A player's Shard bank can't be affected by another player's Steal, Drain or any other effects or abilities "
    "until everyone has had their first turn.",
)
WINNING_RULING = Rule(
    "achroma.ruling.winning",
    RULINGS,
    "Achroma › 6",
    "A bank that reaches 30 wins at once, whoever's turn it is. A bank at 0 is out at once and its player's turns are "
    "skipped; when only one bank above 0 remains, its owner wins.",
)
DISPOSE_DEPLOYS_LATER = Rule(
    "achroma.kw.dispose_deploys_later",
    RULES_MD,
    KW + "DISPOSE",
    "If by using DISPOSE as a Reaction, a new card would be Deployed (E.g. Alchemists Tincture), the new card only "
    "gets played after all other Deployments, abilities and attacks have concluded.",
)
# ---- glossary terms printed on cards ----------------------------------------------------------------------------
COPY = Rule(
    "achroma.copy",
    RULES_MD,
    "Glossary › Copy",
    "When copying a card, everything about the target card is copied over apart from the Shards in the Hex. The "
    "Shards remain the same as the card performing the copying ability. If the card being copied has the 'HEROIC' "
    "sub-type, that's copied too.",
)
SWAP = Rule(
    "achroma.swap",
    RULES_MD,
    "Glossary › Swap",
    "When you Swap a card with another card, they immediately take each other's place on their respective Canvases. "
    "'ACTION:' effects and other abilities that trigger upon Deployment of cards do not trigger again as swapping "
    "does not count as a Deployment. Once a card has been swapped, it is controlled by whoever's Canvas it is on.",
)
REPLACE = Rule(
    "achroma.replace",
    RULES_MD,
    "Glossary › Replace",
    "Replace the card that has been Erased with the card that has been selected based on the ability of the card "
    "being played. A card being replaced does not count as being Deployed, so ACTION would not be triggered.",
)
PAY_X = Rule(
    "achroma.pay_x_shards",
    RULES_MD,
    "Glossary › Pay X Shards",
    "You must pay the Shard(s) cost as determined by the card to use the ability that follows.",
)
