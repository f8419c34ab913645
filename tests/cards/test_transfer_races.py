"""Transfers at the same moment on PostgreSQL (READ COMMITTED): accept, decline and cancel lock the transfer's row
and offers lock the copy's (``service.cards.transfers``). Each test runs one unit of work of a service function
that holds its lock (its writes sent, not committed), starts the other in a second unit, waits until that one waits
on a lock (or has finished: without the locks it did not wait), then commits the first."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from sqlalchemy.orm import Session

from service.accounts.identity import Principal
from service.cards import copies, transfers
from service.platform.errors import Conflict, NotFound
from tests.cards.conftest import printed_copies
from tests.support.client import ApiClient
from tests.support.pg_locks import race_two_units

pytestmark = pytest.mark.parametrize(
    "database_url", [pytest.param("postgres", marks=pytest.mark.postgres)], indirect=True
)

Unit = Callable[[Session], Any]


def _user(client: ApiClient) -> tuple[str, Principal]:
    user = client.signup()
    token = client.login(user["username"], user["password"])
    me = client.get("/v1/me", token=token).get_json()
    return token, Principal(me["id"], me["username"], False, frozenset({"cards:register"}), "token", "tok-test")


def _owned_copy(client: ApiClient, app: Any) -> tuple[str, str, Principal]:
    """A printed copy registered to a new user: (serial, their token, their principal)."""
    [(serial, _card_id, code)] = printed_copies(app, {"tst1-006": 1})
    token, principal = _user(client)
    assert client.post("/v1/registrations", token=token, json={"code": code}).status_code == 201
    return serial, token, principal


def _is_no_longer_pending(outcome: Any) -> bool:
    return isinstance(outcome, Conflict) and outcome.code == "conflict" and outcome.detail.startswith("This transfer")


@pytest.mark.parametrize(
    ("first", "closing"), [("accept", "cancel"), ("accept", "decline"), ("close", "cancel"), ("close", "decline")]
)
def test_accept_and_close_of_one_transfer_at_once_one_wins(app, client, catalog, first, closing):
    """Transfers — an offer accepted by the recipient while it is cancelled by the sender (or declined), either one
    first: exactly one wins and the other gets 409 ``conflict``; the transfer's status agrees with the copy's owner
    (accepted: the buyer owns it; cancelled or declined: the seller still does). Read without a lock, a cancel that
    saw "pending" while the accept ran overwrote "accepted" once the accept committed: the copy moved to the buyer,
    the transfer said cancelled, and both got 200."""
    serial, seller_token, seller = _owned_copy(client, app)
    buyer_token, buyer = _user(client)
    offered = client.post("/v1/transfers", token=seller_token, json={"serial": serial, "to": buyer.username})
    assert offered.status_code == 201, offered.get_json()
    tid = offered.get_json()["id"]

    def accept(session: Session) -> str:
        return transfers.accept(session=session, principal=buyer, transfer_id=tid).status

    def close(session: Session) -> str:
        who = buyer if closing == "decline" else seller
        t = transfers.close(session=session, principal=who, transfer_id=tid, action=closing)
        session.flush()  # its UPDATE sent (as at commit), and the row's lock held, until the unit ends
        return t.status

    units = (accept, close) if first == "accept" else (close, accept)
    first_outcome, second_outcome = race_two_units(app.extensions["companion"].db, *units)
    closed = {"cancel": "cancelled", "decline": "declined"}[closing]
    assert first_outcome == ("accepted" if first == "accept" else closed), first_outcome
    assert _is_no_longer_pending(second_outcome), second_outcome
    status = client.get(f"/v1/transfers?status={first_outcome}", token=seller_token).get_json()["items"]
    assert [t["id"] for t in status] == [tid]
    buyer_serials = [c["serial"] for c in client.get("/v1/copies", token=buyer_token).get_json()["items"]]
    seller_serials = [c["serial"] for c in client.get("/v1/copies", token=seller_token).get_json()["items"]]
    if first_outcome == "accepted":
        assert (buyer_serials, seller_serials) == ([serial], [])
    else:
        assert (buyer_serials, seller_serials) == ([], [serial])


def test_two_offers_of_one_copy_at_once_leave_one_pending(app, client, catalog):
    """Transfers — one copy offered to two users at the same moment: one offer is made, the other is refused with
    409 (the copy already has a pending transfer), and exactly one transfer of it is pending. Without the lock
    on the copy, both would look for a pending transfer before either had inserted one, and both would be made."""
    serial, seller_token, seller = _owned_copy(client, app)
    (_, first_buyer), (_, second_buyer) = _user(client), _user(client)

    def offer_to(buyer: Principal) -> Unit:
        def run(session: Session) -> str:
            return transfers.offer(
                session=session, principal=seller, serial=serial, to_username=buyer.username, price=None
            ).id

        return run

    made, refused = race_two_units(app.extensions["companion"].db, offer_to(first_buyer), offer_to(second_buyer))
    assert isinstance(made, str), made
    assert isinstance(refused, Conflict) and refused.code == "conflict", refused
    assert refused.extra == {"transfer_id": made}
    pending = client.get("/v1/transfers?status=pending", token=seller_token).get_json()["items"]
    assert [(t["id"], t["serial"], t["to"]) for t in pending] == [(made, serial, first_buyer.username)]


@pytest.mark.parametrize("change", ["report", "visibility"])
def test_an_old_owners_change_after_an_accept_never_lands_on_the_buyers_copy(app, client, catalog, change):
    """Copies — the seller reports the copy stolen (or makes its owner public) while the buyer's accept of it is
    being written: the accept lands and the seller's change is refused (404: no longer their copy). Read without a
    lock, the change saw the seller as owner and, once the accept committed, marked the buyer's copy stolen."""
    serial, seller_token, seller = _owned_copy(client, app)
    buyer_token, buyer = _user(client)
    offered = client.post("/v1/transfers", token=seller_token, json={"serial": serial, "to": buyer.username})
    assert offered.status_code == 201, offered.get_json()

    def accept(session: Session) -> str:
        return transfers.accept(session=session, principal=buyer, transfer_id=offered.get_json()["id"]).status

    def seller_changes(session: Session) -> Any:
        if change == "report":
            done = copies.report(session=session, principal=seller, serial=serial, status="stolen", note="gone")
        else:
            done = copies.set_visibility(session=session, principal=seller, serial=serial, owner_public=True)
        session.flush()
        return done

    accepted, refused = race_two_units(app.extensions["companion"].db, accept, seller_changes)
    assert accepted == "accepted"
    assert isinstance(refused, NotFound), refused
    [copy] = client.get("/v1/copies", token=buyer_token).get_json()["items"]
    assert (copy["serial"], copy["status"], copy.get("owner_public", False)) == (serial, "active", False)
