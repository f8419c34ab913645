"""Ratings: an openskill rating per user and ruleset, from tournament matches and archived games. Public."""

from __future__ import annotations

from flask.views import MethodView

from schemas.ratings import LeaderboardArgs, LeaderboardSchema, RatingsSchema
from service.platform.api import Blueprint
from service.platform.context import db_session
from service.tournaments import ratings

blp = Blueprint("ratings", __name__, url_prefix="/v1/ratings", description="Player ratings (openskill).")


@blp.route("")
class Leaderboard(MethodView):
    @blp.arguments(LeaderboardArgs, location="query")
    @blp.response(200, LeaderboardSchema)
    @blp.errors(422)
    def get(self, args: dict):
        """A ruleset's best-rated players, by mu − 3σ. Public."""
        return {"items": ratings.leaderboard(session=db_session(), **args)}


@blp.route("/<string:user_id>")
class UserRatings(MethodView):
    @blp.response(200, RatingsSchema)
    @blp.errors(404)
    def get(self, user_id: str):
        """A user's rating in each ruleset and its latest changes (what caused each). Public."""
        return ratings.ratings_of(session=db_session(), user_id=user_id)
