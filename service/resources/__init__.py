"""Every resource's Blueprint, collected in one place for ``create_app`` to register."""

from __future__ import annotations

from service.accounts.routes import api_keys, me, tokens, users
from service.cards.routes import CARD_BLUEPRINTS
from service.games.routes import actions as game_actions
from service.games.routes import events as game_events
from service.games.routes import games, rulesets, simulations
from service.games.routes import invitations as game_invitations
from service.games.routes import stream_tickets as game_stream_tickets
from service.games.routes import verify as game_verify
from service.platform.api import Api
from service.platform.routes import health, tasks
from service.tournaments.routes import TOURNAMENT_BLUEPRINTS
from service.webhooks.routes import endpoints as webhooks

BLUEPRINTS = (
    health.blp,
    users.blp,
    tokens.blp,
    me.blp,
    api_keys.blp,
    tasks.blp,
    rulesets.blp,
    games.blp,
    game_actions.blp,
    game_events.blp,
    game_stream_tickets.blp,
    game_verify.blp,
    game_invitations.blp,
    *CARD_BLUEPRINTS,
    webhooks.blp,
    simulations.blp,
    *TOURNAMENT_BLUEPRINTS,
)


def register_blueprints(api: Api) -> None:
    for blp in BLUEPRINTS:
        api.register_blueprint(blp)
