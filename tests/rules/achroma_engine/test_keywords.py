"""Achroma engine — one test per keyword of achroma-rules.md (CARD ABILITY KEYWORDS), each on a demo card."""

from __future__ import annotations

from rules.achroma.engine import ENGINE, demo_cards, texts

from .helpers import act, act_events, goto, next_turn, play, put, refused, seat, start, take

RULEBOOK_KEYWORDS = {
    "ACTION",
    "CLAIM",
    "CURSE",
    "DEFEND",
    "DIG",
    "DISPOSE",
    "DIVERT",
    "FIND",
    "FREEZE",
    "HUNT",
    "INFEST",
    "MENAGERIE",
    "MOUNT",
    "REVEAL",
    "POISONOUS",
    "PREVENT",
    "PROTECTION",
    "RAGE",
    "RESEARCH",
    "RESTRAIN",
    "SACRIFICE",
    "SECRET",
    "SHIELD WALL",
    "SPLAT",
    "SQUISH",
    "TRADE",
}


def both_had_turns(state):
    return next_turn(next_turn(state))


def test_every_rulebook_keyword_is_on_a_demo_card() -> None:
    printed = {k for c in demo_cards().values() for k in c["keywords"]}
    assert printed >= RULEBOOK_KEYWORDS


def test_keyword_action_triggers_once_on_deploy() -> None:
    """ACTION — Heart of the Caldera: 'ACTION: Gain 2' resolves once, right after it is Deployed."""
    state = start(["ach1-005"], [])
    host = put(state, "p1", "ach1-040")
    state = play(state, "deploy", "p1", card=take(state, "p1", "ach1-005"), host=host)
    assert seat(state, "p1")["shards"] == 10 - 3 + 2
    state = both_had_turns(state)
    assert seat(state, "p1")["shards"] == 9  # never again


def test_keyword_claim_takes_a_location() -> None:
    """CLAIM — Grimmarr: take a Location from another Canvas; Erased, it goes to its owner's Dregs."""
    state = start(["ach1-028"], [])
    grove = put(state, "p2", "ach1-025")
    state = play(state, "deploy", "p1", card=take(state, "p1", "ach1-028"), target=grove)
    assert state["board"][grove]["ctrl"] == "p1" and state["inst"][grove][1] == "p2"


def test_keyword_curse_and_cursed_interaction() -> None:
    """CURSE — Hexwright Apprentice curses a card; Cursebloom Circle gains 1 per CURSED card."""
    state = start(["ach1-014"], [])
    circle = put(state, "p1", "ach1-015")
    victim = put(state, "p2", "ach1-040")
    state = play(state, "deploy", "p1", card=take(state, "p1", "ach1-014"), target=victim)
    assert state["board"][victim]["cursed"]
    state = goto(state, "resolve")
    before = seat(state, "p1")["shards"]
    state = act(state, "resolve", "p1", card=circle)
    assert seat(state, "p1")["shards"] == before + 1


def test_keyword_defend_intercepts_an_attack() -> None:
    """DEFEND — Village Militia replaces the attacked Character as the target."""
    state = start(["ach1-031"], ["ach1-046"])
    bruiser = put(state, "p1", "ach1-031")
    warden, militia = put(state, "p2", "ach1-040"), put(state, "p2", "ach1-046")
    state = act(state, "attack", "p1", attacker=bruiser, defender=warden)
    assert ENGINE.to_act(state) == ["p2"]
    assert {"type": "defend", "seat": "p2", "card": militia} in ENGINE.legal_actions(state, "p2")
    state = act(state, "defend", "p2", card=militia)
    assert militia not in state["board"] and warden in state["board"]


def test_keyword_dig_takes_a_character_from_the_dregs() -> None:
    """DIG — Barrowdelver: a Character from your Dregs into your hand."""
    state = start(["ach1-031"], [])
    troll = take(state, "p1", "ach1-031")
    seat(state, "p1")["hand"].remove(troll)
    seat(state, "p1")["dregs"].append(troll)
    state = play(state, "deploy", "p1", card=take(state, "p1", "ach1-032"), target=troll)
    assert troll in seat(state, "p1")["hand"]


def test_keyword_dispose_as_a_reaction_before_the_attack() -> None:
    """DISPOSE — Tinkers' Caltrops: erased as a Reaction; its damage lands before the declared attack."""
    state = start(["ach1-031"], [])
    bruiser = put(state, "p1", "ach1-031")
    warden = put(state, "p2", "ach1-040")
    caltrops = put(state, "p2", "ach1-041", on=warden)
    state = act(state, "attack", "p1", attacker=bruiser, defender=warden)
    assert state["pending"]["queue"] == ["p2"]
    state, events = act_events(state, "dispose", "p2", card=caltrops, target=bruiser)
    assert caltrops in seat(state, "p2")["dregs"]
    # 2 DISPOSE damage, then the attack still happened: the Road Warden's 2 Strength finished the 3-shard troll.
    assert bruiser in seat(state, "p1")["dregs"] and warden in seat(state, "p2")["dregs"]
    assert [e["type"] for e in events].index("disposed") < [e["type"] for e in events].index("attacked")


def test_keyword_dispose_in_your_own_turn() -> None:
    """DISPOSE — Hedge Alchemist: during your turn, at any time: Erase it and Gain 2."""
    state = start([], [])
    alchemist = put(state, "p1", "ach1-042")
    state = play(state, "dispose", "p1", card=alchemist)
    assert alchemist in seat(state, "p1")["dregs"] and seat(state, "p1")["shards"] == 12


def test_keyword_divert_redirects_an_action() -> None:
    """DIVERT — Mirrorward Sentinel takes the Searing Gust aimed at another card of its Canvas."""
    state = start(["ach1-008"], [])
    warden, sentinel = put(state, "p2", "ach1-040"), put(state, "p2", "ach1-016")
    state = act(state, "deploy", "p1", card=take(state, "p1", "ach1-008"), target=warden)
    state = act(state, "divert", "p2", card=sentinel)
    assert state["board"][warden]["dmg"] == 0 and state["board"][sentinel]["dmg"] == 2


def test_keyword_find_searches_the_palette() -> None:
    """FIND — Wyrmcall Horn: an Emberwing Hatchling from your Palette into your hand, then shuffle."""
    state = start(["ach1-003", "ach1-007"], [])
    seat(state, "p1")["hand"] = [u for u in seat(state, "p1")["hand"] if state["inst"][u][0] != "ach1-003"]
    seat(state, "p1")["palette"] += [
        u for u in state["inst"] if state["inst"][u][0] == "ach1-003" and u not in seat(state, "p1")["palette"]
    ]
    host = put(state, "p1", "ach1-040")
    state = play(state, "deploy", "p1", card=take(state, "p1", "ach1-007"), host=host)
    assert any(state["inst"][u][0] == "ach1-003" for u in seat(state, "p1")["hand"])


def test_keyword_freeze_stops_resolving_until_controllers_turn_ends() -> None:
    """FREEZE — Frostbinder Adept: a FROZEN card cannot Gain; it unfreezes at the end of its controller's turn."""
    state = start(["ach1-012"], [])
    grove = put(state, "p2", "ach1-025")
    state = play(state, "deploy", "p1", card=take(state, "p1", "ach1-012"), target=grove)
    state = goto(next_turn(state), "resolve")
    assert not any(a.get("card") == grove for a in ENGINE.legal_actions(state, "p2"))
    state = next_turn(state)
    assert not state["board"][grove]["frozen"]


def test_keyword_hunt_resolves_next_turn() -> None:
    """HUNT — Thornquill Hunter: at the start of your next turn, 3 damage to the hunted Character."""
    state = start([], [])
    hunter = put(state, "p1", "ach1-021")
    prey = put(state, "p2", "ach1-006")
    state = play(state, "activate", "p1", card=hunter, target=prey)
    assert state["board"][prey]["dmg"] == 0
    state = next_turn(state)
    state, events = act_events(goto(state, "end"), "pass_turn", "p2")
    assert any(e["type"] == "hunt_resolved" for e in events) and state["board"][prey]["dmg"] == 3


def test_keyword_infest_for_one_shard() -> None:
    """INFEST — Gloomspore Mite: pay 1 to attach to a Character, which then cannot attack and takes its effect."""
    state = start(["ach1-020"], [])
    victim = put(state, "p2", "ach1-031")
    mite = take(state, "p1", "ach1-020")
    state = play(state, "deploy", "p1", card=mite, host=victim, mode="infest")
    assert seat(state, "p1")["shards"] == 9 and state["board"][mite]["on"] == victim
    state = next_turn(state)
    assert not any(a["type"] == "attack" for a in ENGINE.legal_actions(state, "p2"))
    state = next_turn(next_turn(state))  # p2 again, in its Resolve step: the Mite's Drain 1, not the troll's
    assert ENGINE.legal_actions(goto(state, "main"), "p2")


def test_keyword_menagerie_needs_three_character_types() -> None:
    """MENAGERIE — Mother of the Thousand Glades: Gain 3 once a turn with 3 unique Character Types."""
    state = start([], [])
    mother = put(state, "p1", "ach1-019")
    put(state, "p1", "ach1-022")
    assert not any(a.get("card") == mother for a in ENGINE.legal_actions(state, "p1"))
    put(state, "p1", "ach1-024")
    state = play(state, "activate", "p1", card=mother)
    assert seat(state, "p1")["shards"] == 13
    refused(state, {"type": "activate", "seat": "p1", "card": mother}, texts.PAY_ONCE.id)


def test_keyword_mount_combines_strength_and_shards() -> None:
    """MOUNT — Skyreach Saddle-Knight on a Drake: they attack as one and leave only together."""
    state = start([], [])
    knight, drake = put(state, "p1", "ach1-002"), put(state, "p1", "ach1-003")
    enemy = put(state, "p2", "ach1-028")
    state = act(state, "mount", "p1", card=knight, host=drake)
    state, events = act_events(state, "attack", "p1", attacker=drake, defender=enemy)
    attacked = next(e for e in events if e["type"] == "attacked")
    assert attacked["attacker_strength"] == 4 and enemy in state["board"]
    assert knight in state["board"] and drake in state["board"]  # 4 damage taken from a pool of 5


def test_keyword_reveal_until_a_location() -> None:
    """REVEAL — Wandering Cartographer: reveal until a Location, take it, shuffle the rest back."""
    state = start(["ach1-037"], [])
    hand_before = len(seat(state, "p1")["hand"])
    state, events = act_events(state, "deploy", "p1", card=take(state, "p1", "ach1-037"))
    revealed = next(e for e in events if e["type"] == "cards_revealed")
    assert revealed["taken"] in seat(state, "p1")["hand"] and len(seat(state, "p1")["hand"]) == hand_before + 1


def test_keyword_poisonous_erases_what_it_damages_through_protection() -> None:
    """POISONOUS — Nightshade Adder erases the Warden of the Glass Vault despite its PROTECTION."""
    state = start([], [])
    adder = put(state, "p1", "ach1-024")
    vault = put(state, "p2", "ach1-011")
    state = act(state, "attack", "p1", attacker=adder, defender=vault)
    assert vault not in state["board"]


def test_keyword_prevent_blocks_a_drain() -> None:
    """PREVENT — Runestone Cairn: 1 Shard of an opposing Drain is blocked, once per player turn."""
    state = both_had_turns(start(["ach1-044", "ach1-044"], []))
    put(state, "p2", "ach1-033")
    state = play(state, "deploy", "p1", card=take(state, "p1", "ach1-044"), target="p2")
    assert seat(state, "p2")["shards"] == 9 and seat(state, "p1")["shards"] == 9
    state = play(state, "deploy", "p1", card=take(state, "p1", "ach1-044"), target="p2")
    assert seat(state, "p2")["shards"] == 7


def test_keyword_protection_blocks_damage() -> None:
    """PROTECTION — Warden of the Glass Vault takes no attack damage and is no target for Searing Gust."""
    state = start(["ach1-008"], [])
    bruiser = put(state, "p1", "ach1-031")
    vault = put(state, "p2", "ach1-011")
    gust = take(state, "p1", "ach1-008")
    assert {"type": "deploy", "seat": "p1", "card": gust, "target": vault} not in ENGINE.legal_actions(state, "p1")
    state = act(state, "attack", "p1", attacker=bruiser, defender=vault)
    assert state["board"][vault]["dmg"] == 0


def test_keyword_rage_attacks_twice() -> None:
    """RAGE — Cindermaw attacks twice a turn; Ragewater Brew gives RAGE."""
    state = start(["ach1-034"], [])
    wyrm = put(state, "p1", "ach1-001")
    a, b = put(state, "p2", "ach1-040"), put(state, "p2", "ach1-048")
    state = act(state, "attack", "p1", attacker=wyrm, defender=a)
    state = act(state, "attack", "p1", attacker=wyrm, defender=b)
    assert a not in state["board"] and b not in state["board"]
    troll = put(state, "p1", "ach1-031")
    state = play(state, "deploy", "p1", card=take(state, "p1", "ach1-034"), target=troll)
    assert state["board"][troll]["rage"] == 1


def test_keyword_research_pay_one_per_card_kept() -> None:
    """RESEARCH 2 — Archmagus Velloran: look at the top 2, pay 1 Shard per card kept."""
    state = start(["ach1-010"], [])
    state = act(state, "deploy", "p1", card=take(state, "p1", "ach1-010"))
    assert state["pending"]["what"] == "research" and ENGINE.to_act(state) == ["p1"]
    top = state["pending"]["cards"]
    assert "cards" not in ENGINE.view_for(state, "p2")["pending"]
    keep_one = next(
        b for b in ENGINE.legal_actions(state, "p1") if state["pending"]["options"][b.get("option", 0)] == [top[0]]
    )
    state = act(state, "choose", "p1", option=keep_one["option"])
    assert top[0] in seat(state, "p1")["hand"] and seat(state, "p1")["shards"] == 10 - 5 - 1
    assert seat(state, "p1")["palette"][-1] == top[1]


def test_keyword_restrain_and_release() -> None:
    """RESTRAIN — Gaoler of the Silent Stair: the card goes under it; Erased, it returns and may attack."""
    state = start(["ach1-013", "ach1-036"], [])
    victim = put(state, "p2", "ach1-031")
    gaoler = take(state, "p1", "ach1-013")
    state = play(state, "deploy", "p1", card=gaoler, target=victim)
    assert victim not in state["board"] and state["board"][gaoler]["under"] == [victim]
    state = next_turn(state)
    from rules.achroma.engine import board as bd

    events: list = []
    bd.erase(state, gaoler, events, reason="test")
    assert state["board"][victim]["ctrl"] == "p2" and state["board"][victim]["since"] == -1


def test_keyword_sacrifice_erases_your_card_to_gain() -> None:
    """SACRIFICE — Bonepicker Troll: Erase another card of yours to Gain 3."""
    state = start([], [])
    troll, fodder = put(state, "p1", "ach1-029"), put(state, "p1", "ach1-025")
    state = play(state, "activate", "p1", card=troll, cost_card=fodder)
    assert fodder in seat(state, "p1")["dregs"] and seat(state, "p1")["shards"] == 13


def test_keyword_secret_hides_then_deploys_for_free() -> None:
    """SECRET — Keeper of Hushed Roots: hide a Palette's top card; at your turn's start, Deploy it for free."""
    state = goto(start(["ach1-026"], [], []), "main")
    state = play(state, "deploy", "p1", card=take(state, "p1", "ach1-026"), target="p2")
    keeper = next(u for u, r in state["board"].items() if r["secret"])
    hidden = state["board"][keeper]["secret"][0]
    assert all(v["canvases"]["p1"][0]["secret_cards"] == 1 for v in (ENGINE.view_for(state, s) for s in ("p1", "p2")))
    state = next_turn(next_turn(next_turn(state)))
    assert state["turn"]["step"] == "start"
    state = act(state, "reveal_secret", "p1", card=keeper)
    if state["pending"]:
        state = act(state, "choose", "p1", option=0)
    assert keeper not in state["board"] and (hidden in state["board"] or hidden in seat(state, "p2")["dregs"])
    assert seat(state, "p1")["shards"] == 7 and ENGINE.invariant_violations(state) == []


def test_keyword_shield_wall_adds_shards_once_per_turn() -> None:
    """SHIELD WALL 2 — The Molten Roost: the attacked Character gets 2 more Shard Value."""
    state = start([], [])
    wyrm = put(state, "p1", "ach1-001")
    put(state, "p2", "ach1-009")
    warden = put(state, "p2", "ach1-006")
    state = act(state, "attack", "p1", attacker=wyrm, defender=warden)  # 5 damage against 4 + 2
    assert warden in state["board"] and state["board"][warden]["sw"] == 2


def test_keyword_splat_gives_a_gain_until_resolved() -> None:
    """SPLAT 1 — Splatterwing Pixie gives a card [+1]; resolved once, then removed."""
    state = start([], [])
    pixie, grove = put(state, "p1", "ach1-022"), put(state, "p1", "ach1-025")
    state = goto(play(state, "activate", "p1", card=pixie, target=grove), "resolve")
    state = act(state, "resolve", "p1", card=grove)
    assert seat(state, "p1")["shards"] == 12 and state["board"][grove]["tokens"] == []


def test_keyword_squish_gives_a_drain() -> None:
    """SQUISH 1 — Squallnettle Pixie gives a card [-1] until your next turn."""
    state = goto(both_had_turns(start([], [])), "main")
    pixie, grove = put(state, "p1", "ach1-023"), put(state, "p1", "ach1-025")
    state = goto(play(state, "activate", "p1", card=pixie, target=grove), "resolve")
    state = act(state, "resolve", "p1", card=grove, target="p2")
    assert seat(state, "p1")["shards"] == 11 and seat(state, "p2")["shards"] == 9


def test_keyword_trade_is_a_bonus_trade_outside_the_limit() -> None:
    """TRADE — Gilded Scales: ACTION: TRADE a card, not counted toward the 6-shard limit."""
    state = start(["ach1-038", "ach1-001"], [])
    host = put(state, "p1", "ach1-040")
    wyrm = take(state, "p1", "ach1-001")
    state = play(state, "deploy", "p1", card=take(state, "p1", "ach1-038"), host=host, target=wyrm)
    assert seat(state, "p1")["shards"] == 10 - 2 + 6 and state["this_turn"]["trade_shards"] == 0
