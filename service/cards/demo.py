"""Demo cards for `make run`: the sets in ``rules/sets/`` and their demo decks, owned by the demo user."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from service.accounts.models import User
from service.cards.demo_sets import load_demo_sets
from service.cards.models.decks import Deck


def load_demo_cards(*, session: Session, username: str) -> dict[str, Any]:
    """Idempotent: sets are upserted, and a demo deck the user already has (by ruleset and name) is kept."""
    loaded = load_demo_sets(session=session)
    user = session.scalars(select(User).where(User.username == username)).first()
    decks = 0
    if user is not None:  # no demo user: the sets alone
        for summary in loaded.values():
            for deck in summary["demo_decks"]:
                exists = session.scalars(
                    select(Deck.id).where(
                        Deck.owner_id == user.id, Deck.ruleset == summary["ruleset"], Deck.name == deck["name"]
                    )
                ).first()
                if exists is None:
                    session.add(
                        Deck(
                            owner_id=user.id,
                            ruleset=summary["ruleset"],
                            name=deck["name"],
                            format="casual",
                            cards=deck["cards"],
                        )
                    )
                    decks += 1
    session.flush()
    return {"sets": sorted(s["set"] for s in loaded.values()), "decks_created": decks}
