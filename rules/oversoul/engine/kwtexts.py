"""The 28 Keyworded Abilities (8.6) and the default Unit Role Abilities (8.4), each quoted from the rulebook."""

from __future__ import annotations

from rules.base import Rule
from rules.oversoul.rules_text import RULEBOOK

_KW = "8.6. KEYWORDED ABILITIES"
_ROLE = "8.4. UNIT ROLE ABILITIES"

KEYWORD_QUOTES: dict[str, str] = {
    "AVIAN": 'AVIAN – "●Can\'t be Guarded by or Attacked by Units with lower SPD (except by RANGED or another AVIAN)"',
    "CLEAVE": "CLEAVE – \"●This card's Attacks & Abilities that Select & Deal DMG, also Deal DMG to cards adjacent to "
    'the Selection equal to Damage dealt" (Counted as Ability DMG)',
    "CRYSTALIZED": 'CRYSTALIZED – "Can\'t be Shattered or Damaged below 1 HP".',
    "GUARD": 'GUARD – "●Can be Exhausted if an opposing Unit Attacks to force the Attacker to Battle this card '
    'instead"',
    "PIERCE": "PIERCE – \"●This card's Attacks & Abilities that Select, Deal DMG & would exceed the HP of the "
    "Selected card, also Deal DMG to the cards in the Zone directly under it, then to the cards in the Zone "
    'directly behind the opposing Selected card" (Cards with BARRIER will block all incoming DMG from a card with '
    "PIERCE.)",
    "POLARITY": 'POLARITY – "●Can\'t be Selected by Ability Costs or have any subsequent Constructs Attached to"',
    "RANGED": 'RANGED – "●Units won\'t Retaliate in Battle when Attacked by this card"',
    "RESISTANT": 'RESISTANT – "●Unaffected by Abilities from cards (except Constructs Attached to this card)"',
    "THORNS": 'THORNS – "●Deal DMG to a Unit Battling this card equal to DMG that Unit Dealt to this card" '
    "(Counted as Ability DMG)",
    "VAMPIRISM": 'VAMPIRISM – "●Heal HP to this card equal to the DMG it Dealt (Heal Leader instead if at full '
    'HP)" (Must remain Active to Heal)',
    "BARRIER": 'BARRIER – "●If this card would Take DMG (Once while Active) It Takes no DMG"',
    "HYPER-BARRIER": 'HYPER-BARRIER – "●If this card would Take DMG (Once while Active) It Takes no DMG, then Gain '
    'BARRIER"',
    "DEATHTOUCH": 'DEATHTOUCH – "●If this card Deals DMG to non-Leader Units / Events & those cards remain on the '
    "board (Once while Active) Place 1 Death mark on those cards➤ Shatter all cards with 1 Death mark on them "
    '(Exile those cards instead if they Have 2 Death marks)"',
    "HYPER-DEATHTOUCH": 'HYPER-DEATHTOUCH – "●If this card Deals DMG to non-Leader Units / Events & those cards '
    "remain on the board (Once while Active) Place 2 Death marks on those cards➤ Exile cards with 2 Death marks "
    '(Shatter those cards instead if they Have 1 Death mark), then Gain DEATHTOUCH"',
    "DUAL-STRIKE": 'DUAL-STRIKE – "●If this card would DMG (Once while Active) Deal the same amount of DMG once more"',
    "HYPER-STRIKE": 'HYPER-STRIKE – "●If this card would DMG (Once while Active) Deal the same amount of DMG twice '
    'more, then Gain DUAL-STRIKE"',
    "DYNAMO": "DYNAMO – “●If this card would Generate ENERGY or use an Ability that has values in its Resolution "
    "(Once while Active) Double the ENERGY Generated / values in the Ability's Resolution”",
    "HYPER-DYNAMO": "HYPER-DYNAMO – “●If this card would Generate ENERGY or use an Ability that has values in its "
    "Resolution (Once while Active) Triple the ENERGY Generated / values in the Ability's Resolution, then Gain "
    "DYNAMO”",
    "FRENZY": "FRENZY – “●If this card would be Exhausted (Once while Active) It is not Exhausted”",
    "HYPER-FRENZY": "HYPER-FRENZY – “●If this card would be Exhausted (Once while Active) It is not Exhausted, then "
    "Gain FRENZY”",
    "VEILED": "VEILED – “●Can't be Selected by opposing Ability Costs or Attacks, then if this card is Exhausted "
    "Cancel this Ability”",
    "HYPER-VEILED": "HYPER-VEILED – “●Can't be Selected by opposing Ability Costs or Attacks, then if this card is "
    "Exhausted Cancel this Ability & Gain VEILED”",
    "AMORPHOUS": "AMORPHOUS – “●Exiled when leaving the board”",
    "BERSERK": "BERSERK – “●Must Attack each turn if able”",
    "CHAINED": "CHAINED – “●This card is Exhausted & can't be Reactivated”",
    "DAMNED": "DAMNED – “●Can't be Healed”",
    "PETRIFIED": "PETRIFIED – “●Set SPD on this card to 0”",
    "SEALED": "SEALED – “●Cancel all Abilities, changes to Stats (except Damage to HP) & Shatter all Constructs "
    "Attached to this card”",
}

ROLE_QUOTES: dict[str, str] = {
    "DRAGON": "DRAGON – •AVIAN •RESISTANT (to Events of lower RANK)",
    "ELEMENTAL": "ELEMENTAL – •DYNAMO",
    "GAIAN": "GAIAN – •OUTLAST Gain FRENZY",
    "MEGANIST": "MEGANIST – •SHATTER You can Select 1 Active ARCHETYPE Unit> Spawn & Attach this card to the "
    "selection as a UNIT Construct with HP equal to original HP & Gain AMORPHOUS (as Construct)",
    "NATURA": "NATURA – •QUICK Sacrifice this Unit➤ Generate additional RANK ENERGY from your next +card this turn",
    "NIDAGYST": "NIDAGYST – •QUICK (Once each turn) Consume 2 ENERGY➤ Prepare this card",
    "PHANTOM": "PHANTOM – •VEILED",
    "QIREAN": "QIREAN – •BARRIER",
    "RAPTOR": "RAPTOR – •AVIAN",
    "SORCERER": "SORCERER – •ACTIVATE You can Select 1 card on the board➤ Deal RANK DMG to it",
    "SEEKER": "SEEKER – •ENTER You can Gaze RANK at either Deck",
    "SECUTOR": "SECUTOR – •DUAL-STRIKE",
    "SEER": "SEER – •ACTIVATE You can select 1 Prepared card➤ Expose it",
    "SHAMAN": "SHAMAN – •CAST (Once each turn) Your next –Event Activated this turn Consumes 1 less ENERGY",
    "SOVEREIGN": "SOVEREIGN – •CAST (Once each turn) Your next –Construct Activated this turn Consumes 1 less ENERGY",
    "SUMMONER": "SUMMONER – •CAST (Once each turn) Your next –Unit Activated this turn Consumes 1 less ENERGY",
    "SENTRY": "SENTRY – •GUARD",
    "SHIFTER": "SHIFTER – •ENTER Select 1 Active Unit➤ This card also Becomes those Roles (while Active)",
    "SNIPER": "SNIPER – •RANGED",
    "SLAYER": "SLAYER – •CLEAVE",
    "STATION": "STATION – •THORNS",
    "STALKER": "STALKER – •CAST (while in your hand) Consume (–Cost) opposing ENERGY➤ Spawn this card & Gain AMORPHOUS",
    "UNDEAD": "UNDEAD – •SHATTER You can Spawn this card Damaged with 1 HP & Gain AMORPHOUS",
    "VERA": "VERA – •HONEST You can Exhaust this card & Select 1 Active card➤ Heal (RANK) HP to it & Give it "
    "CRYSTALIZED (until your next cycle)",
    "VOPROS": "VOPROS – •ACTIVATE Select 1 card on your board➤ Deal (RANK) DMG to it, if it Shatters Gain VAMPIRISM",
    "VEXEN": "VEXEN – •PIERCE",
}

KEYWORDS: dict[str, Rule] = {
    k: Rule(f"oversoul.keyword.{k.lower()}", RULEBOOK, _KW, q) for k, q in KEYWORD_QUOTES.items()
}
ROLES: dict[str, Rule] = {r: Rule(f"oversoul.role.{r.lower()}", RULEBOOK, _ROLE, q) for r, q in ROLE_QUOTES.items()}
