"""Chronicles of Arcane engine: readings that follow the rulebook's words where a shortcut would not — Aerial on an
Ancient, running out of cards, Banish Counters only for damage, and whose Life Lifedrain heals
(docs/arcane-rulings.md)."""

from __future__ import annotations

from rules.arcane.engine import combat
from rules.arcane.engine import effects as fx
from rules.arcane.engine.state import new_record

from .helpers import (
    ENGINE,
    act,
    attack,
    end_turn,
    essences,
    hand,
    legal,
    life,
    new_card,
    pass_all,
    put,
    refused,
    seat,
    start,
)


def _empty_deck(state: dict, sid: str) -> None:
    seat(state, sid)["sanctum"] += seat(state, sid)["deck"] + seat(state, sid)["hand"]
    seat(state, sid)["deck"], seat(state, sid)["hand"] = [], []


def test_an_ancient_with_aerial_is_attacked_and_blocked_as_an_aerial_creature_is() -> None:
    """Chronicles of Arcane — Aerial: "Creatures with Aerial can only be targeted for attack by other Aerial
    creatures or creatures with the Reach trait. Additionally, creatures without Reach or Aerial cannot block an
    attack on an Aerial creature." — and Ancients: "They operate similarly to creature cards". Zephyrine, an Ancient
    printed with Aerial, is refused to a ground attacker and blocked only by Aerial or Reach creatures, exactly as
    Skyreed Courier, an Aerial creature."""
    state = start()
    zephyrine = put(state, "p2", "Zephyrine, the Unbound Gale")
    courier = put(state, "p2", "Skyreed Courier", "front", 1)
    tinker = put(state, "p2", "Wandering Tinker", "front", 2)
    archer = put(state, "p2", "Briarback Archer", "front", 3)
    ram = put(state, "p1", "Thunderhoof Ram", "front", 1)
    drake = put(state, "p1", "Kiln Drake", "front", 2)
    for flyer in (zephyrine, courier):
        assert flyer not in combat.targets(state, ram)
        assert all(a["target"] != flyer for a in legal(state, "p1", "attack") if a["attacker"] == ram)
        refused(state, {"type": "attack", "seat": "p1", "attacker": ram, "target": flyer}, "arcane.trait.aerial")
        assert flyer in combat.targets(state, drake)
        during = pass_all(act(state, "attack", "p1", attacker=drake, target=flyer))
        blockers = [a["card"] for a in legal(during, "p2", "block")]
        assert archer in blockers and tinker not in blockers


def test_a_player_out_of_cards_whose_creature_is_held_exhausted_plays_on() -> None:
    """Chronicles of Arcane — How to Win: "reduce the Life of your opponent Player(s) to 0"; Deck: "If a player runs
    out of cards in their deck, they must play until they surrender or no longer have any actions to take." A
    creature held exhausted by Frostscale Wyrm leaves its player nothing to do this turn, but it wakes and acts
    again: its player, Life left (22 before the Wyrm's 3) and an empty deck, stays in the game."""
    state = start()
    _empty_deck(state, "p2")
    seat(state, "p2")["life"] = 22
    wyrm = put(state, "p1", "Frostscale Wyrm", "front", 1)
    hound = put(state, "p2", "Blazefang Hound", "front", 1)
    state = act(state, "attack", "p1", attacker=wyrm, target="p2")
    state = act(state, "choose_target", "p1", target=hound)  # "exhaust target creature": the Hound, not the Wyrm
    assert state["combat"] is None and life(state, "p2") == 19  # nothing awake to block: 3 damage
    assert state["board"][hound]["ex"] and state["board"][hound]["held"] > 0
    state = end_turn(state)  # p2's turn: empty deck, no hand, the Hound still held exhausted
    assert state["turn"]["active_seat"] == "p2" and not seat(state, "p2")["out"]
    assert {a["type"] for a in ENGINE.legal_actions(state, "p2")} == {"end_turn", "concede"}
    state = end_turn(end_turn(state))  # the Hound wakes as p2's turn ends; p1's turn; p2's turn again
    assert state["turn"]["active_seat"] == "p2" and not seat(state, "p2")["out"]
    assert any(a["attacker"] == hound for a in legal(state, "p2", "attack"))


def test_a_player_out_of_cards_is_out_only_when_nothing_they_have_can_ever_act() -> None:
    """Chronicles of Arcane — Deck: "they must play until they surrender or no longer have any actions to take". A
    spell their Essences pay for waits for a target to come, a counterspell for an opponent who still has a spell;
    a card they can never pay for, or a counterspell nobody can give a spell to answer, leaves them no action
    ever: out."""

    def turn_of_p2(card: str, p1_spell: bool = False, **paid_with: int) -> dict:
        state = start()
        _empty_deck(state, "p2")
        essences(state, "p2", **paid_with)
        hand(state, "p2", card)
        if p1_spell:
            seat(state, "p1")["deck"].append(new_card(state, "p1", "Flare Volley"))
        return end_turn(state)

    for waiting in (
        turn_of_p2("Siphon Night", void=3),  # "target creature": none on the Battlefield yet, one may come
        turn_of_p2("Countercurrent", p1_spell=True, water=2),  # p1 may still cast Flare Volley
    ):
        assert waiting["turn"]["active_seat"] == "p2" and not seat(waiting, "p2")["out"]
    for stuck in (
        turn_of_p2("Kiln Drake", fire=1),  # 5 Fire Essence, and only 1 Fire Essence card: never
        turn_of_p2("Countercurrent", water=2),  # p1 holds no Spell card, in hand or deck
    ):
        assert stuck["status"] == "finished" and stuck["winner"] == "p1"
        assert seat(stuck, "p2")["out_reason"] == "no_actions_left"


def test_an_attack_with_no_attack_power_adds_no_banish_counter() -> None:
    """Chronicles of Arcane — Domains: "When a Domain card becomes the target of an attack, ability, or spell that
    would deal damage, 1 Banish Counter is added to it." An attack with 0 Attack Power deals no damage: no counter;
    nor does damage of 0 from an effect."""
    state = start()
    essences(state, "p1", earth=3, void=3)
    grove = hand(state, "p1", "Grove of Whispers")
    state = act(state, "invoke", "p1", card=grove)
    sentinel = put(state, "p1", "Ironbark Sentinel", "front", 1)  # 2/4
    state = act(state, "invoke", "p1", card=hand(state, "p1", "Siphon Night"), target=sentinel)  # -2/-2: 0/2
    state = attack(state, "p1", sentinel, grove)
    assert state["domains"][0]["card"] == grove and state["domains"][0]["banish"] == 0
    events: list[dict] = []
    fx.run(
        state,
        {"when": "play", "op": "damage", "x": 0, "target": "creature_or_domain"},
        actor="p1",
        source=sentinel,
        target=grove,
        events=events,
    )
    assert state["domains"][0]["banish"] == 0 and not any(e["type"] == "banish_counter_added" for e in events)
    scout = put(state, "p1", "Cinderling Scout", "front", 2)  # 1/1 Haste: it deals damage, it adds one
    state = attack(state, "p1", scout, grove)
    assert state["domains"][0]["banish"] == 1


def test_lifedrain_heals_the_creatures_owner_as_printed() -> None:
    """Chronicles of Arcane — Lifedrain: "When a creature with Life Drain deals combat damage to another creature,
    whether through attacking or blocking, its owner gains Life equal to the damage dealt." Where the controller is
    not the owner (no card of the set does this; set up by hand), the owner gains the Life."""
    state = start()
    acolyte = new_card(state, "p2", "Gloomcaller Acolyte")  # 2/2 Lifedrain, owned by p2 …
    state["board"][acolyte] = new_record("p1", "front", 1, since=0, exhausted=False, stealth=False, aura=False)
    scout = put(state, "p2", "Cinderling Scout", "front", 1)  # 1/1
    state = attack(state, "p1", acolyte, scout)
    assert scout not in state["board"] and acolyte in state["board"]
    assert life(state, "p2") == 26 and life(state, "p1") == 25
