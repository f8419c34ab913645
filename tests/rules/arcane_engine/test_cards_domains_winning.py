"""Chronicles of Arcane engine — card effects as data, Domains and Banish Counters, tokens, Ancients' abilities,
winning and losing."""

from __future__ import annotations

from rules.arcane.engine import ENGINE

from .helpers import (
    CARDS,
    ID,
    act,
    act_events,
    attack,
    end_turn,
    essences,
    hand,
    hp,
    legal,
    life,
    pass_all,
    put,
    seat,
    start,
)


def test_every_card_has_effect_data_and_every_trait_and_type_is_on_two_cards() -> None:
    """Every card of the set carries its effects; each Trait and card type is on at least two cards."""
    from rules.arcane.engine.texts import TRAIT_RULES

    cards = list(CARDS.values())
    assert all(isinstance(c.get("effects"), list) for c in cards)
    for key in TRAIT_RULES:
        assert sum(key in [t.lower().replace(" ", "_") for t in c["traits"]] for c in cards) >= 2, key
    for kind in ("essence", "creature", "spell", "artifact", "ancient", "domain"):
        assert sum(c["type"] == kind for c in cards) >= 2, kind
    assert sum(any(e["op"] == "create_token" for e in c["effects"]) for c in cards) >= 2  # tokens


def test_domain_enters_active_the_next_one_beneath_and_only_the_active_one_works() -> None:
    """Chronicles of Arcane — Domains: "When another Domain enters the Battlefield place it beneath the current,
    active one."; its effect applies to every player (Grove of Whispers: Reach creatures +0/+1)."""
    state = start()
    essences(state, "p1", earth=3, void=4)
    grove, gate = hand(state, "p1", "Grove of Whispers"), hand(state, "p1", "Abyssal Gate")
    archer = put(state, "p2", "Briarback Archer")  # 2/2 Reach, an opponent's
    state = act(state, "invoke", "p1", card=grove)
    assert [d["card"] for d in state["domains"]] == [grove] and hp(state, archer) == 3
    state = act(state, "invoke", "p1", card=gate)
    assert [d["card"] for d in state["domains"]] == [grove, gate]


def test_domain_banish_counter_instead_of_damage_and_destroyed_at_five() -> None:
    """Chronicles of Arcane — Domains: targeted by damage it gets 1 Banish Counter; with 5 it goes to the Abyss and
    the one directly below becomes active; any player may target it (with spells and attacks)."""
    state = start()
    essences(state, "p1", earth=3, void=4)
    grove, gate = hand(state, "p1", "Grove of Whispers"), hand(state, "p1", "Abyssal Gate")
    state = act(act(state, "invoke", "p1", card=grove), "invoke", "p1", card=gate)
    state = end_turn(state)
    essences(state, "p2", fire=10)
    for _ in range(4):
        volley = hand(state, "p2", "Flare Volley")
        assert {"type": "invoke", "seat": "p2", "card": volley, "target": grove} in legal(state, "p2", "invoke")
        assert all(a.get("target") != gate for a in legal(state, "p2", "invoke"))  # only the active one
        state = act(state, "invoke", "p2", card=volley, target=grove)
    assert state["domains"][0]["banish"] == 4
    hound = put(state, "p2", "Blazefang Hound")
    state = attack(state, "p2", hound, grove)
    assert [d["card"] for d in state["domains"]] == [gate] and grove in seat(state, "p1")["abyss"]


def test_abyssal_gate_costs_the_owner_of_each_destroyed_creature_one_life() -> None:
    """Chronicles of Arcane — Abyssal Gate: "Whenever a creature is destroyed, its owner loses 1 Life."."""
    state = start()
    essences(state, "p1", void=4)
    state = act(state, "invoke", "p1", card=hand(state, "p1", "Abyssal Gate"))
    scout = put(state, "p1", "Cinderling Scout")
    ram = put(state, "p2", "Thunderhoof Ram")
    state = attack(state, "p1", scout, ram)
    assert life(state, "p1") == 24 and life(state, "p2") == 25


def test_tokens_enter_exhausted_and_leave_the_game_instead_of_the_sanctum() -> None:
    """Chronicles of Arcane — Tokens: "removed from the game when they would be sent to the Sanctum or Abyss" and
    "enter the Battlefield exhausted"."""
    state = start()
    essences(state, "p1", void=3)
    state = act(state, "invoke", "p1", card=hand(state, "p1", "Raise the Fallen"))
    tokens = [u for u in state["board"] if u.startswith("t")]
    assert len(tokens) == 2 and all(state["board"][u]["ex"] for u in tokens)
    assert all(state["cards"][state["inst"][u][0]]["traits"] == ["Undead"] for u in tokens)
    ram = put(state, "p2", "Thunderhoof Ram")
    state = end_turn(state)
    state = attack(state, "p2", ram, tokens[0])
    assert tokens[0] not in state["board"] and tokens[0] not in state["inst"]
    assert all(tokens[0] not in seat(state, "p1")[z] for z in ("sanctum", "abyss", "hand"))


def test_vaelor_damages_each_opposing_front_row_creature_at_the_start_of_its_turn() -> None:
    """Chronicles of Arcane — Vaelor: "At the start of your turn, deal 1 damage to each opposing creature in the
    Front Row." (and Morvath: "At the start of your turn, you gain 1 Life.")."""
    state = start()
    put(state, "p2", "Vaelor, the Ashen Colossus")
    put(state, "p1", "Morvath, the Hollow King")
    front, back = put(state, "p1", "Wandering Tinker", "front", 1), put(state, "p1", "Hollow Oracle", "back", 1)
    state = end_turn(state)
    assert hp(state, front) == 1 and hp(state, back) == 3
    state = end_turn(state)
    assert life(state, "p1") == 26


def test_murmurent_gives_a_blocker_counters_that_absorb_damage_first_example_5() -> None:
    """Chronicles of Arcane — Example 5: the block ability "takes into effect immediately (before any damage is
    applied)"; its counters "get affected first", so when it ends the creature does not lose its last HP."""
    state = start()
    put(state, "p2", "Murmurent, Mother of Tides")
    iguana = put(state, "p2", "Wandering Tinker")  # 2/2, with +0/+2 while blocking this turn
    dreadmaw = put(state, "p1", "Blazefang Hound")  # 3/1
    state = attack(state, "p1", dreadmaw, "p2", blockers=(iguana,))
    assert hp(state, iguana) == 1 and dreadmaw not in state["board"]
    state = end_turn(state)
    assert hp(state, iguana) == 1 and iguana in state["board"]  # the +0/+2 took 2 of the 3 and left with them


def test_zephyrine_smoldering_brand_and_warding_idol_change_only_their_controllers_creatures() -> None:
    """Chronicles of Arcane — auras as card data: "Creatures you control with Aerial get +1 AP." etc."""
    state = start()
    put(state, "p1", "Zephyrine, the Unbound Gale")
    put(state, "p1", "Smoldering Brand", "back", 6)
    put(state, "p1", "Warding Idol", "back", 5)
    mine, theirs = put(state, "p1", "Skyreed Courier"), put(state, "p2", "Skyreed Courier")
    hound = put(state, "p1", "Blazefang Hound", "front", 2)
    view = ENGINE.view_for(state, "p2")
    entry = {e["card"]: e for e in view["front_row"]["p1"] + view["front_row"]["p2"]}
    assert (entry[mine]["ap"], entry[mine]["hp"]) == (3, 2) and (entry[theirs]["ap"], entry[theirs]["hp"]) == (2, 1)
    assert (entry[hound]["ap"], entry[hound]["hp"]) == (4, 2)


def test_pyre_adept_asks_for_the_target_of_its_enter_ability() -> None:
    """Chronicles of Arcane — "When Pyre Adept enters the Battlefield, deal 1 damage to target creature.": a
    triggered ability with a target asks its controller."""
    state = start()
    essences(state, "p1", fire=3)
    a, b = put(state, "p2", "Cinderling Scout", "front", 1), put(state, "p2", "Wandering Tinker", "front", 2)
    state = act(act(state, "invoke", "p1", card=hand(state, "p1", "Pyre Adept")), "place", "p1", row="front", slot=3)
    assert state["pending"]["what"] == "target" and {x["target"] for x in legal(state, "p1", "choose_target")} >= {a, b}
    state = act(state, "choose_target", "p1", target=a)
    assert a not in state["board"]


def test_brinecaller_reveals_the_top_card_and_takes_an_essence_erratum() -> None:
    """Chronicles of Arcane — Brinecaller Initiate as it reads after its erratum: "reveal the top card of your deck.
    If it is an Essence, put it into your hand." """
    state = start()
    essences(state, "p1", water=1)
    top = seat(state, "p1")["deck"][-1]  # filler: an Essence
    state, events = act_events(state, "invoke", "p1", card=hand(state, "p1", "Brinecaller Initiate"))
    state, events = act_events(state, "place", "p1", row="front", slot=1)
    assert top in seat(state, "p1")["hand"] and top in seat(state, "p1")["shown"]
    assert any(e["type"] == "top_card_revealed" and e["taken"] for e in events)
    assert "If it is an Essence, put it into your hand." in state["cards"][ID["Brinecaller Initiate"]]["text"]


def test_hollow_oracle_returns_a_creature_card_from_the_sanctum() -> None:
    """Chronicles of Arcane — Hollow Oracle: "return a creature card from your Sanctum to your hand"."""
    state = start()
    essences(state, "p1", void=4)
    dead = hand(state, "p1", "Cinderling Scout")
    seat(state, "p1")["hand"].remove(dead)
    seat(state, "p1")["sanctum"].append(dead)
    state = act(act(state, "invoke", "p1", card=hand(state, "p1", "Hollow Oracle")), "place", "p1", row="back", slot=1)
    assert dead in seat(state, "p1")["hand"] and dead in seat(state, "p1")["shown"]


def test_siphon_night_shrinks_until_end_of_turn_and_gains_life() -> None:
    """Chronicles of Arcane — Siphon Night: "Target creature gets -2/-2 until end of turn. You gain 2 Life."."""
    state = start()
    essences(state, "p1", void=3)
    tinker = put(state, "p2", "Wandering Tinker")
    state = pass_all(act(state, "invoke", "p1", card=hand(state, "p1", "Siphon Night"), target=tinker))
    assert tinker not in state["board"] and life(state, "p1") == 27


def test_frostscale_wyrm_holds_its_target_exhausted_through_its_owners_next_turn() -> None:
    """Chronicles of Arcane — Frostscale Wyrm: "exhaust target creature until the end of its owner's next turn"."""
    state = start()
    wyrm = put(state, "p1", "Frostscale Wyrm")
    a, b = put(state, "p2", "Wandering Tinker", "front", 1), put(state, "p2", "Briarback Archer", "front", 2)
    state = act(state, "attack", "p1", attacker=wyrm, target="p2")
    state = act(state, "choose_target", "p1", target=a)
    state = act(state, "done_blocking", "p2") if state["combat"] else state
    assert state["board"][a]["ex"] is True
    state = end_turn(state)  # p2's turn: it stays exhausted
    assert state["board"][a]["ex"] is True and state["board"][b]["ex"] is False
    state = end_turn(state)
    assert state["board"][a]["ex"] is False  # awake again as p2's turn ended


def test_sundering_strike_destroys_an_artifact_and_tinker_repairs_one() -> None:
    """Chronicles of Arcane — "Destroy target artifact."; Wandering Tinker: "pay 1 Essence of any type: target
    artifact regains 2 HP"."""
    state = start()
    essences(state, "p1", fire=1, water=2)
    lens = put(state, "p2", "Glacial Lens")
    own = put(state, "p1", "Runebound Satchel", "back", 2)
    state["board"][own]["dmg"] = 1
    tinker = put(state, "p1", "Wandering Tinker")
    state = act(state, "activate", "p1", card=tinker, ability=0, target=own)
    assert hp(state, own) == 2
    state = act(state, "invoke", "p1", card=hand(state, "p1", "Sundering Strike"), target=lens)
    assert lens not in state["board"] and lens in seat(state, "p2")["sanctum"]


def test_a_player_at_zero_life_loses_and_the_last_one_left_wins() -> None:
    """Chronicles of Arcane — How to Win; RULINGS Arcane 5: "A player at 0 life or less has lost; the last player
    left wins."."""
    state = start(players=3)
    seat(state, "p2")["life"] = 3
    hound = put(state, "p1", "Blazefang Hound")
    state = attack(state, "p1", hound, "p2")
    assert seat(state, "p2")["out"] and state["status"] == "active"
    assert legal(state, "p2", "end_turn") == [] and ENGINE.legal_actions(state, "p2") == []
    seat(state, "p3")["life"] = 1
    state["this_turn"]["attacked"] = []
    state["board"][hound]["ex"] = False
    state = attack(state, "p1", hound, "p3")
    assert state["status"] == "finished" and state["winner"] == "p1"
    outcome = ENGINE.outcome(state)
    assert ENGINE.to_act(state) == [] and outcome is not None and outcome.reason == "last_player_standing"


def test_the_last_players_reaching_zero_together_is_a_draw() -> None:
    """Chronicles of Arcane — RULINGS Arcane 5 read for a simultaneous loss: nobody is left, so nobody wins."""
    state = start()
    essences(state, "p1", void=4)
    state = act(state, "invoke", "p1", card=hand(state, "p1", "Abyssal Gate"))
    seat(state, "p1")["life"], seat(state, "p2")["life"] = 2, 1
    asp = put(state, "p1", "Gravefang Asp")  # Deathstrike into a 5-HP creature costs p1 4 Life
    brute = put(state, "p2", "Boulderkin Brute")  # destroyed: the Gate takes p2's last Life
    state = attack(state, "p1", asp, brute)
    assert state["status"] == "finished" and state["winner"] is None
    outcome = ENGINE.outcome(state)
    assert outcome is not None and outcome.reason == "no_players_left"


def test_running_out_of_cards_is_not_a_loss_until_nothing_is_left_to_do() -> None:
    """Chronicles of Arcane — Deck: "If a player runs out of cards in their deck, they must play until they surrender
    or no longer have any actions to take."."""
    state = start()
    seat(state, "p2")["sanctum"] += seat(state, "p2")["deck"]
    seat(state, "p2")["deck"] = []
    put(state, "p2", "Wandering Tinker")
    state, events = act_events(state, "end_turn", "p1")
    assert any(e["type"] == "deck_empty" for e in events) and not seat(state, "p2")["out"]
    state = end_turn(state)
    for u in [u for u, rec in state["board"].items() if rec["ctrl"] == "p2"]:
        del state["board"][u]
        seat(state, "p2")["sanctum"].append(u)
    state = end_turn(state)  # p2's turn starts: no deck, no hand, nothing in play: out
    assert state["status"] == "finished" and state["winner"] == "p1"
    assert seat(state, "p2")["out_reason"] == "no_actions_left"


def test_conceding_leaves_the_game_and_a_turn_limit_ends_stuck_games() -> None:
    """Chronicles of Arcane — conceding (any time) and the engine's turn limit (not a rule: highest Life wins)."""
    state = start(players=3)
    state = act(state, "concede", "p3")
    assert seat(state, "p3")["out"] and state["status"] == "active"
    players = [
        {"name": "A", "deck": ENGINE.demo_deck("ember-and-root")},
        {"name": "B", "deck": ENGINE.demo_deck("tide-and-shadow")},
    ]
    game, _ = ENGINE.setup(players=players, cards=CARDS, seed=2, options={"max_turns": 2})
    for s in ENGINE.to_act(game):
        game = act(game, "keep", s)
    game = end_turn(end_turn(game))
    assert game["status"] == "finished" and game["finish_reason"] == "turn_limit"


def test_there_is_no_hand_limit() -> None:
    """Chronicles of Arcane — End of Turn (docs/arcane-rulings.md, "Hand size"): no maximum, no discard."""
    state = start()
    for _ in range(12):
        hand(state, "p1", "Cinderling Scout")
    state = end_turn(state)
    assert len(seat(state, "p1")["hand"]) == 12


def test_a_trap_answering_a_player_who_leaves_still_resolves() -> None:
    """Chronicles of Arcane — a player who leaves in their own turn (docs/arcane-rulings.md): their card on the stack
    goes, and what another player put on the stack still resolves, in the next player's turn."""
    state = start(players=3)
    essences(state, "p1", fire=1)
    essences(state, "p2", earth=2)
    scout = hand(state, "p1", "Cinderling Scout")
    lurker = hand(state, "p2", "Thicket Lurker")
    state = act(state, "invoke", "p1", card=scout)
    state = act(state, "invoke", "p2", card=lurker)
    state = act(state, "concede", "p1")
    assert state["turn"]["active_seat"] == "p2" and scout in seat(state, "p1")["sanctum"]
    assert state["pending"] == {"what": "place", "seat": "p2", "card": lurker, "awake": True}
    state = act(state, "place", "p2", row="front", slot=1)
    assert lurker in state["board"]
