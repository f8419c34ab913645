"""Athernum engine — Activated, Command, Objective, Support, Reveal and Extra Deck abilities, each test quoting the
card text it checks. Targets are chosen as the ability goes on the stack (one body per legal target, ``target``)
and checked again when it resolves: "If the target's status changes after activation, the effect still resolves as
announced—but its impact may be lost"."""

from __future__ import annotations

import pytest

from rules.athernum.engine import ENGINE, abilities
from rules.athernum.engine import state as st
from rules.base import RuleViolation, State

from .card_helpers import answer, attach, hold_location, listed, options, steps
from .helpers import ID, act, hand, main, put, resources, seat, start

GUILD, WARDENS, SALT, ASHFALL = "Emberwright Guild", "Mistveil Wardens", "Saltmarsh Covenant", "Ashfall Nomads"


def refused(state: State, action: dict) -> str:
    with pytest.raises(RuleViolation) as info:
        ENGINE.apply(state, action)
    return info.value.rule.id


def activate(state: State, uid: str, **fields: str) -> dict:
    return {"type": "activate", "seat": "p1", "card": uid, "ability": 0, **fields}


def test_gearwright_tinkerer_reveals_a_face_down_item_for_a_command_token() -> None:
    """Gearwright Tinkerer: "Command — Spend one Command Token: reveal a face-down item attached to one of your
    characters."."""
    state = start()
    tinkerer = put(state, "p1", "Gearwright Tinkerer")
    flare = attach(state, "p1", tinkerer, "Signal Flare", up=False)
    assert listed(state, "p1", "activate") == [activate(state, tinkerer, target=flare)]
    state, _ = act(state, activate(state, tinkerer, target=flare))
    assert state["board"][flare]["up"] and seat(state, "p1")["command_tokens"] == 1
    seat(state, "p1")["command_tokens"] = 0
    attach(state, "p1", tinkerer, "Hunting Horn", up=False)
    assert listed(state, "p1", "activate") == []  # "They require spending a Command Token"


def test_stormcaller_adept_deals_two_damage_to_a_character() -> None:
    """Stormcaller Adept: "Command — Spend one Command Token: deal 2 damage to a character."."""
    state = start()
    adept = put(state, "p1", "Stormcaller Adept")
    scout = put(state, "p2", "Fogstep Scout")
    targets = {a["target"] for a in listed(state, "p1", "activate") if a["card"] == adept}
    assert scout in targets and main(state, "p2") in targets
    state, _ = act(state, activate(state, adept, target=scout))
    assert scout not in state["board"]  # 2 damage on a 1-DFV character: discarded by the State-Based Check


def test_current_binder_exhausts_itself_to_exhaust_a_character() -> None:
    """Current Binder: "Command — Spend one Command Token and exhaust Current Binder: exhaust a character."."""
    state = start()
    binder = put(state, "p1", "Current Binder")
    ilse = main(state, "p2")
    state, _ = act(state, activate(state, binder, target=ilse))
    assert not state["board"][binder]["up"] and not state["board"][ilse]["up"]
    assert [a for a in listed(state, "p1", "activate") if a["card"] == binder] == []


def test_pyre_warden_damages_each_opposing_character() -> None:
    """Pyre Warden: "Command — Spend one Command Token and {1 resource}: deal 1 damage to each opposing
    character."."""
    state = start()
    pyre = put(state, "p1", "Pyre Warden")
    scout = put(state, "p2", "Fogstep Scout")
    assert [a for a in listed(state, "p1", "activate") if a["card"] == pyre] == []  # no resource ready
    resources(state, "p1", GUILD, 1)
    state, _ = act(state, activate(state, pyre))
    assert state["board"][scout]["dmg"] == 1 and state["board"][main(state, "p2")]["dmg"] == 1
    assert state["board"][main(state, "p1")]["dmg"] == 0


def test_harbor_magistrate_takes_a_token_for_two_resources_and_exhausting() -> None:
    """Harbor Magistrate: "Objective — Tithe: {2 resources}, exhaust Harbor Magistrate: place one Victory Token from
    the pool on Harbor Magistrate."."""
    state = start()
    magistrate = put(state, "p1", "Harbor Magistrate")
    resources(state, "p1", GUILD, 2)
    state, _ = act(state, activate(state, magistrate))
    assert state["board"][magistrate]["vt"] == 1 and not state["board"][magistrate]["up"]
    assert seat(state, "p1")["ready"] == {}


def test_crossroads_market_trades_a_card_once_per_turn() -> None:
    """Crossroads Market: "Once per turn, you may discard a card to draw a card."."""
    state = start()
    market = hold_location(state, "p1", "Crossroads Market")
    bodies = [a for a in listed(state, "p1", "activate") if a["card"] == market]
    assert bodies and {a["discard"] for a in bodies} <= set(seat(state, "p1")["hand"])
    size = len(seat(state, "p1")["hand"])
    state, _ = act(state, bodies[0])
    assert len(seat(state, "p1")["hand"]) == size and bodies[0]["discard"] in seat(state, "p1")["discard"]
    assert [a for a in listed(state, "p1", "activate") if a["card"] == market] == []


def test_support_abilities_pay_the_fee_and_their_own_cost() -> None:
    """Forgehand Apprentice: "Support — Discard this card and pay {1 resource}: draw a card." — the Activation Fee
    and the text's own cost; Brinewater Oracle: "Support — Discard this card and pay {1 resource}: look at an
    opponent's hand, then draw a card."."""
    state = start()
    apprentice = hand(state, "p1", "Forgehand Apprentice")
    resources(state, "p1", WARDENS, 1)
    assert refused(state, {"type": "support", "seat": "p1", "card": apprentice}) == "athernum.engine.activation_fee"
    resources(state, "p1", WARDENS, 2)
    size = len(seat(state, "p1")["hand"])
    state, _ = act(state, {"type": "support", "seat": "p1", "card": apprentice})
    assert len(seat(state, "p1")["hand"]) == size and seat(state, "p1")["ready"] == {}
    oracle = hand(state, "p1", "Brinewater Oracle")
    resources(state, "p1", SALT, 2)
    state, events = act(state, {"type": "support", "seat": "p1", "card": oracle, "target": "p2"})
    look = steps(events, "look_hand")[0]
    assert look["private"]["seat"] == "p1" and len(look["private"]["cards"]) == len(seat(state, "p2")["hand"])
    known = {c["card"] for c in ENGINE.view_for(state, "p1")["seats"][0]["known"]}
    assert known == set(seat(state, "p2")["hand"])  # the looker goes on seeing them while they stay there
    assert ENGINE.view_for(state, "p2")["seats"][1]["known"] == []
    assert steps(events, "draw") == [] and any(e["type"] == "cards_drawn" for e in events)


def test_support_abilities_that_search_look_heal_and_damage() -> None:
    """Ashen Quartermaster: "Support — Discard this card: search your deck for an item, reveal it and put it into your
    hand."; Mistveil Tracker: "Support — Discard this card: look at an opponent's hand."; Marshland Herbalist: "Support
    — Discard this card: remove two damage counters from a character."; Smoke Seer: "Support — Discard this card and pay
    {1 resource}: deal 1 damage to a character."."""
    state = start()
    resources(state, "p1", GUILD, 6)
    quartermaster = hand(state, "p1", "Ashen Quartermaster")
    state, _ = act(state, {"type": "support", "seat": "p1", "card": quartermaster})
    item = options(state)[0]
    assert state["cards"][state["inst"][item][0]]["type"] == "item"
    state, _ = answer(state, item)
    assert item in seat(state, "p1")["hand"]
    tracker = hand(state, "p1", "Mistveil Tracker")
    state, events = act(state, {"type": "support", "seat": "p1", "card": tracker, "target": "p2"})
    assert steps(events, "look_hand")[0]["of"] == "p2"
    orsa = main(state, "p1")
    state["board"][orsa]["dmg"] = 3
    herbalist = hand(state, "p1", "Marshland Herbalist")
    state, _ = act(state, {"type": "support", "seat": "p1", "card": herbalist, "target": orsa})
    assert state["board"][orsa]["dmg"] == 1
    seer = hand(state, "p1", "Smoke Seer")
    state, _ = act(state, {"type": "support", "seat": "p1", "card": seer, "target": main(state, "p2")})
    assert state["board"][main(state, "p2")]["dmg"] == 1


def test_signal_flare_draws_then_discards_and_may_discard_itself() -> None:
    """Signal Flare: "Reveal this item: draw a card, then discard a card. You may then discard Signal Flare."."""
    state = start()
    flare = attach(state, "p1", main(state, "p1"), "Signal Flare", up=False)
    size = len(seat(state, "p1")["hand"])
    state, _ = act(state, {"type": "reveal", "seat": "p1", "card": flare})
    assert state["board"][flare]["up"] and len(options(state)) >= 1
    state, _ = answer(state, options(state)[0])
    assert options(state) == ["yes", "no"]
    state, _ = answer(state, "yes")
    assert flare in seat(state, "p1")["discard"] and len(seat(state, "p1")["hand"]) == size


def test_an_item_is_revealed_in_another_players_turn() -> None:
    """Hunting Horn: "Reveal this item: one of your characters gets +1 OFV until the end of the turn."; "A face-down
    attached item can be revealed at any time by its controller when they have priority—even during another player's
    turn"."""
    state = start()
    ilse = main(state, "p2")
    horn = attach(state, "p2", ilse, "Hunting Horn", up=False)
    state, _ = ENGINE.apply(state, {"type": "draw", "seat": "p1"})
    body = {"type": "reveal", "seat": "p2", "card": horn, "target": ilse}
    assert body in ENGINE.legal_actions(state, "p2")
    state, _ = act(state, body)
    assert state["board"][ilse]["boost"] == 1 and state["stack"] == []


def test_field_rations_is_discarded_to_heal_its_carrier() -> None:
    """Field Rations: "Reveal this item and discard it: remove one damage counter from the carrying character."."""
    state = start()
    orsa = main(state, "p1")
    rations = attach(state, "p1", orsa, "Field Rations", up=False)
    state["board"][orsa]["dmg"] = 2
    state, _ = act(state, {"type": "reveal", "seat": "p1", "card": rations, "target": orsa})
    assert rations in seat(state, "p1")["discard"] and state["board"][orsa]["dmg"] == 1


def test_smokebomb_pouch_deals_damage_and_may_stay() -> None:
    """Smokebomb Pouch: "Reveal this item: deal 1 damage to a character. You may then discard Smokebomb Pouch."."""
    state = start()
    pouch = attach(state, "p1", main(state, "p1"), "Smokebomb Pouch", up=False)
    state, _ = act(state, {"type": "reveal", "seat": "p1", "card": pouch, "target": main(state, "p2")})
    state, _ = answer(state, "no")
    assert state["board"][main(state, "p2")]["dmg"] == 1 and state["board"][pouch]["up"]


def test_extra_deck_characters_are_played_only_while_their_condition_holds() -> None:
    """The Ember Colossus: "Extra Deck. You may play The Ember Colossus only while you control five or more items.";
    Spirit of the Mire and The Cinder Wyrm: "… only if three or more of your characters were discarded this game.";
    The Drowned Choir: "… only while you control a location."."""
    state = start()
    resources(state, "p1", GUILD, 7)
    extra = seat(state, "p1")["extra"]
    colossus = extra[0]
    assert [a for a in listed(state, "p1", "play_character") if a["card"] == colossus] == []
    keeper = put(state, "p1", "Bellows Keeper")
    for name in ("Tempered Blade", "Riveted Buckler"):
        attach(state, "p1", keeper, name)
    for name in ("Signal Flare", "Hunting Horn"):
        attach(state, "p1", main(state, "p1"), name)
    attach(state, "p1", put(state, "p1", "Rivetsmith"), "Field Rations")
    state, _ = act(state, {"type": "play_character", "seat": "p1", "card": colossus})
    assert colossus in seat(state, "p1")["characters"] and colossus not in seat(state, "p1")["extra"]
    for name, faction in (("Spirit of the Mire", WARDENS), ("The Cinder Wyrm", ASHFALL)):
        state = start()
        uid = hand(state, "p1", name)
        seat(state, "p1")["hand"].remove(uid)
        seat(state, "p1")["extra"].append(uid)
        resources(state, "p1", faction, 6)
        seat(state, "p1")["fallen"] = 2
        assert {"type": "play_character", "seat": "p1", "card": uid} not in ENGINE.legal_actions(state, "p1")
        seat(state, "p1")["fallen"] = 3
        assert {"type": "play_character", "seat": "p1", "card": uid} in ENGINE.legal_actions(state, "p1")
    state = start()
    choir = hand(state, "p1", "The Drowned Choir")
    seat(state, "p1")["hand"].remove(choir)
    seat(state, "p1")["extra"].append(choir)
    resources(state, "p1", SALT, 5)
    assert {"type": "play_character", "seat": "p1", "card": choir} not in ENGINE.legal_actions(state, "p1")
    hold_location(state, "p1", "Tideglass Harbor")
    assert {"type": "play_character", "seat": "p1", "card": choir} in ENGINE.legal_actions(state, "p1")


def test_characters_discarded_from_play_are_counted() -> None:
    """ "three or more of your characters were discarded this game": a character of the seat leaving play for the
    discard pile counts."""
    state = start()
    scout = put(state, "p1", "Fogstep Scout")
    st.leave_play(state, scout)
    assert seat(state, "p1")["fallen"] == 1


def test_an_ability_whose_target_left_play_loses_its_impact() -> None:
    """ "If the target's status changes after activation, the effect still resolves as announced—but its impact may
    be lost"."""
    state = start()
    adept = put(state, "p1", "Stormcaller Adept")
    scout = put(state, "p2", "Fogstep Scout")
    item = {"kind": "ability", "seat": "p1", "source": adept, "index": 0, "target": scout}
    st.leave_play(state, scout)
    events = abilities.run(state, item, 0, None)
    assert events[0]["lost"] and events[0]["rule"] == "athernum.engine.target_lost"


def test_lowtide_smuggler_recovers_a_spent_resource() -> None:
    """Lowtide Smuggler: "Support — Discard this card: recover one of your spent resources."."""
    state = start()
    seat(state, "p1")["spent"] = {SALT: 2}
    resources(state, "p1", GUILD, 1)
    smuggler = hand(state, "p1", "Lowtide Smuggler")
    state, _ = act(state, {"type": "support", "seat": "p1", "card": smuggler})
    assert seat(state, "p1")["ready"] == {GUILD: 1} and seat(state, "p1")["spent"] == {SALT: 2}
    assert ID["Lowtide Smuggler"] == state["inst"][smuggler][0]


def test_victors_standard_removes_a_victory_token_to_rally_its_carrier() -> None:
    """Victor's Standard: "Rally: remove one Victory Token from Victor's Standard: the carrying character gets +2 OFV
    until the end of the turn." — "Removing Victory Tokens" is a cost: the token goes back to the pool."""
    state = start()
    orsa = main(state, "p1")
    standard = attach(state, "p1", orsa, "Victor's Standard")
    assert [a for a in listed(state, "p1", "activate") if a["card"] == standard] == []  # no token to remove
    st.place_token(state, "p1", standard)
    pool = state["vt_pool"]
    body = {"type": "activate", "seat": "p1", "card": standard, "ability": 1, "target": orsa}
    assert [a for a in listed(state, "p1", "activate") if a["card"] == standard] == [body]
    state, _ = act(state, body)
    assert state["board"][standard]["vt"] == 0 and state["vt_pool"] == pool + 1
    assert seat(state, "p1")["victory_tokens"] == 0 and state["board"][orsa]["boost"] == 2
