"""Bulk simulations (a Celery task): AI levels against each other, win rates with confidence intervals."""

from __future__ import annotations

from flask.views import MethodView

from schemas.simulations import SimulationCreateSchema, SimulationQueuedSchema
from service.accounts.auth import current_principal
from service.games import simulations
from service.platform.api import Blueprint
from service.platform.context import services
from service.platform.idempotency import idempotent
from service.platform.tasks import current_celery

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
    @blp.errors(422, 429)
    def post(self, body: dict):
        """Queue a simulation; progress and then the report (games, wins, win_rates with 95 % intervals, draws,
        average_turns, per-card statistics) at GET /v1/tasks/{task_id}. One simulation per account at a time
        (429 while another runs); a simulation stops starting games after `SIMULATION_MAX_DECISIONS` decisions
        and says so (`stopped_at_decision_cap`). Simulations run on their own, lower-priority workers."""
        principal = current_principal()
        args = [body["games"], body["seats"], body["budget_ms"], body["seed"], body["decks"], body["ruleset"]]
        task_id = simulations.start(
            redis_client=services().redis, celery=current_celery(), principal=principal, args=args
        )
        return {"task_id": task_id}
