"""The caller's collection: registered copies plus cards added by hand, grouped by card; CSV export."""

from __future__ import annotations

from flask import Response
from flask.views import MethodView

from schemas.collection import CollectionArgs, CollectionSchema, ManualEntrySchema
from service.accounts.auth import current_principal
from service.cards import collections
from service.platform.api import Blueprint
from service.platform.context import db_session

blp = Blueprint("collection", __name__, url_prefix="/v1/me/collection", description="The caller's cards.")


@blp.route("")
class Collection(MethodView):
    @blp.auth("cards:read")
    @blp.arguments(CollectionArgs, location="query")
    @blp.response(200, CollectionSchema)
    def get(self, args: dict):
        """Every card the caller owns, grouped by card: registered copies and copies added by hand."""
        return {"items": collections.collection(session=db_session(), principal=current_principal(), **args)}


@blp.route("/export.csv")
class CollectionCsv(MethodView):
    @blp.auth("cards:read")
    @blp.arguments(CollectionArgs, location="query")
    @blp.response(200, {"type": "string"}, content_type="text/csv")
    def get(self, args: dict):
        """The collection as CSV."""
        items = collections.collection(session=db_session(), principal=current_principal(), **args)
        return Response(collections.as_csv(items), mimetype="text/csv")


@blp.route("/<string:card_id>")
class ManualEntry(MethodView):
    @blp.auth("cards:register")
    @blp.arguments(ManualEntrySchema)
    @blp.response(204)
    @blp.errors(404, 422)
    def put(self, body: dict, card_id: str):
        """Set how many copies of a card the caller owns without registering them (0 removes it)."""
        session = db_session()
        collections.set_manual(session=session, principal=current_principal(), card_id=card_id, **body)
        session.commit()
