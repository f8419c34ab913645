"""The card set file format (``rules/sets/<ruleset>.json``, imports): one card schema per game.

Every card has ``id``, ``number``, ``name``, ``type``, ``rarity``, ``text`` and ``lore`` plus the fields its
rulebook defines. ``errata`` (optional) lists later rules texts with their dates; ``effects`` is engine data,
stored and served as opaque JSON.
"""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from marshmallow import validate

from schemas.base import StrictSchema

CARD_ID = validate.Regexp(r"^[a-z0-9]{2,12}-[a-z0-9]{1,12}$", error="Lowercase '<setcode>-<number>'.")
SET_CODE = validate.Regexp(r"^[A-Z0-9]{2,12}$", error="2 to 12 upper-case letters or digits.")
NAME = validate.Length(min=1, max=200)


class ErratumSchema(StrictSchema):
    date = ma.fields.Date(required=True)
    text = ma.fields.String(required=True, validate=validate.Length(max=4000), metadata={"text": "multiline"})
    note = ma.fields.String(load_default="", validate=validate.Length(max=500), metadata={"text": "multiline"})


class CardSchema(StrictSchema):
    """Fields every game's card has."""

    TYPES: tuple[str, ...] = ()
    RARITIES: tuple[str, ...] = ()

    id = ma.fields.String(required=True, validate=CARD_ID)
    number = ma.fields.String(required=True, validate=validate.Regexp(r"^[A-Za-z0-9]{1,12}$"))
    name = ma.fields.String(required=True, validate=NAME)
    type = ma.fields.String(required=True)
    rarity = ma.fields.String(required=True)
    text = ma.fields.String(load_default="", validate=validate.Length(max=4000), metadata={"text": "multiline"})
    lore = ma.fields.String(load_default="", validate=validate.Length(max=2000), metadata={"text": "multiline"})
    keywords = ma.fields.List(ma.fields.String(validate=validate.Length(min=1, max=64)), load_default=list)
    effects = ma.fields.List(ma.fields.Dict(), load_default=list)
    errata = ma.fields.List(ma.fields.Nested(ErratumSchema), load_default=list)

    @ma.validates("type")
    def _type(self, value: str, **_kw: Any) -> None:
        validate.OneOf(self.TYPES)(value)

    @ma.validates("rarity")
    def _rarity(self, value: str, **_kw: Any) -> None:
        validate.OneOf(self.RARITIES)(value)


def _int(lo: int | None = None, hi: int | None = None, **kw: Any) -> ma.fields.Integer:
    return ma.fields.Integer(strict=True, validate=validate.Range(min=lo, max=hi), **kw)


class AchromaEffectSchema(StrictSchema):
    kind = ma.fields.String(required=True, validate=validate.OneOf(("gain", "drain", "steal", "prevent")))
    amount = _int(0, 30, required=True)


class AchromaCardSchema(CardSchema):
    TYPES = ("character", "location", "object", "action")
    RARITIES = ("common", "uncommon", "rare", "legendary")

    character_types = ma.fields.List(ma.fields.String(), load_default=list)
    realm = ma.fields.String(allow_none=True, load_default=None, validate=validate.Length(min=1, max=64))
    shard_value = _int(1, 6, required=True)
    chroma = ma.fields.Boolean(load_default=False)
    achrom = ma.fields.Boolean(load_default=False)
    strength = _int(0, 99, allow_none=True, load_default=None)
    achroma_effect = ma.fields.Nested(AchromaEffectSchema, allow_none=True, load_default=None)
    heroic = ma.fields.Boolean(load_default=False)
    realm_relic = ma.fields.Boolean(load_default=False)

    @ma.validates_schema
    def _consistent(self, data: dict[str, Any], **_kw: Any) -> None:
        if data.get("realm_relic") and data.get("type") != "object":
            raise ma.ValidationError("Only Objects can be Realm Relics.", "realm_relic")
        if data.get("character_types") and data.get("type") != "character":
            raise ma.ValidationError("Only Characters have character types.", "character_types")


class ArcaneCardSchema(CardSchema):
    TYPES = ("creature", "spell", "artifact", "ancient", "domain", "essence")
    RARITIES = ("common", "uncommon", "rare", "legendary")

    essence = ma.fields.String(
        required=True, validate=validate.OneOf(("earth", "fire", "water", "air", "void", "neutral"))
    )
    tribe = ma.fields.String(allow_none=True, load_default=None, validate=validate.Length(min=1, max=64))
    traits = ma.fields.List(ma.fields.String(validate=validate.Length(min=1, max=64)), load_default=list)
    cost = _int(0, 99, allow_none=True, load_default=None)
    per_deck = _int(1, 99, allow_none=True, load_default=None, metadata={"description": "'N PER DECK'"})
    ancient = ma.fields.Boolean(load_default=False)
    ap = _int(0, 99, allow_none=True, load_default=None)
    hp = _int(0, 99, allow_none=True, load_default=None)

    @ma.validates_schema
    def _consistent(self, data: dict[str, Any], **_kw: Any) -> None:
        if data.get("ancient") != (data.get("type") == "ancient"):
            raise ma.ValidationError("'ancient' is true exactly for cards of type 'ancient'.", "ancient")


class AthernumCardSchema(CardSchema):
    TYPES = ("character", "item", "location")
    RARITIES = ("common", "uncommon", "rare", "epic")

    faction = ma.fields.String(allow_none=True, load_default=None, validate=validate.Length(min=1, max=64))
    cost = _int(0, 99, allow_none=True, load_default=None)
    vt_field = _int(1, 99, allow_none=True, load_default=None, metadata={"description": "Victory Token field"})
    objective = ma.fields.Boolean(load_default=False)
    supporter = ma.fields.Boolean(load_default=False)
    extra_deck = ma.fields.Boolean(load_default=False)
    ofv = _int(0, 99, allow_none=True, load_default=None)
    dfv = _int(0, 99, allow_none=True, load_default=None)
    item_slots = _int(0, 9, allow_none=True, load_default=None)

    @ma.validates_schema
    def _consistent(self, data: dict[str, Any], **_kw: Any) -> None:
        if (data.get("supporter") or data.get("objective")) and data.get("type") != "character":
            raise ma.ValidationError("Only characters have Support or Objective abilities.", "type")
        if data.get("objective") and not data.get("vt_field"):
            raise ma.ValidationError("An Objective character needs a Victory Token field.", "vt_field")


OVERSOUL_ARCHETYPES = ("CHAOS", "ORDER", "VIGOR", "SWAY", "FLOW", "ARCANE", "NEUTRAL", "DOOM", "WITHER")


class OversoulCardSchema(CardSchema):
    TYPES = ("unit", "event", "construct", "leader")
    RARITIES = ("common", "rare", "elite", "cosmic")

    archetype = ma.fields.String(required=True, validate=validate.OneOf(OVERSOUL_ARCHETYPES))
    rank = _int(1, 5, required=True)
    energy = _int(-9, 9, required=True, metadata={"description": "+X generates, -X consumes"})
    roles = ma.fields.List(ma.fields.String(validate=validate.Length(min=1, max=64)), load_default=list)
    leader_as = ma.fields.String(allow_none=True, load_default=None, validate=validate.OneOf(("unit", "event")))
    dmg = _int(0, 99, allow_none=True, load_default=None)
    spd = _int(0, 5, allow_none=True, load_default=None)
    hp = _int(0, 99, allow_none=True, load_default=None)
    leader_hp = _int(1, 99, allow_none=True, load_default=None)

    @ma.validates_schema
    def _consistent(self, data: dict[str, Any], **_kw: Any) -> None:
        leader = data.get("type") == "leader"
        if leader != (data.get("leader_hp") is not None):
            raise ma.ValidationError("Leaders, and only leaders, have leader_hp.", "leader_hp")
        if leader and data.get("leader_as") is None:
            raise ma.ValidationError("A leader is a Leader Unit or a Leader Event.", "leader_as")
        if data.get("archetype") == "NEUTRAL" and data.get("energy", 0) > 0:
            raise ma.ValidationError("NEUTRAL has only -cards.", "energy")


CARD_SCHEMAS: dict[str, type[CardSchema]] = {
    "achroma": AchromaCardSchema,
    "arcane": ArcaneCardSchema,
    "athernum": AthernumCardSchema,
    "oversoul": OversoulCardSchema,
}


class SetInfoSchema(StrictSchema):
    code = ma.fields.String(required=True, validate=SET_CODE)
    name = ma.fields.String(required=True, validate=NAME)
    ruleset = ma.fields.String(required=True, validate=validate.OneOf(tuple(CARD_SCHEMAS)))
    released = ma.fields.Date(required=True)


class DemoDeckCardSchema(StrictSchema):
    card_id = ma.fields.String(required=True, validate=CARD_ID)
    quantity = _int(1, 99, required=True)
    zone = ma.fields.String(load_default="main", validate=validate.Length(min=1, max=16))


class DemoDeckSchema(StrictSchema):
    name = ma.fields.String(required=True, validate=validate.Length(min=1, max=100))
    description = ma.fields.String(load_default="", validate=validate.Length(max=1000))
    cards = ma.fields.List(ma.fields.Nested(DemoDeckCardSchema), required=True)


class SetFileSchema(StrictSchema):
    """The document; ``cards`` are checked one by one against their game's schema (see ``load_set``)."""

    set = ma.fields.Nested(SetInfoSchema, required=True)
    cards = ma.fields.List(ma.fields.Dict(), required=True, validate=validate.Length(min=1, max=100_000))
    demo_decks = ma.fields.List(ma.fields.Nested(DemoDeckSchema), load_default=list)


def load_set(document: Any) -> tuple[dict[str, Any], dict[int | str, Any]]:
    """The validated set document and the errors, keyed like marshmallow's (``{"cards": {3: {...}}}``)."""
    try:
        data = SetFileSchema().load(document)
    except ma.ValidationError as exc:
        return {}, exc.messages if isinstance(exc.messages, dict) else {"_schema": exc.messages}
    card_schema = CARD_SCHEMAS[data["set"]["ruleset"]]()
    cards: list[dict[str, Any]] = []
    errors: dict[int, Any] = {}
    for index, raw in enumerate(data["cards"]):
        try:
            cards.append(card_schema.load(raw))
        except ma.ValidationError as exc:
            errors[index] = exc.messages
    data["cards"] = cards
    return data, ({"cards": errors} if errors else {})
