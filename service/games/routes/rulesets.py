"""The games the service knows: counters, turn structure, every action type with its rule and schema."""

from __future__ import annotations

from flask.views import MethodView

from rules import registry
from rules.base import card_game
from rules.demo_sets import demo_decks
from rules.describe import describe
from rules.registry import RULESET_IDS
from schemas.rulesets import DemoDeckListSchema, RulesetListSchema, RulesetSchema
from service.platform.api import Blueprint
from service.platform.errors import NotFound

blp = Blueprint("rulesets", __name__, url_prefix="/v1/rulesets", description="Game rulesets (public).")


@blp.route("")
class Rulesets(MethodView):
    @blp.response(200, RulesetListSchema)
    def get(self):
        """Every ruleset the service can track."""
        return {"items": [describe(r) for r in RULESET_IDS]}


@blp.route("/<string:ruleset_id>")
class Ruleset(MethodView):
    @blp.response(200, RulesetSchema)
    @blp.errors(404)
    def get(self, ruleset_id: str):
        """One ruleset: player counts, counters with start values, turn structure, actions (JSON Schema + rule),
        and the modes it can be played in with their capabilities and actions."""
        if ruleset_id not in RULESET_IDS:
            raise NotFound(f"No ruleset '{ruleset_id}'; one of {', '.join(RULESET_IDS)}.")
        return describe(ruleset_id)


@blp.route("/<string:ruleset_id>/demo-decks")
class DemoDecks(MethodView):
    @blp.response(200, DemoDeckListSchema)
    @blp.errors(404)
    def get(self, ruleset_id: str):
        """The demo decks of a ruleset's demo set. Those marked `engine` can be played in engine mode, against
        the AI too (`"deck": "<name>"` in POST /v1/games)."""
        if ruleset_id not in RULESET_IDS:
            raise NotFound(f"No ruleset '{ruleset_id}'; one of {', '.join(RULESET_IDS)}.")
        playable: set[str] = set()
        if registry.has(ruleset_id, "engine"):
            playable = set(card_game(registry.get(ruleset_id, "engine")).demo_deck_names())
        return {"items": [{**deck, "engine": deck["name"] in playable} for deck in demo_decks(ruleset_id)]}
