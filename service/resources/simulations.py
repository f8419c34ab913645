"""Bulk simulations (a Celery task): AI levels against each other, win rates with confidence intervals."""

from __future__ import annotations

from flask.views import MethodView

from schemas.simulations import SimulationCreateSchema, SimulationQueuedSchema
from service.api import Blueprint
from service.auth import current_principal
from service.idempotency import idempotent
from service.tasks import enqueue

blp = Blueprint(
    "simulations",
    __name__,
    url_prefix="/v1/simulations",
    description="Seeded engine games between AI levels, for designers and tuning.",
)


@blp.route("")
class Simulations(MethodView):
    @blp.auth("games:write")
    @idempotent
    @blp.arguments(SimulationCreateSchema)
    @blp.response(202, SimulationQueuedSchema)
    @blp.errors(422)
    def post(self, body: dict):
        """Queue a simulation; progress and then the report (games, wins, win_rates with 95 % intervals, draws,
        average_turns, per-card statistics) at GET /v1/tasks/{task_id}."""
        args = [body["games"], body["seats"], body["budget_ms"], body["seed"], body["decks"], body["ruleset"]]
        return {"task_id": enqueue("simulations.run", args=args, owner=current_principal())}
