"""Chronicles of Arcane engine — Spell/Ability Resolution (the stack), Traps and response windows."""

from __future__ import annotations

from rules.arcane.engine import ENGINE

from .helpers import act, end_turn, essences, hand, hp, legal, life, pass_all, put, refused, seat, start


def test_stack_first_in_last_out_the_rulebooks_dispel_example() -> None:
    """Chronicles of Arcane — Spell/Ability Resolution: "spells/abilities resolve in first in, last out order": p1's
    damage spell, p2 counters it, p1 counters the counter — the damage spell resolves."""
    state = start()
    essences(state, "p1", air=5)
    essences(state, "p2", water=2)
    lance, unweave = hand(state, "p1", "Tempest Lance"), hand(state, "p1", "Unweave")
    counter = hand(state, "p2", "Countercurrent")
    target = put(state, "p2", "Tidewarden")  # 2/4
    state = act(state, "invoke", "p1", card=lance, target=target)
    assert ENGINE.to_act(state) == ["p2"]
    state = act(state, "invoke", "p2", card=counter, target=lance)
    assert [i["card"] for i in state["stack"]] == [lance, counter]
    assert ENGINE.to_act(state) == ["p1"]  # the window reopens for everyone but p2
    state = act(state, "invoke", "p1", card=unweave, target=counter)
    state = pass_all(state)
    assert state["stack"] == []
    assert hp(state, target) == 1  # Tempest Lance dealt its 3
    assert {lance, unweave} <= set(seat(state, "p1")["sanctum"]) and counter in seat(state, "p2")["sanctum"]


def test_a_countered_spell_does_not_resolve() -> None:
    """Chronicles of Arcane — Spell/Ability Resolution: the last spell played resolves first; "Storm Surge" is
    countered and does not resolve."""
    state = start()
    essences(state, "p1", air=3)
    essences(state, "p2", water=2)
    lance = hand(state, "p1", "Tempest Lance")
    counter = hand(state, "p2", "Countercurrent")
    state = act(state, "invoke", "p1", card=lance, target="p2")
    state = pass_all(act(state, "invoke", "p2", card=counter, target=lance))
    assert life(state, "p2") == 25 and lance in seat(state, "p1")["sanctum"]


def test_only_traps_outside_your_own_action_phase_and_cost_paid_at_once() -> None:
    """Chronicles of Arcane — Traits › Trap: "Cards with Trap can be played at any time. When they are played, their
    cost in Essence must be paid immediately before any effects resolve." Other cards wait for your Action Phase."""
    state = start()
    essences(state, "p2", fire=3)
    ambush = hand(state, "p2", "Flashfire Ambush")
    hound = hand(state, "p2", "Blazefang Hound")
    attacker = put(state, "p1", "Thunderhoof Ram")  # 3/2
    state = act(state, "attack", "p1", attacker=attacker, target="p2")
    options = ENGINE.legal_actions(state, "p2")
    assert {"type": "invoke", "seat": "p2", "card": ambush, "target": attacker} in options
    refused(state, {"type": "invoke", "seat": "p2", "card": hound}, "arcane.trap_any_time")
    state = act(state, "invoke", "p2", card=ambush, target=attacker)
    assert len(seat(state, "p2")["spent"]) == 1  # paid on playing, before it resolves
    state = pass_all(state)
    assert attacker not in state["board"] and life(state, "p2") == 25  # destroyed before combat damage


def test_trap_creature_invoked_in_an_opponents_turn_may_block_at_once() -> None:
    """Chronicles of Arcane — Traits › Trap: "Creatures invoked as Trap cards during an opposing player's turn may
    immediately block."."""
    state = start()
    essences(state, "p2", earth=2)
    lurker = hand(state, "p2", "Thicket Lurker")  # 2/2 Trap
    attacker = put(state, "p1", "Cinderling Scout")  # 1/1
    state = act(state, "attack", "p1", attacker=attacker, target="p2")
    state = act(state, "invoke", "p2", card=lurker)
    state = pass_all(state)
    state = act(state, "place", "p2", row="front", slot=2)
    assert state["board"][lurker]["ex"] is False
    assert legal(state, "p2", "block") == [{"type": "block", "seat": "p2", "card": lurker}]
    state = act(state, "block", "p2", card=lurker)
    state = act(state, "done_blocking", "p2")
    assert attacker not in state["board"] and life(state, "p2") == 25


def test_a_trap_creature_in_your_own_turn_enters_exhausted() -> None:
    """Chronicles of Arcane — Action Phase B and Traits › Trap: only "during an opposing player's turn" may a Trap
    creature block at once; in your own turn it enters exhausted like any perpetual."""
    state = start()
    essences(state, "p1", earth=2)
    lurker = hand(state, "p1", "Thicket Lurker")
    state = act(state, "invoke", "p1", card=lurker)
    state = act(state, "place", "p1", row="front", slot=1)
    assert state["board"][lurker]["ex"] is True


def test_response_window_asks_only_players_who_could_pay_and_in_turn_order() -> None:
    """Chronicles of Arcane — Combat E: "After each attack, the opponent(s) have an opportunity to respond";
    a player is asked only when they hold a card and have Essence available (docs/arcane-rulings.md)."""
    state = start(players=4)
    for sid in ("p2", "p4"):
        essences(state, sid, water=2)
        hand(state, sid, "Riptide Snare")
    essences(state, "p3", water=1)  # Essence but no card: not asked
    attacker = put(state, "p1", "Blazefang Hound")
    state = act(state, "attack", "p1", attacker=attacker, target="p3")
    assert state["window"]["queue"] == ["p2", "p4"]
    state = act(state, "pass", "p2")
    state = act(state, "invoke", "p4", card=seat(state, "p4")["hand"][0], target=attacker)
    assert state["window"]["queue"] == ["p2"]  # p1 holds no card; p4 played the Trap
    state = pass_all(state)
    assert state["board"][attacker]["ex"] and life(state, "p3") == 30  # the Snare stopped the attack


def test_riptide_snare_stops_the_attack() -> None:
    """Chronicles of Arcane — Riptide Snare ("Exhaust target attacking creature"): the attack ends without damage
    (docs/arcane-rulings.md)."""
    state = start()
    essences(state, "p2", water=2)
    snare = hand(state, "p2", "Riptide Snare")
    attacker = put(state, "p1", "Thunderhoof Ram")  # Persistence: attacking does not exhaust it
    state = act(state, "attack", "p1", attacker=attacker, target="p2")
    assert state["board"][attacker]["ex"] is False
    state = pass_all(act(state, "invoke", "p2", card=snare, target=attacker))
    assert state["board"][attacker]["ex"] is True and life(state, "p2") == 25 and state["combat"] is None


def test_squall_rebuke_returns_the_attacker_to_its_owners_hand() -> None:
    """Chronicles of Arcane — Squall Rebuke: "Return target attacking creature to its owner's hand."."""
    state = start()
    essences(state, "p2", air=2)
    rebuke = hand(state, "p2", "Squall Rebuke")
    attacker = put(state, "p1", "Blazefang Hound")
    state = pass_all(
        act(act(state, "attack", "p1", attacker=attacker, target="p2"), "invoke", "p2", card=rebuke, target=attacker)
    )
    assert attacker in seat(state, "p1")["hand"] and attacker in seat(state, "p1")["shown"]
    assert life(state, "p2") == 25


def test_a_spell_whose_target_left_does_nothing() -> None:
    """Chronicles of Arcane — Spells resolve "after being Resolved": a spell whose target is gone when it resolves
    does nothing and still goes to the Sanctum."""
    state = start()
    essences(state, "p1", fire=2)
    essences(state, "p2", air=2)
    volley = hand(state, "p1", "Flare Volley")
    target = put(state, "p1", "Cinderling Scout")
    rebuke = hand(state, "p2", "Squall Rebuke")
    state = act(state, "attack", "p1", attacker=target, target="p2")
    state = act(state, "invoke", "p2", card=rebuke, target=target)
    state = pass_all(state)  # the Scout is back in p1's hand
    assert target in seat(state, "p1")["hand"] and volley in seat(state, "p1")["hand"]
    refused(state, {"type": "invoke", "seat": "p1", "card": volley, "target": target}, "arcane.trap_any_time")


def test_abilities_resolve_through_the_stack_and_once_per_turn() -> None:
    """Chronicles of Arcane — Action Phase D: activate abilities paying their cost; "Once per turn" on the card."""
    state = start()
    essences(state, "p1", water=2)
    lens = put(state, "p1", "Glacial Lens", "back", 1)
    state = act(state, "activate", "p1", card=lens, ability=0)
    assert state["pending"]["what"] == "scry"  # resolved at once: nobody could respond
    top = seat(state, "p1")["deck"][-1]
    state = act(state, "choose_option", "p1", option="bottom")
    assert seat(state, "p1")["deck"][0] == top and seat(state, "p1")["known"][top] == "self"
    refused(state, {"type": "activate", "seat": "p1", "card": lens, "ability": 0}, "arcane.abilities")
    state = end_turn(end_turn(state))
    assert legal(state, "p1", "activate")


def test_an_exhausted_card_cannot_use_its_abilities() -> None:
    """Chronicles of Arcane — Glossary › Unexhaust: unexhausting is what enables a card "to use its abilities"."""
    state = start()
    essences(state, "p1", water=2)
    lens = put(state, "p1", "Glacial Lens", "back", 1, exhausted=True)
    refused(state, {"type": "activate", "seat": "p1", "card": lens, "ability": 0}, "arcane.unexhausted_abilities")


def test_attack_window_comes_before_blockers() -> None:
    """Chronicles of Arcane — Combat E then B: traps in response to the attack, then the defender's blockers."""
    state = start()
    essences(state, "p2", water=2)
    hand(state, "p2", "Riptide Snare")
    blocker = put(state, "p2", "Tidecaller Mystic")
    attacker = put(state, "p1", "Blazefang Hound")
    state = act(state, "attack", "p1", attacker=attacker, target="p2")
    assert state["window"] is not None and state["combat"]["stage"] == "declared"
    state = act(state, "pass", "p2")
    assert state["combat"]["stage"] == "blocks" and ENGINE.to_act(state) == ["p2"]
    assert legal(state, "p2", "block") == [{"type": "block", "seat": "p2", "card": blocker}]
