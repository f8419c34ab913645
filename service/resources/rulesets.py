"""The games the service knows: counters, turn structure, every action type with its rule and schema."""

from __future__ import annotations

from flask.views import MethodView

from rules.base import RulesetInfo
from rules.demo_sets import demo_decks
from rules.registry import RULESET_IDS, all_rulesets, get
from schemas.rulesets import DemoDeckListSchema, RulesetListSchema, RulesetSchema
from service.api import Blueprint
from service.errors import NotFound

blp = Blueprint("rulesets", __name__, url_prefix="/v1/rulesets", description="Game rulesets (public).")


@blp.route("")
class Rulesets(MethodView):
    @blp.response(200, RulesetListSchema)
    def get(self):
        """Every ruleset the service can track."""
        return {"items": [RulesetInfo(rs).as_dict() for rs in all_rulesets()]}


@blp.route("/<string:ruleset_id>")
class Ruleset(MethodView):
    @blp.response(200, RulesetSchema)
    @blp.errors(404)
    def get(self, ruleset_id: str):
        """One ruleset: player counts, counters with start values, turn structure, actions (JSON Schema + rule)."""
        if ruleset_id not in RULESET_IDS:
            raise NotFound(f"No ruleset '{ruleset_id}'; one of {', '.join(RULESET_IDS)}.")
        return RulesetInfo(get(ruleset_id)).as_dict()


@blp.route("/<string:ruleset_id>/demo-decks")
class DemoDecks(MethodView):
    @blp.response(200, DemoDeckListSchema)
    @blp.errors(404)
    def get(self, ruleset_id: str):
        """The demo decks of a ruleset's demo set. Achroma's can be played against the AI in engine mode
        (`"deck": "<name>"` in POST /v1/games)."""
        if ruleset_id not in RULESET_IDS:
            raise NotFound(f"No ruleset '{ruleset_id}'; one of {', '.join(RULESET_IDS)}.")
        engine = ruleset_id == "achroma"
        return {"items": [{**deck, "engine": engine} for deck in demo_decks(ruleset_id)]}
