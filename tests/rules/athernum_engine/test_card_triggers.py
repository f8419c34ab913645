"""Athernum engine — Triggered and Objective abilities, each test quoting the card text it checks: "These abilities
automatically trigger when a specific event occurs … Are placed on the stack"; the phase triggers ("In the Morning",
"At Day", "In the Evening", "At Night"); "may" is the controller's choice (``choose``)."""

from __future__ import annotations

from rules.athernum.engine import ENGINE
from rules.athernum.engine import statics as sx
from rules.base import State

from .card_helpers import answer, attach, hold_location, options, steps
from .helpers import DECKS, FOUNDRY, ID, ILSE, MISTVEIL, ORSA, act, hand, main, put, resources, seat, start, to_turn_of

GUILD, WARDENS, SALT, ASHFALL = "Emberwright Guild", "Mistveil Wardens", "Saltmarsh Covenant", "Ashfall Nomads"
MAREN, VEREK = "Tidecaller Maren Oske", "Nomad Khan Verek Dusk"


def end_day(state: State) -> State:
    state, _ = act(state, {"type": "end_day", "seat": state["turn"]["active_seat"]})
    return state


def play(state: State, name: str, faction: str) -> tuple[State, list]:
    uid = hand(state, "p1", name)
    resources(state, "p1", faction, int(state["cards"][ID[name]]["cost"]))
    return act(state, {"type": "play_character", "seat": "p1", "card": uid})


def test_orsa_vell_takes_a_token_at_the_end_of_her_turn_with_three_items() -> None:
    """Guildmaster Orsa Vell: "Objective — At the end of your turn, if you control three or more items, place one
    Victory Token from the pool on Guildmaster Orsa Vell." (the end of the turn is its Evening)."""
    state = start()
    orsa = main(state, "p1")
    keeper = put(state, "p1", "Bellows Keeper")
    attach(state, "p1", keeper, "Tempered Blade")
    attach(state, "p1", keeper, "Riveted Buckler")
    state = end_day(state)
    assert state["board"][orsa]["vt"] == 0  # two items
    state = to_turn_of(state, "p1")
    attach(state, "p1", orsa, "Signal Flare", up=False)
    state = end_day(state)
    assert state["board"][orsa]["vt"] == 1


def test_ilse_marrow_takes_a_token_when_her_side_discards_an_opposing_character_in_combat() -> None:
    """Warden-Captain Ilse Marrow: "Objective — Whenever one of your characters discards an opposing character in
    combat, place one Victory Token from the pool on Warden-Captain Ilse Marrow."; Flame-Sworn Champion: "Whenever one
    of your characters discards an opposing character in combat, you may place one Victory Token from the pool on
    Flame-Sworn Champion."."""
    state = start([DECKS[MISTVEIL], DECKS[FOUNDRY]], [ILSE, ORSA])
    state["turn"]["number"] = 3
    ilse = main(state, "p1")
    champion = put(state, "p1", "Flame-Sworn Champion")
    victim = put(state, "p2", "Fogstep Scout")
    state["board"][main(state, "p2")]["up"], state["board"][main(state, "p2")]["ex"] = False, 1
    state, _ = act(state, {"type": "combat", "seat": "p1"})
    state, _ = act(state, {"type": "attack", "seat": "p1", "attacker": ilse, "target": victim})
    assert victim not in state["board"] and options(state) == ["yes", "no"]  # the Champion's "may"
    state, _ = answer(state, "yes")
    assert state["board"][ilse]["vt"] == 1 and state["board"][champion]["vt"] == 1


def test_bellows_keeper_may_attach_an_item_and_smelter_captain_may_take_a_token() -> None:
    """Bellows Keeper: "When Bellows Keeper enters play, you may attach an item from your hand to it."; Smelter
    Captain: "Whenever you attach an item to one of your characters, you may place one Victory Token from the pool on
    Smelter Captain."."""
    state = start()
    captain = put(state, "p1", "Smelter Captain")
    blade = hand(state, "p1", "Tempered Blade")
    state, _ = play(state, "Bellows Keeper", GUILD)
    assert blade in options(state) and options(state)[-1] == "no"
    state, _ = answer(state, blade)
    keeper = next(u for u in seat(state, "p1")["characters"] if state["inst"][u][0] == ID["Bellows Keeper"])
    assert state["board"][blade]["on"] == keeper and state["board"][blade]["up"]
    state, _ = answer(state, "yes")
    assert state["board"][captain]["vt"] == 1
    assert ENGINE.invariant_violations(state) == []


def test_returning_cards_from_the_discard_pile() -> None:
    """Lantern Warden: "When Lantern Warden enters play, you may return a character card from your discard pile to
    your hand."; Caravan Quartermaster: "When Caravan Quartermaster enters play, you may return an item card from your
    discard pile to your hand."."""
    state = start()
    scout, blade = hand(state, "p1", "Fogstep Scout"), hand(state, "p1", "Tempered Blade")
    for uid in (scout, blade):
        seat(state, "p1")["hand"].remove(uid)
        seat(state, "p1")["discard"].append(uid)
    state, _ = play(state, "Lantern Warden", WARDENS)
    assert scout in options(state) and options(state)[-1] == "no"
    state, _ = answer(state, scout)
    state, _ = play(state, "Caravan Quartermaster", ASHFALL)
    state, _ = answer(state, blade)
    assert {scout, blade} <= set(seat(state, "p1")["hand"])


def test_pearl_diver_may_search_the_deck_for_a_location() -> None:
    """Pearl Diver: "When Pearl Diver enters play, you may search your deck for a location, reveal it and put it into
    your hand."."""
    state = start()
    state, _ = play(state, "Pearl Diver", SALT)
    found = options(state)[0]
    assert state["cards"][state["inst"][found][0]]["type"] == "location" and options(state)[-1] == "no"
    state, events = answer(state, found)
    assert found in seat(state, "p1")["hand"] and steps(events, "search_deck")[0]["moved"] == found
    revealed = next(e for e in events if e["type"] == "cards_revealed")  # "reveal it"
    assert revealed["ids"] == [state["inst"][found][0]]


def test_maren_oske_takes_a_token_in_the_evening_while_holding_a_location() -> None:
    """Tidecaller Maren Oske: "Objective — In the Evening, if you control a location, place one Victory Token from
    the pool on Tidecaller Maren Oske."."""
    state = start([DECKS["saltmarsh-tide"], DECKS[MISTVEIL]], [MAREN, ILSE])
    maren = main(state, "p1")
    state = end_day(state)
    assert state["board"][maren]["vt"] == 0
    state = to_turn_of(state, "p1")
    hold_location(state, "p1", "Moonwell Shrine")
    state = end_day(state)
    assert state["board"][maren]["vt"] == 1


def test_verek_dusk_takes_a_token_in_the_morning_with_three_characters() -> None:
    """Nomad Khan Verek Dusk: "Objective — In the Morning, if you control three or more characters, place one Victory
    Token from the pool on Nomad Khan Verek Dusk."."""
    state = start([DECKS["ashfall-raid"], DECKS[MISTVEIL]], [VEREK, ILSE])
    verek = main(state, "p1")
    put(state, "p1", "Road Warden")
    state = to_turn_of(state, "p1")
    assert state["board"][verek]["vt"] == 0
    put(state, "p1", "Road Warden")
    state = to_turn_of(state, "p1")
    assert state["board"][verek]["vt"] == 1


def test_dune_courier_may_draw_in_the_morning() -> None:
    """Dune Courier: "In the Morning, you may draw a card."."""
    state = start()
    put(state, "p1", "Dune Courier")
    state = end_day(state)
    state = end_day(state)
    assert state["choice"]["seat"] == "p1" and options(state) == ["yes", "no"]
    shown = ENGINE.view_for(state, "p1")["choice"]
    assert shown["seat"] == "p1" and shown["op"] == "draw" and shown["options"] == ["yes", "no"]
    assert "options" not in ENGINE.view_for(state, "p2")["choice"]  # the question is public, the options are not
    before = len(seat(state, "p1")["hand"])
    state, _ = answer(state, "yes")
    assert len(seat(state, "p1")["hand"]) == before + 1 and state["turn"]["step"] == "day"


def test_at_day_triggers_heal_boost_and_take_tokens() -> None:
    """Saltglass Mender: "At Day, remove one damage counter from each of your characters."; Ember Drummer: "At Day,
    Ember Drummer gets +2 OFV until the end of the turn."; Obsidian Waystation: "At Day, if you control four or more
    characters, place one Victory Token from the pool on Obsidian Waystation."."""
    state = start()
    mender, drummer = put(state, "p1", "Saltglass Mender"), put(state, "p1", "Ember Drummer")
    put(state, "p1", "Road Warden")
    station = hold_location(state, "p1", "Obsidian Waystation")
    state["board"][mender]["dmg"] = 2
    state = to_turn_of(state, "p1")
    assert state["board"][mender]["dmg"] == 1 and sx.ofv(state, drummer) == 3
    assert state["board"][station]["vt"] == 1
    state = end_day(state)
    assert sx.ofv(state, drummer) == 1  # "until the end of the turn"


def test_at_night_triggers_fire_in_every_players_night() -> None:
    """Dustwind Raider: "At Night, remove one damage counter from each of your characters."; The Drowned Choir: "At
    Night, remove one damage counter from The Drowned Choir."; Moonwell Shrine: "At Night, if you have three or fewer
    cards in hand, draw a card."."""
    state = start()
    raider, choir = put(state, "p2", "Dustwind Raider"), put(state, "p2", "The Drowned Choir")
    hold_location(state, "p2", "Moonwell Shrine")
    state["board"][raider]["dmg"], state["board"][choir]["dmg"] = 1, 2
    p2 = seat(state, "p2")
    p2["deck"], p2["hand"] = p2["hand"][3:] + p2["deck"], p2["hand"][:3]
    state = end_day(state)  # p1's Night: p2's abilities trigger too
    assert state["board"][raider]["dmg"] == 0 and state["board"][choir]["dmg"] == 0
    assert len(seat(state, "p2")["hand"]) == 4 and state["turn"]["active_seat"] == "p2"


def test_equip_triggers_follow_the_carrying_character() -> None:
    """Duskwater Lamp: "Equip — In the Evening, remove one damage counter from the carrying character."; Victor's
    Standard: "Equip — In the Morning, if the carrying character is your main character, place one Victory Token from
    the pool on Victor's Standard."."""
    state = start()
    orsa = main(state, "p1")
    lamp = attach(state, "p1", orsa, "Duskwater Lamp")
    standard = attach(state, "p1", orsa, "Victor's Standard")
    state["board"][orsa]["dmg"] = 1
    state = end_day(state)
    assert state["board"][orsa]["dmg"] == 0 and lamp in state["board"]
    state = to_turn_of(state, "p1")
    assert state["board"][standard]["vt"] == 1


def test_a_player_who_leaves_while_answering_an_ability_does_not_hold_the_game_up() -> None:
    """Signal Flare: "Reveal this item: draw a card, then discard a card." — revealed in answer to an opposing
    ability, its controller leaves instead of choosing the card to discard: the ability goes with it, and the ability
    below it on the stack resolves."""
    state = start([DECKS[FOUNDRY], DECKS[MISTVEIL], DECKS[FOUNDRY]], [ORSA, ILSE, ORSA])
    adept = put(state, "p1", "Stormcaller Adept")
    flare = attach(state, "p2", main(state, "p2"), "Signal Flare", up=False)
    body = {"type": "activate", "seat": "p1", "card": adept, "ability": 0, "target": main(state, "p3")}
    state, _ = ENGINE.apply(state, body)
    state, _ = ENGINE.apply(state, {"type": "reveal", "seat": "p2", "card": flare})
    while state["choice"] is None:
        state, _ = ENGINE.apply(state, {"type": "pass", "seat": ENGINE.to_act(state)[0]})
    assert state["choice"]["seat"] == "p2" and len(state["stack"]) == 1
    state, _ = ENGINE.apply(state, {"type": "concede", "seat": "p2"})
    assert ENGINE.invariant_violations(state) == []
    while state["window"] is not None:
        state, _ = ENGINE.apply(state, {"type": "pass", "seat": ENGINE.to_act(state)[0]})
    assert state["stack"] == [] and state["board"][main(state, "p3")]["dmg"] == 2


def test_an_ability_stops_when_its_controller_loses_by_drawing_from_an_empty_deck() -> None:
    """Signal Flare: "Reveal this item: draw a card, then discard a card." — "if a player must draw a card but their
    deck is empty, they lose the game": with the deck empty the draw loses, and nothing more is asked of that player."""
    state = start([DECKS[FOUNDRY], DECKS[MISTVEIL], DECKS[FOUNDRY]], [ORSA, ILSE, ORSA])
    adept = put(state, "p1", "Stormcaller Adept")
    flare = attach(state, "p2", main(state, "p2"), "Signal Flare", up=False)
    p2 = seat(state, "p2")
    p2["discard"], p2["deck"] = p2["discard"] + p2["deck"], []
    body = {"type": "activate", "seat": "p1", "card": adept, "ability": 0, "target": main(state, "p3")}
    state, _ = ENGINE.apply(state, body)
    state, _ = ENGINE.apply(state, {"type": "reveal", "seat": "p2", "card": flare})
    while state["window"] is not None and state["stack"][-1]["seat"] == "p2":
        state, _ = ENGINE.apply(state, {"type": "pass", "seat": ENGINE.to_act(state)[0]})
    assert seat(state, "p2")["out"] and state["choice"] is None
    assert ENGINE.invariant_violations(state) == [] and ENGINE.to_act(state) != ["p2"]
