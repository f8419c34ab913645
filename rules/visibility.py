"""What of a game's record each reader may see: the rules' half of every history, stream, webhook and replay.

A state leaves ``rules/`` towards a reader only through ``view_for``; the record of how it got there (the setup a game
started from, and the events of each action) leaves through these functions, which say what in it is hidden:

- the seed, always: with it and the actions anyone could replay every shuffle and draw. A game publishes a
  commitment to it at creation and reveals it when it ends;
- with ``hidden_information``, each player's deck (its order, and until the end its contents: ``deck``) and the card
  definitions (``cards``, which name every card of every deck);
- an event's ``private`` member: only for the seat it names. Engines write it in one of two shapes, ``{seat: part}``
  (Achroma, Arcane) or ``{"seat": seat, ...part}`` (Oversoul).

Nothing else of a setup or an event is hidden: an engine puts into ``private`` whatever only some seats may see, and
keeps out of the rest of an event every card no other seat sees at that moment (a test walks random games of every
engine to hold it to that). Pure functions over plain data, as the rest of ``rules/``.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

from rules.base import Event, Ruleset, seat_ids

SECRET_SETUP = ("seed", "cards")  # never in a reader's view of a setup while the game is on
DECK = "deck"  # a player's deck: hidden with hidden_information


def _decks_hidden(game: Ruleset) -> bool:
    return game.capabilities.hidden_information


def split_setup(game: Ruleset, setup: Mapping[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """``(public, secret)``: the setup as every reader may see it, and the rest (``seed``, ``cards`` and, with hidden
    information, ``decks`` by seat). ``join_setup`` puts them together again."""
    public = {k: v for k, v in setup.items() if k not in SECRET_SETUP}
    secret = {k: setup[k] for k in SECRET_SETUP if k in setup}
    if _decks_hidden(game) and any(DECK in p for p in setup.get("players", ())):
        players = list(setup["players"])
        ids = seat_ids(len(players))
        secret["decks"] = {sid: list(p[DECK]) for sid, p in zip(ids, players, strict=True) if DECK in p}
        public["players"] = [{k: v for k, v in p.items() if k != DECK} for p in players]
    return public, secret


def join_setup(public: Mapping[str, Any], secret: Mapping[str, Any]) -> dict[str, Any]:
    """The whole setup from its two halves (``split_setup``); members of neither half's own (a commitment, a salt)
    are not the setup's and are left out."""
    setup = {k: v for k, v in public.items() if k != "seed_commitment"}
    setup.update({k: secret[k] for k in SECRET_SETUP if k in secret})
    decks = secret.get("decks")
    if decks:
        ids = seat_ids(len(setup["players"]))
        setup["players"] = [
            {**p, DECK: list(decks[sid])} if sid in decks else dict(p)
            for sid, p in zip(ids, setup["players"], strict=True)
        ]
    return setup


def decks_seen_by(secret: Mapping[str, Any], seats: Collection[str]) -> dict[str, list[str]]:
    """The decks of a secret setup that these seats' players brought (and so know the contents of, if not the order
    they were shuffled into)."""
    return {sid: list(deck) for sid, deck in (secret.get("decks") or {}).items() if sid in seats}


def public_event(event: Mapping[str, Any]) -> Event:
    """An event as every reader may see it: without its ``private`` member."""
    return {k: v for k, v in event.items() if k != "private"}


def private_part(private: Any, seat: str) -> Any:
    """What of an event's ``private`` member ``seat`` may see (None: nothing)."""
    if not isinstance(private, Mapping):
        return None
    if "seat" in private:  # {"seat": s, ...}: all of it, for s alone
        return {k: v for k, v in private.items() if k != "seat"} if private["seat"] == seat else None
    return private.get(seat)
