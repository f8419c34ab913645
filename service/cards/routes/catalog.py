"""The card catalog: search a game's cards, read one with its rules-text versions and printings (ETag/304)."""

from __future__ import annotations

from flask.views import MethodView

from schemas.cards import (
    CardDetailSchema,
    CardImportResultSchema,
    CardImportSchema,
    CardPageSchema,
    CardQueryArgs,
    ErratumCreateSchema,
)
from service.accounts.admin import admin_only
from service.cards import catalog
from service.cards.imports import import_set
from service.cards.routes.etag import NOT_MODIFIED_DOC, content_etag
from service.cards.set_files import SetFileInvalid, parse
from service.platform.api import Blueprint
from service.platform.context import db_session
from service.platform.errors import Unprocessable
from service.platform.idempotency import idempotent

blp = Blueprint("cards", __name__, url_prefix="/v1", description="The card catalog of every game.")


@blp.route("/rulesets/<string:ruleset>/cards")
class RulesetCards(MethodView):
    @blp.auth("cards:read")
    @content_etag
    @blp.arguments(CardQueryArgs, location="query")
    @blp.response(200, CardPageSchema)
    @blp.errors(404, 422)
    @blp.doc(**NOT_MODIFIED_DOC)
    def get(self, args: dict, ruleset: str):
        """Search a game's cards: text in name or rules text, type, rarity, realm/essence/faction/archetype,
        keyword, cost range; sorted (`name`, `cost`, `id`, `-` for descending) and cursor-paginated."""
        return catalog.list_cards(session=db_session(), ruleset=ruleset, args=args)


@blp.route("/cards/<string:card_id>")
class CardDetail(MethodView):
    @blp.auth("cards:read")
    @content_etag
    @blp.response(200, CardDetailSchema)
    @blp.errors(404)
    @blp.doc(**NOT_MODIFIED_DOC)
    def get(self, card_id: str):
        """One card: its current text, every text version (errata with their dates) and its printings."""
        return catalog.card_detail(session=db_session(), card_id=card_id)


@blp.route("/cards/<string:card_id>/errata")
class CardErrata(MethodView):
    @admin_only(blp)
    @idempotent
    @blp.arguments(ErratumCreateSchema)
    @blp.response(201, CardDetailSchema)
    @blp.errors(404, 422)
    def post(self, body: dict, card_id: str):
        """Issue an erratum: a new rules-text version effective from its date."""
        session = db_session()
        detail = catalog.add_erratum(session=session, card_id=card_id, **body)
        session.commit()
        return detail


@blp.route("/card-imports")
class CardImports(MethodView):
    @admin_only(blp)
    @blp.arguments(CardImportSchema)
    @blp.response(201, CardImportResultSchema)
    @blp.errors(422)
    def post(self, body: dict):
        """Import a card set (JSON in the set file format, or CSV): checked whole, stored all or nothing.
        Errors list the line (CSV, JSON syntax) or JSON path and card id of each problem."""
        session = db_session()
        try:
            result = import_set(session=session, parsed=parse(body["content"], body["format"]))
        except SetFileInvalid as exc:
            session.rollback()
            raise Unprocessable("The card set has errors; nothing was imported.", errors=exc.errors) from exc
        session.commit()
        return result
