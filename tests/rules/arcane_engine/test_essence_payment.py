"""The player chooses which Essence cards pay a cost (docs/arcane-rulings.md, "Paying"): the listed payments, the
default one, the refusals, and the AI's share of them."""

from __future__ import annotations

import pytest

from rules.ai.hooks import hooks_for
from rules.arcane.engine import ENGINE
from rules.arcane.engine.state import defn
from rules.base import ActionInvalid

from .helpers import act, end_turn, essences, hand, legal, pass_all, put, refused, seat, start

ESSENCE_CARDS = "arcane.essence_cards"


def kinds_spent(state: dict, sid: str) -> dict[str, int]:
    out: dict[str, int] = {}
    for u in seat(state, sid)["spent"]:
        kind = defn(state, u)["essence"]
        out[kind] = out.get(kind, 0) + 1
    return out


def invokes(state: dict, sid: str, card: str) -> list[dict]:
    return [a for a in legal(state, sid, "invoke") if a["card"] == card]


def invoked(state: dict, creature: str, pay: dict[str, int]) -> dict:
    """p1 invokes ``creature`` paying ``pay``; it resolves and takes the first front position."""
    state = pass_all(act(state, "invoke", "p1", card=creature, pay=pay))
    return act(state, "place", "p1", row="front", slot=1)


def test_pay_a_neutral_two_with_two_fire_and_cast_a_water_trap_in_the_opponents_turn() -> None:
    """Chronicles of Arcane — Card Types › Essences: "Essences are cards that can be Exhausted to generate 1 Essence
    of its Essence type." — Parts of a Turn › 4. End of Turn › B: "Unexhausted Essence remains available during your
    opponent's turn(s)." With 2 Fire and 2 Water, paying a Neutral 2 with the two Fire leaves the Water for a Water 2
    Trap in the opponent's turn; paying 1 Fire + 1 Water would not."""
    state = start()
    essences(state, "p1", fire=2, water=2)
    tinker = hand(state, "p1", "Wandering Tinker")  # Neutral, cost 2
    snare = hand(state, "p1", "Riptide Snare")  # Water 2, Trap: exhaust target attacking creature
    ram = put(state, "p2", "Thunderhoof Ram", slot=2)

    split = invoked(state, tinker, {"fire": 1, "water": 1})
    assert kinds_spent(split, "p1") == {"fire": 1, "water": 1}
    split = act(end_turn(split), "attack", "p2", attacker=ram, target="p1")
    assert invokes(split, "p1", snare) == []

    state = invoked(state, tinker, {"fire": 2})
    assert kinds_spent(state, "p1") == {"fire": 2}
    state = end_turn(state)
    assert state["turn"]["active_seat"] == "p2"
    state = act(state, "attack", "p2", attacker=ram, target="p1")
    assert invokes(state, "p1", snare) == [{"type": "invoke", "seat": "p1", "card": snare, "target": ram}]
    state = pass_all(act(state, "invoke", "p1", card=snare, target=ram))
    assert kinds_spent(state, "p1") == {"fire": 2, "water": 2}
    assert state["board"][ram]["ex"] is True


def test_legal_actions_list_one_body_per_distinct_payment_default_first() -> None:
    """Chronicles of Arcane — Card Types › Essences: "Essences are cards that can be Exhausted to generate 1 Essence
    of its Essence type." Which cards pay an "any type" cost is the player's choice: one body per distinct count by
    type, the default first, and every listed body is accepted."""
    state = start()
    essences(state, "p1", fire=2, water=2)
    tinker = hand(state, "p1", "Wandering Tinker")
    hand(state, "p1", "Riptide Snare")
    bodies = invokes(state, "p1", tinker)
    assert [b["pay"] for b in bodies] == [{"fire": 2}, {"fire": 1, "water": 1}, {"water": 2}]
    assert all(
        {k: v for k, v in b.items() if k != "pay"} == {"type": "invoke", "seat": "p1", "card": tinker} for b in bodies
    )
    for body in bodies:
        after = act(state, "invoke", "p1", card=tinker, pay=body["pay"])
        assert kinds_spent(after, "p1") == body["pay"]


def test_no_pay_field_where_there_is_one_way_to_pay() -> None:
    """Chronicles of Arcane — Card Types › Essences: "Essences are cards that can be Exhausted to generate 1 Essence
    of its Essence type." A typed cost, or Essence of one type only, leaves nothing to choose: the body has no
    ``pay``, and a body naming that one payment is the same move."""
    only_fire = start()
    essences(only_fire, "p1", fire=3)
    tinker = hand(only_fire, "p1", "Wandering Tinker")
    assert invokes(only_fire, "p1", tinker) == [{"type": "invoke", "seat": "p1", "card": tinker}]
    after = act(only_fire, "invoke", "p1", card=tinker, pay={"fire": 2})
    assert kinds_spent(after, "p1") == {"fire": 2}
    state = start()
    essences(state, "p1", fire=2, water=2)
    eel = hand(state, "p1", "Undertow Eel")  # Water 2
    assert invokes(state, "p1", eel) == [{"type": "invoke", "seat": "p1", "card": eel}]
    assert kinds_spent(act(state, "invoke", "p1", card=eel), "p1") == {"water": 2}


def test_floating_essence_is_spent_before_any_card_is_chosen() -> None:
    """Chronicles of Arcane — Traits › Generator: "This 'floating' Essence is lost at the end of the turn." It pays
    first; the choice is only among the Essence cards for the rest of the cost."""
    state = start()
    essences(state, "p1", fire=1, water=1)
    seat(state, "p1")["floating"] = {"earth": 1}
    tinker = hand(state, "p1", "Wandering Tinker")
    assert sorted(str(b["pay"]) for b in invokes(state, "p1", tinker)) == ["{'fire': 1}", "{'water': 1}"]
    after = act(state, "invoke", "p1", card=tinker, pay={"water": 1})
    assert seat(after, "p1")["floating"] == {} and kinds_spent(after, "p1") == {"water": 1}
    seat(state, "p1")["floating"] = {"earth": 2}
    assert invokes(state, "p1", tinker) == [{"type": "invoke", "seat": "p1", "card": tinker}]


def test_the_default_keeps_the_hands_cards_castable() -> None:
    """Chronicles of Arcane — Parts of a Turn › 4. End of Turn › B: "Unexhausted Essence remains available during
    your opponent's turn(s)." A body without ``pay`` pays so that the most of the hand stays castable: with a Water
    Trap in hand, the Fire; with a Fire 2 creature, the Water."""
    state = start()
    essences(state, "p1", fire=2, water=2)
    tinker = hand(state, "p1", "Wandering Tinker")
    with_trap = state
    hand(with_trap, "p1", "Riptide Snare")
    assert kinds_spent(act(with_trap, "invoke", "p1", card=tinker), "p1") == {"fire": 2}

    state = start()
    essences(state, "p1", fire=2, water=2)
    tinker = hand(state, "p1", "Wandering Tinker")
    hand(state, "p1", "Blazefang Hound")  # Fire 2
    assert invokes(state, "p1", tinker)[0]["pay"] == {"water": 2}
    assert kinds_spent(act(state, "invoke", "p1", card=tinker), "p1") == {"water": 2}


def test_the_default_leaves_a_whole_type_rather_than_splitting() -> None:
    """Chronicles of Arcane — Card Types › Essences: "Essences are cards that can be Exhausted to generate 1 Essence
    of its Essence type." With nothing in hand needing either type, the default leaves the most of a single type
    (2 of one rather than 1 + 1): a typed cost drawn later needs its Essence all of one type."""
    state = start()
    essences(state, "p1", fire=2, water=2)
    tinker = hand(state, "p1", "Wandering Tinker")
    after = act(state, "invoke", "p1", card=tinker)
    assert sorted(kinds_spent(after, "p1").values()) == [2]


def test_activating_an_ability_carries_its_payment() -> None:
    """Chronicles of Arcane — Parts of a Turn › 2. Action Phase › D: "Activate abilities on your creature,
    artifacts, or other perpetual cards. If there is an associated cost for an ability, you must be able to pay it."
    Wandering Tinker's "pay 1 Essence of any type" lists one body per type the player may exhaust."""
    state = start()
    essences(state, "p1", fire=1, water=1)
    tinker = put(state, "p1", "Wandering Tinker")
    idol = put(state, "p1", "Warding Idol", slot=2)
    bodies = legal(state, "p1", "activate")
    assert {str(sorted(b["pay"])) for b in bodies} == {"['fire']", "['water']"}
    assert all(b["card"] == tinker and b["target"] == idol for b in bodies)
    after = act(state, "activate", "p1", card=tinker, ability=bodies[1]["ability"], target=idol, pay=bodies[1]["pay"])
    assert kinds_spent(after, "p1") == bodies[1]["pay"]


def test_a_payment_naming_essence_not_available_is_refused() -> None:
    """Chronicles of Arcane — Card Types › Essences: "Essences are cards that can be Exhausted to generate 1 Essence
    of its Essence type." A payment can only exhaust unexhausted Essence cards the player has."""
    state = start()
    essences(state, "p1", fire=2, water=2)
    tinker = hand(state, "p1", "Wandering Tinker")
    for pay in ({"fire": 3}, {"air": 2}):
        problem = refused(state, {"type": "invoke", "seat": "p1", "card": tinker, "pay": pay}, ESSENCE_CARDS)
        assert "unexhausted" in problem.detail


def test_a_payment_that_does_not_pay_the_cost_is_refused() -> None:
    """Chronicles of Arcane — Card Types › Essences: "Essences are used to pay the cost of Invoking (playing) other
    cards" — of the card's own type: Water 2 is not paid with Fire, and a cost of 2 is not paid with 1 or 3."""
    state = start()
    essences(state, "p1", fire=3, water=2)
    tinker = hand(state, "p1", "Wandering Tinker")
    eel = hand(state, "p1", "Undertow Eel")  # Water 2
    problem = refused(state, {"type": "invoke", "seat": "p1", "card": eel, "pay": {"fire": 2}}, ESSENCE_CARDS)
    assert "2 Water" in problem.detail
    for pay in ({"fire": 1}, {"fire": 2, "water": 1}):
        problem = refused(state, {"type": "invoke", "seat": "p1", "card": tinker, "pay": pay}, ESSENCE_CARDS)
        assert "takes 2 Essence card(s)" in problem.detail


def test_a_payment_that_is_not_counts_by_essence_type_is_malformed() -> None:
    """Chronicles of Arcane — Card Types › Essences: "Essences are cards that can be Exhausted to generate 1 Essence
    of its Essence type." A payment is a count per Essence type; anything else is not a payment at all."""
    state = start()
    essences(state, "p1", fire=2)
    tinker = hand(state, "p1", "Wandering Tinker")
    for pay in ({"neutral": 2}, {"fire": "2"}, {"fire": -1}, "fire", {}):
        with pytest.raises(ActionInvalid):
            ENGINE.apply(state, {"type": "invoke", "seat": "p1", "card": tinker, "pay": pay})


def test_the_ai_weighs_the_default_and_the_payments_that_keep_other_cards_castable() -> None:
    """Chronicles of Arcane — Parts of a Turn › 4. End of Turn › B: "Unexhausted Essence remains available during
    your opponent's turn(s)." The AI's search keeps the default payment and those that leave a different set of hand
    cards castable, and drops payments that change nothing it can tell apart."""
    state = start()
    essences(state, "p1", fire=2, water=2)
    tinker = hand(state, "p1", "Wandering Tinker")
    h = hooks_for(ENGINE)
    weighed = [a for a in h.search_actions(state, "p1") if a["type"] == "invoke"]
    assert weighed == [invokes(state, "p1", tinker)[0]]  # nothing else in hand: the default alone
    hand(state, "p1", "Riptide Snare")
    hand(state, "p1", "Blazefang Hound")
    weighed = [a["pay"] for a in h.search_actions(state, "p1") if a["type"] == "invoke" and a["card"] == tinker]
    assert weighed[0] in ({"fire": 2}, {"water": 2}) and sorted(map(str, weighed)) == sorted(
        map(str, [{"fire": 2}, {"water": 2}])
    )


def test_the_payment_field_is_documented_in_the_action_schema() -> None:
    """Chronicles of Arcane — Card Types › Essences: "Essences are cards that can be Exhausted to generate 1 Essence
    of its Essence type." ``invoke`` and ``activate`` — every action that pays Essence — declare ``pay``: an optional
    count per Essence type, described for the API's readers."""
    for name in ("invoke", "activate"):
        schema = next(a for a in ENGINE.action_types if a.name == name).json_schema()
        pay = schema["properties"]["pay"]
        assert "pay" not in schema["required"]
        assert pay["type"] == "object" and pay["additionalProperties"] is False
        assert set(pay["properties"]) == {"earth", "fire", "water", "air", "void"}
        assert "Essence cards the cost exhausts" in pay["description"]
