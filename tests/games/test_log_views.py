"""What a reader's view of a game's log tells them, walked over random games of every engine: nothing a seat could not
see at the table.

Each game is logged as the service logs it (``service.games.history``: entry 1 with the setup split and sealed, one
entry per action, the reveal in the entry that ends it, the hash chain) and read back as each reader is served it
(``entry_view``: a seat, the other seat, a spectator, an owner playing both seats). After every entry, everything
that reader was served so far must be accounted for by what the rules' ``view_for`` showed that reader up to then:

- every card instance named with its identity (``{card, card_id}``, anywhere in an entry) was in one of the reader's
  views, before or after that entry;
- every bare card id was in one of the reader's views, or is in the reader's own deck, or was overturned for the whole
  table by an event that says so (Achroma's REVEAL);
- before the end, no seed, no salt and no other seat's deck or card definitions; after it, the reveal lets the
  reader replay the whole game from their own view of the log, and the replay matches.

Seeded random playouts, as the conformance suite's (``tests/rules/test_conformance.py``).
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

from rules import registry
from rules.base import CardGame, State, card_game
from service.games import history
from service.games.chain import GENESIS, entry_hash, link, seed_commitment
from service.games.replay import replay

ENGINES = {g.id: card_game(g) for g in registry.engines()}
GAMES_PER_ENGINE, ACTIONS_PER_GAME = 6, 500
SALT = "5a17" * 8
# events whose card ids were overturned for everyone at the table, then went back where nobody sees them
TABLE_REVEALS = {
    # achroma.kw.reveal: "Put the overturned cards back into your Palette and shuffle."
    "cards_revealed",
}
READERS: dict[str, tuple[str, ...]] = {"p1": ("p1",), "p2": ("p2",), "spectator": (), "owner": ("p1", "p2")}


def _pairs(obj: Any) -> Iterator[tuple[str, str]]:
    """Every card instance named with its identity: a mapping with ``card`` and ``card_id``."""
    if isinstance(obj, dict):
        if isinstance(obj.get("card"), str) and isinstance(obj.get("card_id"), str):
            yield obj["card"], obj["card_id"]
        for value in obj.values():
            yield from _pairs(value)
    elif isinstance(obj, list):
        for value in obj:
            yield from _pairs(value)


def _leaves(obj: Any) -> Iterator[Any]:
    """Every key and every scalar."""
    if isinstance(obj, dict):
        for key, value in obj.items():
            yield key
            yield from _leaves(value)
    elif isinstance(obj, list):
        for value in obj:
            yield from _leaves(value)
    else:
        yield obj


def _playout(game: CardGame, seed: int) -> tuple[dict[str, Any], list[dict[str, Any]], list[State]]:
    """A random game logged as the service logs it: the setup, its entries, and the state after each."""
    rnd = random.Random(seed)
    names = game.demo_deck_names()
    decks = [game.demo_deck(names[rnd.randrange(len(names))]) for _ in range(2)]
    definitions = game.card_definitions()
    setup = {
        "players": [{"name": f"P{i}", "deck": deck} for i, deck in enumerate(decks, 1)],
        "seed": 1_000_003 + seed,  # large: an integer a view carries for another reason is never mistaken for it
        "first_player": None,
        "options": {},
        "cards": {c: definitions[c] for deck in decks for c in deck},
    }
    state, events = history.setup_state(game, setup)
    first = link(history.created_entry(ruleset=game, setup=setup, salt=SALT, effects=events, by="P1", now=0), None)
    entries, states = [first], [state]
    for _ in range(ACTIONS_PER_GAME):
        waiting = game.to_act(state)
        if not waiting:
            break
        seat = rnd.choice(waiting)
        listed = game.legal_actions(state, seat)
        moves = [a for a in listed if a["type"] != "concede"] or listed
        before, action = state, rnd.choice(moves)
        state, events = game.apply(state, action)
        entry = history.action_entry(number=len(entries) + 1, action=action, effects=events, by="P", now=0)
        if before["status"] == "active" and state["status"] != "active":  # as ``play.act`` does
            entry[history.REVEAL] = history.reveal_of(first)
        entries.append(link(entry, entries[-1]["hash"]))
        states.append(state)
    return setup, entries, states


Seen = tuple[set[tuple[str, str]], set[str]]


def _seen_by_each(game: CardGame, state: State) -> dict[str | None, Seen]:
    """The card instances and card ids each seat's view (None: a spectator's) shows."""
    seen: dict[str | None, Seen] = {}
    for seat in [None, *(s["seat"] for s in state["seats"])]:
        view = game.view_for(state, seat)
        assert not {"seed", "rng_counter"} & set(view), "the game document would tell the seed"
        pairs = set(_pairs({k: v for k, v in view.items() if k != "cards"}))
        seen[seat] = pairs, {c for _, c in pairs} | set(view.get("cards", {}))
    return seen


def _seen(seen: dict[str | None, Seen], seats: tuple[str, ...]) -> Seen:
    """What these seats' views (none: a spectator's) show together."""
    parts = [seen[s] for s in seats] if seats else [seen[None]]
    return set().union(*(p for p, _ in parts)), set().union(*(i for _, i in parts))


CASES = [(ruleset, n) for ruleset in ENGINES for n in range(GAMES_PER_ENGINE)]


@pytest.mark.parametrize(("ruleset", "n"), CASES, ids=[f"{r}-{n}" for r, n in CASES])
def test_no_reader_of_the_log_learns_a_card_it_could_not_see(ruleset: str, n: int) -> None:
    game = ENGINES[ruleset]
    setup, entries, states = _playout(game, seed=n)
    own_decks = {f"p{i}": set(p["deck"]) for i, p in enumerate(setup["players"], 1)}
    seen_then = [_seen_by_each(game, state) for state in states]
    for reader, seats in READERS.items():
        seen_pairs: set[tuple[str, str]] = set()
        seen_ids = set().union(*(own_decks[s] for s in seats))
        others = [s for s in own_decks if s not in seats]
        served = []
        for entry, seen in zip(entries, seen_then, strict=True):
            pairs, ids = _seen(seen, seats)
            seen_pairs |= pairs
            seen_ids |= ids
            view = history.entry_view(game, entry, seats)
            served.append(view)
            revealed = history.REVEAL in view
            for pair in _pairs(view):
                assert pair in seen_pairs, f"{reader} is told {pair} in entry {entry['number']}: {view}"
            overturned = {
                c for e in view["effects"] if e["type"] in TABLE_REVEALS for c in _leaves(e) if isinstance(c, str)
            }
            for leaf in _leaves({k: v for k, v in view.items() if k != history.REVEAL}):
                if isinstance(leaf, str) and leaf in setup["cards"]:
                    assert leaf in seen_ids | overturned, f"{reader} is told of {leaf} in entry {entry['number']}"
            if not revealed:
                leaves = list(_leaves(view))
                assert "seed" not in leaves and setup["seed"] not in leaves and SALT not in leaves, (reader, view)
                assert "deck" not in json.dumps(view.get("setup", {})) and "cards" not in view.get("setup", {})
                assert set(view.get("yours", {}).get("decks", {})) <= set(seats)
                assert all(p["seat"] in seats for p in view.get("yours", {}).get("private", ()))
        _check_what_the_reader_can_verify(game, served, setup, others)


def _check_what_the_reader_can_verify(
    game: CardGame, served: list[dict[str, Any]], setup: dict[str, Any], others: list[str]
) -> None:
    """The chain recomputes from the reader's own view; once the game is over the reveal opens the commitment and
    the reader replays the whole game."""
    previous = GENESIS
    for view in served:
        assert view["hash"] == entry_hash(view, previous)
        previous = view["hash"]
    assert served[0]["setup"]["seed_commitment"] == seed_commitment(setup["seed"], SALT)
    if history.REVEAL in served[-1]:
        assert replay(game, served) == "match"
        reveal = served[-1][history.REVEAL]
        assert reveal["seed"] == setup["seed"] and set(reveal["decks"]) >= set(others)
    else:
        assert replay(game, served) == "pending"


@pytest.mark.parametrize("ruleset", ENGINES)
def test_a_log_whose_reveal_does_not_open_the_commitment_or_replay_is_a_mismatch(ruleset: str) -> None:
    game = ENGINES[ruleset]
    _, entries, _ = next(p for n in range(GAMES_PER_ENGINE) if history.REVEAL in (p := _playout(game, n))[1][-1])
    served = [history.entry_view(game, e) for e in entries]
    assert replay(game, served) == "match"
    reveal = served[-1][history.REVEAL]
    for changed in ({**reveal, "seed": reveal["seed"] + 1}, {**reveal, "salt": "0" * 32}):
        assert replay(game, [*served[:-1], {**served[-1], history.REVEAL: changed}]) == "mismatch"
    decks = dict(reveal["decks"])
    decks["p2"] = list(reversed(decks["p2"]))  # another deck order: the draws come out otherwise
    assert replay(game, [*served[:-1], {**served[-1], history.REVEAL: {**reveal, "decks": decks}}]) == "mismatch"
