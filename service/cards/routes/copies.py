"""The caller's registered copies: report lost or stolen, recover, show the owner on verify, history;
revoking a counterfeit (admin); transfers between users; a card's market value."""

from __future__ import annotations

from typing import Any, TypeVar

from flask.views import MethodView

from schemas.registrations import (
    CopyListSchema,
    CopySchema,
    HistorySchema,
    MarketValueSchema,
    ReportSchema,
    RevokeSchema,
    TransferCreateSchema,
    TransferListSchema,
    TransferQueryArgs,
    TransferSchema,
    VisibilitySchema,
)
from service.accounts.admin import admin_only
from service.accounts.auth import current_principal
from service.cards import copies, transfers
from service.platform.api import Blueprint
from service.platform.context import db_session

T = TypeVar("T")
blp = Blueprint("copies", __name__, url_prefix="/v1", description="Registered copies, transfers, market value.")


def _done(result: T) -> T:
    db_session().commit()
    return result


@blp.route("/copies")
class Copies(MethodView):
    @blp.auth("cards:read")
    @blp.response(200, CopyListSchema)
    def get(self):
        """Every copy registered to the caller."""
        return {"items": copies.list_copies(session=db_session(), principal=current_principal())}


@blp.route("/copies/<string:serial>/report")
class CopyReport(MethodView):
    @blp.auth("cards:register")
    @blp.arguments(ReportSchema)
    @blp.response(200, CopySchema)
    @blp.errors(404, 409)
    def post(self, body: dict, serial: str):
        """Report a copy lost or stolen: verify shows it, and it no longer counts for official play."""
        return _done(copies.report(session=db_session(), principal=current_principal(), serial=serial, **body))


@blp.route("/copies/<string:serial>/recover")
class CopyRecover(MethodView):
    @blp.auth("cards:register")
    @blp.response(200, CopySchema)
    @blp.errors(404, 409)
    def post(self, serial: str):
        """A lost or stolen copy is back in its owner's hands."""
        return _done(copies.recover(session=db_session(), principal=current_principal(), serial=serial))


@blp.route("/copies/<string:serial>/visibility")
class CopyVisibility(MethodView):
    @blp.auth("cards:register")
    @blp.arguments(VisibilitySchema)
    @blp.response(200, CopySchema)
    @blp.errors(404)
    def put(self, body: dict, serial: str):
        """Show (or hide) the owner's username on the copy's public verify page."""
        return _done(copies.set_visibility(session=db_session(), principal=current_principal(), serial=serial, **body))


@blp.route("/copies/<string:serial>/history")
class CopyHistory(MethodView):
    @blp.auth("cards:read")
    @blp.response(200, HistorySchema)
    @blp.errors(404)
    def get(self, serial: str):
        """The copy's ownership history (owner or admin)."""
        return {"items": copies.history(session=db_session(), principal=current_principal(), serial=serial)}


@blp.route("/copies/<string:serial>/revoke")
class CopyRevoke(MethodView):
    @admin_only(blp)
    @blp.arguments(RevokeSchema)
    @blp.response(200, CopySchema)
    @blp.errors(404)
    def post(self, body: dict, serial: str):
        """Revoke a copy as counterfeit: verify says not genuine, and it can neither register nor play."""
        return _done(copies.revoke(session=db_session(), principal=current_principal(), serial=serial, **body))


@blp.route("/transfers")
class Transfers(MethodView):
    @blp.auth("cards:read")
    @blp.arguments(TransferQueryArgs, location="query")
    @blp.response(200, TransferListSchema)
    def get(self, args: dict):
        """Transfers the caller sent or received."""
        return {"items": transfers.list_transfers(session=db_session(), principal=current_principal(), **args)}

    @blp.auth("cards:register")
    @blp.arguments(TransferCreateSchema)
    @blp.response(201, TransferSchema)
    @blp.errors(404, 409, 422)
    def post(self, body: dict):
        """Offer one of your copies to another user (optionally recording the sale price); they accept it."""
        session = db_session()
        t = transfers.offer(
            session=session,
            principal=current_principal(),
            serial=body["serial"],
            to_username=body["to"],
            price=body["price"],
        )
        session.commit()
        return transfers.transfer_dict(session, t)


def _act(transfer_id: str, action: str) -> dict[str, Any]:
    session = db_session()
    principal = current_principal()
    if action == "accept":
        t = transfers.accept(session=session, principal=principal, transfer_id=transfer_id)
    else:
        t = transfers.close(session=session, principal=principal, transfer_id=transfer_id, action=action)
    session.commit()
    return transfers.transfer_dict(session, t)


@blp.route("/transfers/<string:transfer_id>/accept")
class TransferAccept(MethodView):
    @blp.auth("cards:register")
    @blp.response(200, TransferSchema)
    @blp.errors(404, 409)
    def post(self, transfer_id: str):
        """The recipient accepts: the ownership moves, the history and any sale price are recorded."""
        return _act(transfer_id, "accept")


@blp.route("/transfers/<string:transfer_id>/decline")
class TransferDecline(MethodView):
    @blp.auth("cards:register")
    @blp.response(200, TransferSchema)
    @blp.errors(404, 409)
    def post(self, transfer_id: str):
        """The recipient declines the offer."""
        return _act(transfer_id, "decline")


@blp.route("/transfers/<string:transfer_id>/cancel")
class TransferCancel(MethodView):
    @blp.auth("cards:register")
    @blp.response(200, TransferSchema)
    @blp.errors(404, 409)
    def post(self, transfer_id: str):
        """The sender withdraws the offer."""
        return _act(transfer_id, "cancel")


@blp.route("/cards/<string:card_id>/market")
class MarketValue(MethodView):
    @blp.auth("cards:read")
    @blp.response(200, MarketValueSchema)
    @blp.errors(404)
    def get(self, card_id: str):
        """The card's market value: per currency, the median of recent recorded sales and how many there were
        (no median below the minimum count)."""
        return transfers.market_value(session=db_session(), card_id=card_id)
