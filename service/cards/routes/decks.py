"""Decks: a user's decklists, as JSON or plain text, and their validation against the game's construction rules."""

from __future__ import annotations

from flask import Response
from flask.views import MethodView

from schemas.decks import (
    DeckPageSchema,
    DeckQueryArgs,
    DeckSchema,
    DeckTextImportSchema,
    DeckValidationSchema,
    DeckWriteSchema,
)
from service.accounts.auth import current_principal
from service.cards import decks
from service.platform.api import Blueprint
from service.platform.context import db_session, services
from service.platform.idempotency import idempotent

blp = Blueprint("decks", __name__, url_prefix="/v1/decks", description="Decklists and their legality.")
IDEMPOTENCY_DOC = {"parameters": [{"in": "header", "name": "Idempotency-Key", "schema": {"type": "string"}}]}


@blp.route("")
class Decks(MethodView):
    @blp.auth("cards:read")
    @blp.arguments(DeckQueryArgs, location="query")
    @blp.response(200, DeckPageSchema)
    @blp.errors(422)
    def get(self, args: dict):
        """The caller's decks, oldest first, cursor-paginated."""
        return decks.list_decks(session=db_session(), principal=current_principal(), **args)

    @blp.auth("decks:write")
    @idempotent
    @blp.arguments(DeckWriteSchema)
    @blp.response(201, DeckSchema)
    @blp.errors(422)
    @blp.doc(**IDEMPOTENCY_DOC)
    def post(self, body: dict):
        """Create a deck: `{ruleset, name, format, cards: [{card_id, quantity, zone}]}` (it may be illegal)."""
        session = db_session()
        deck = decks.create_deck(
            session=session, principal=current_principal(), limit=services().settings.decks_per_user, **body
        )
        session.commit()
        return decks.deck_dict(session, deck)


@blp.route("/import")
class DeckImport(MethodView):
    @blp.auth("decks:write")
    @idempotent
    @blp.arguments(DeckTextImportSchema)
    @blp.response(201, DeckSchema)
    @blp.errors(422)
    @blp.doc(**IDEMPOTENCY_DOC)
    def post(self, body: dict):
        """Create a deck from plain text: `2 Card Name` per line under zone headings; errors give line numbers."""
        session = db_session()
        deck = decks.import_text(
            session=session, principal=current_principal(), limit=services().settings.decks_per_user, **body
        )
        session.commit()
        return decks.deck_dict(session, deck)


@blp.route("/<string:deck_id>")
class DeckItem(MethodView):
    @blp.auth("cards:read")
    @blp.response(200, DeckSchema)
    @blp.errors(404)
    def get(self, deck_id: str):
        """One of the caller's decks."""
        session = db_session()
        return decks.deck_dict(session, decks.get_deck(session=session, principal=current_principal(), deck_id=deck_id))

    @blp.auth("decks:write")
    @blp.arguments(DeckWriteSchema)
    @blp.response(200, DeckSchema)
    @blp.errors(404, 422)
    def put(self, body: dict, deck_id: str):
        """Replace a deck's name, format and cards (its ruleset stays)."""
        session = db_session()
        deck = decks.replace_deck(session=session, principal=current_principal(), deck_id=deck_id, **body)
        session.commit()
        return decks.deck_dict(session, deck)

    @blp.auth("decks:write")
    @blp.response(204)
    @blp.errors(404)
    def delete(self, deck_id: str):
        """Delete a deck."""
        session = db_session()
        decks.delete_deck(session=session, principal=current_principal(), deck_id=deck_id)
        session.commit()


@blp.route("/<string:deck_id>/validation")
class DeckValidation(MethodView):
    @blp.auth("cards:read")
    @blp.response(200, DeckValidationSchema)
    @blp.errors(404)
    def get(self, deck_id: str):
        """Is the deck legal? Every construction rule it breaks, each naming its rule with the rulebook's words.
        In the `official` format every copy must also be registered to the owner and in good standing."""
        return decks.validate_deck(session=db_session(), principal=current_principal(), deck_id=deck_id)


@blp.route("/<string:deck_id>/export")
class DeckExport(MethodView):
    @blp.auth("cards:read")
    @blp.response(200, {"type": "string"}, content_type="text/plain")
    @blp.errors(404)
    def get(self, deck_id: str):
        """The deck as plain text (`2 Card Name` per line, zone headings), ready to import again."""
        text = decks.export_text(session=db_session(), principal=current_principal(), deck_id=deck_id)
        return Response(text, mimetype="text/plain")
