"""Athernum engine — the Day: Command abilities, resources, characters, items, locations and Support abilities."""

from __future__ import annotations

import pytest

from rules.athernum.engine import ENGINE
from rules.base import RuleViolation, State

from .helpers import (
    DECKS,
    FOUNDRY,
    ID,
    ILSE,
    MISTVEIL,
    ORSA,
    act,
    hand,
    main,
    put,
    resources,
    seat,
    start,
    to_turn_of,
    types,
)

GUILD = "Emberwright Guild"
WARDENS = "Mistveil Wardens"


def refused(state: State, action: dict) -> str:
    with pytest.raises(RuleViolation) as info:
        ENGINE.apply(state, action)
    return info.value.rule.id


def test_drawing_costs_one_command_token_any_number_of_times() -> None:
    """ "Drawing a card by spending one Command Token"."""
    state = start()
    before = len(seat(state, "p1")["hand"])
    state, _ = act(state, {"type": "draw", "seat": "p1"})
    state, _ = act(state, {"type": "draw", "seat": "p1"})
    assert len(seat(state, "p1")["hand"]) == before + 2 and seat(state, "p1")["command_tokens"] == 0
    assert refused(state, {"type": "draw", "seat": "p1"}) == "athernum.costs_paid"


def test_drawing_from_an_empty_deck_loses_the_game() -> None:
    """ "Deck Loss — if a player must draw a card but their deck is empty, they lose the game"."""
    state = start()
    seat(state, "p1")["discard"] += seat(state, "p1")["deck"]
    seat(state, "p1")["deck"] = []
    state, _ = act(state, {"type": "draw", "seat": "p1"})
    assert state["status"] == "finished" and state["winner"] == "p2"
    assert seat(state, "p1")["out_reason"] == "deck_loss"


def test_generating_a_resource_once_a_turn_of_the_main_characters_faction() -> None:
    """ "Generating one resource of your main character’s faction by also spending one Command Token (this can be
    done once per turn)"."""
    state = start()
    state, _ = act(state, {"type": "generate", "seat": "p1"})
    assert seat(state, "p1")["ready"] == {GUILD: 1}
    assert refused(state, {"type": "generate", "seat": "p1"}) == "athernum.command_resource"


def test_resources_last_and_ready_again_each_morning() -> None:
    """docs/athernum-rulings.md, "Resources": "Resources must be exhausted to enter the resource pool" and effects
    may "recover already exhausted resources" — a generated resource is a lasting marker, exhausted to pay and
    readied in its owner's Morning, so a cost of 2 is paid on the second turn."""
    state = start()
    state, _ = act(state, {"type": "generate", "seat": "p1"})
    rivet = hand(state, "p1", "Rivetsmith")  # costs 2
    assert {"type": "play_character", "seat": "p1", "card": rivet} not in ENGINE.legal_actions(state, "p1")
    state = to_turn_of(state, "p1")
    state, _ = act(state, {"type": "generate", "seat": "p1"})
    assert seat(state, "p1")["ready"] == {GUILD: 2}
    state, _ = act(state, {"type": "play_character", "seat": "p1", "card": rivet})
    assert rivet in seat(state, "p1")["characters"]
    assert seat(state, "p1")["ready"] == {} and seat(state, "p1")["spent"] == {GUILD: 2}
    state = to_turn_of(state, "p1")
    assert seat(state, "p1")["ready"] == {GUILD: 2} and seat(state, "p1")["spent"] == {}


def test_a_character_needs_one_resource_of_its_faction() -> None:
    """ "When playing a character, you must use at least one resource from that character's faction to pay its cost.
    Factionless characters, on the other hand, can be paid for using any type of resource."."""
    state = start()
    resources(state, "p1", WARDENS, 3)
    guild = hand(state, "p1", "Rivetsmith")
    free = hand(state, "p1", "Wandering Tinsmith")
    assert refused(state, {"type": "play_character", "seat": "p1", "card": guild}) == "athernum.engine.faction_cost"
    state, _ = act(state, {"type": "play_character", "seat": "p1", "card": free})
    assert free in seat(state, "p1")["characters"]


def test_no_second_copy_of_a_character_with_a_victory_token_field() -> None:
    """ "Note that you may not play characters with a Victory Token Field if a copy of that character is already
    under your control in play"."""
    state = start()
    resources(state, "p1", GUILD, 8)
    copy = hand(state, "p1", "Guildmaster Orsa Vell")
    assert refused(state, {"type": "play_character", "seat": "p1", "card": copy}) == "athernum.unique_vt_card"
    captain = hand(state, "p1", "Smelter Captain")
    state, _ = act(state, {"type": "play_character", "seat": "p1", "card": captain})
    assert state["vt_pool"] == 11 + 3  # "Whenever a card with a Victory Token Field enters play ... added"
    other = hand(state, "p1", "Smelter Captain")
    assert refused(state, {"type": "play_character", "seat": "p1", "card": other}) == "athernum.unique_vt_card"


def test_five_regular_character_slots() -> None:
    """ "Each player has up to five regular character slots."."""
    state = start()
    for _ in range(5):
        put(state, "p1", "Rivetsmith")
    resources(state, "p1", GUILD, 4)
    one_more = hand(state, "p1", "Rivetsmith")
    assert (
        refused(state, {"type": "play_character", "seat": "p1", "card": one_more}) == "athernum.engine.character_slots"
    )


def test_playing_a_card_puts_it_on_the_stack_and_the_opponent_may_pass() -> None:
    """ "Whenever a player activates an ability or plays a card, an effect stack—called the Stack—is created. This
    allows all players to respond" and "While the stack is open, no new actions may be taken—only further
    responses."."""
    state = start()
    resources(state, "p1", GUILD, 2)
    rivet = hand(state, "p1", "Rivetsmith")
    state, _ = ENGINE.apply(state, {"type": "play_character", "seat": "p1", "card": rivet})
    assert ENGINE.to_act(state) == ["p2"] and state["stack"][0]["card"] == rivet
    assert {"type": "pass", "seat": "p2"} in ENGINE.legal_actions(state, "p2")
    assert refused(state, {"type": "draw", "seat": "p1"}) == "athernum.engine.stack_resolves"
    state, events = ENGINE.apply(state, {"type": "pass", "seat": "p2"})
    assert "card_entered_play" in types(events) and rivet in seat(state, "p1")["characters"]
    assert ENGINE.to_act(state) == ["p1"]


def test_a_standing_pass_answers_until_the_end_of_the_turn() -> None:
    """ "Once no player wishes to add more effects to the stack, it resolves from top to bottom" — a pass with
    ``until`` answers every question up to that point; ``stop_passing`` ends it."""
    state = start()
    state, _ = ENGINE.apply(state, {"type": "draw", "seat": "p1"})
    assert {"type": "pass", "seat": "p2", "until": "my_turn"} in ENGINE.legal_actions(state, "p2")
    state, _ = ENGINE.apply(state, {"type": "pass", "seat": "p2", "until": "end_of_turn"})
    state, _ = ENGINE.apply(state, {"type": "draw", "seat": "p1"})
    assert state["stack"] == [] and ENGINE.to_act(state) == ["p1"]
    assert {"type": "stop_passing", "seat": "p2"} in ENGINE.legal_actions(state, "p2")
    state, _ = ENGINE.apply(state, {"type": "end_day", "seat": "p1"})
    assert state["passing"] == {}


def test_placing_a_victory_token_costs_two_command_tokens_once_a_turn() -> None:
    """ "Place one Victory Token from the pool onto your main character by spending two Command Tokens (this can be
    done once per turn)"."""
    state = start()
    state, _ = act(state, {"type": "place_victory_token", "seat": "p1"})
    assert state["board"][main(state, "p1")]["vt"] == 1 and state["vt_pool"] == 10
    assert seat(state, "p1")["victory_tokens"] == 1 and seat(state, "p1")["command_tokens"] == 0
    state = to_turn_of(state, "p1")
    state, _ = act(state, {"type": "place_victory_token", "seat": "p1"})
    assert refused(state, {"type": "place_victory_token", "seat": "p1"}) == "athernum.costs_paid"
    seat(state, "p1")["command_tokens"] = 2
    assert refused(state, {"type": "place_victory_token", "seat": "p1"}) == "athernum.command_victory_token"


def test_items_attach_face_up_or_face_down_and_a_face_down_one_shows_only_its_name() -> None:
    """ "Attaching items from your hand to your characters with free item slots—either face-up or face-down" and a
    face-down card keeps "Its name" and "Its basic card type" but loses "All its values"."""
    state = start()
    rivet = put(state, "p1", "Rivetsmith")  # one item slot
    blade, flare = hand(state, "p1", "Tempered Blade"), hand(state, "p1", "Signal Flare")
    state, events = act(state, {"type": "attach_item", "seat": "p1", "card": blade, "to": rivet, "face_down": True})
    assert state["board"][rivet]["items"] == [blade] and state["board"][blade]["up"] is False
    seen = ENGINE.view_for(state, "p2")["board"][blade]
    assert seen["name"] == "Tempered Blade" and seen["type"] == "item" and "card_id" not in seen
    assert ENGINE.view_for(state, "p1")["board"][blade]["card_id"] == ID["Tempered Blade"]
    assert all(ID["Tempered Blade"] not in str(e) for e in events if e["type"] != "cards_drawn")
    attach = {"type": "attach_item", "seat": "p1", "card": flare, "to": rivet, "face_down": False}
    assert refused(state, attach) == "athernum.engine.attach_item"


def test_a_location_replaces_the_one_in_play_once_a_turn() -> None:
    """ "If you want to play another location, you must first discard all other locations on your side of the field"
    and "Playing a location from your hand, replacing an existing location (this can be done once per turn)"."""
    state = start()
    first, second = hand(state, "p1", "Crossroads Market"), hand(state, "p1", "The Long Foundry")
    state, _ = act(state, {"type": "play_location", "seat": "p1", "card": first})
    assert seat(state, "p1")["location"] == first
    assert refused(state, {"type": "play_location", "seat": "p1", "card": second}) == "athernum.play_location"
    state = to_turn_of(state, "p1")
    state, _ = act(state, {"type": "play_location", "seat": "p1", "card": second})
    assert seat(state, "p1")["location"] == second and first in seat(state, "p1")["discard"]
    assert state["vt_pool"] == 11 + 4


def test_a_support_ability_discards_the_card_and_pays_the_activation_fee() -> None:
    """ "Activating support abilities of characters in your hand to trigger one-time effects, then discarding those
    cards" and the Activation Fee: "any resources can be used" (docs/athernum-rulings.md, "The Activation Fee":
    1 resource of any faction)."""
    state = start()
    apprentice = hand(state, "p1", "Lowtide Smuggler")  # "Support — Discard this card: …" costs the fee alone
    assert refused(state, {"type": "support", "seat": "p1", "card": apprentice}) == "athernum.engine.activation_fee"
    resources(state, "p1", WARDENS, 1)
    state, events = act(state, {"type": "support", "seat": "p1", "card": apprentice})
    assert apprentice in seat(state, "p1")["discard"]
    assert next(e for e in events if e["type"] == "support_activated")["paid"] == {WARDENS: 1}
    assert seat(state, "p1")["ready"] == {WARDENS: 1}  # "recover one of your spent resources": the fee itself
    assert any(e["type"] == "stack_resolved" and e["kind"] == "support" for e in events)
    rivet = hand(state, "p1", "Rivetsmith")
    assert refused(state, {"type": "support", "seat": "p1", "card": rivet}) == "athernum.engine.support"


def test_a_standing_pass_until_my_turn_lasts_through_other_turns() -> None:
    """A pass ``until: my_turn`` answers every question until its seat's own turn starts, even when the turn before
    it ends because its player leaves the game."""
    state = start([DECKS[FOUNDRY], DECKS[MISTVEIL], DECKS[FOUNDRY]], [ORSA, ILSE, ORSA])
    state, _ = ENGINE.apply(state, {"type": "draw", "seat": "p1"})
    state, _ = ENGINE.apply(state, {"type": "pass", "seat": "p2", "until": "end_of_turn"})
    state, _ = ENGINE.apply(state, {"type": "pass", "seat": "p3", "until": "my_turn"})
    assert state["passing"] == {"p2": "end_of_turn", "p3": "my_turn"}
    state, _ = ENGINE.apply(state, {"type": "concede", "seat": "p1"})
    assert state["turn"]["active_seat"] == "p2" and state["passing"] == {"p3": "my_turn"}
    state, _ = ENGINE.apply(state, {"type": "draw", "seat": "p2"})
    assert state["stack"] == []  # p3's standing pass answered
    state, _ = ENGINE.apply(state, {"type": "end_day", "seat": "p2"})
    assert state["turn"]["active_seat"] == "p3" and state["passing"] == {}
