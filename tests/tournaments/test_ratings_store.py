"""Ratings stored per user and ruleset: archived games rate the seats joined with an account, once."""

from __future__ import annotations

from service.accounts.models import User
from service.games.models import Game, GameMember
from service.tournaments.ratings import rate_game, ratings_of


def _user(session, name: str) -> str:
    user = User(username=name, email=f"{name}@example.com", password_hash="x")
    session.add(user)
    session.flush()
    return user.id


def test_an_archived_game_rates_its_players_once(app):
    with app.extensions["companion"].db.session() as session:
        ann, ben = _user(session, "ann"), _user(session, "ben")
        game = Game(
            ruleset="achroma",
            join_code="ABCDEF",
            seats=[{"seat": "p1", "name": "Ann"}, {"seat": "p2", "name": "Ben"}, {"seat": "p3", "name": "Guest"}],
            setup={},
            status="finished",
            winner="p2",
        )
        session.add(game)
        session.flush()
        for uid, seat in ((ann, "p1"), (ben, "p2")):
            session.add(GameMember(game_id=game.id, user_id=uid, role="player", seats=[seat]))
        session.flush()
        assert rate_game(session=session, game_id=game.id) == 2
        assert rate_game(session=session, game_id=game.id) == 0  # a game rates each player at most once
        ratings = {uid: ratings_of(session=session, user_id=uid) for uid in (ann, ben)}
    assert ratings[ben]["ratings"][0]["mu"] > ratings[ann]["ratings"][0]["mu"]
    assert ratings[ann]["history"][0]["source"] == "game" and ratings[ann]["ratings"][0]["ruleset"] == "achroma"


def test_a_live_or_single_account_game_is_not_rated(app):
    with app.extensions["companion"].db.session() as session:
        ann = _user(session, "solo")
        game = Game(
            ruleset="arcane",
            join_code="GHIJKL",
            seats=[{"seat": "p1", "name": "A"}, {"seat": "p2", "name": "B"}],
            setup={},
            status="finished",
            winner="p1",
        )
        session.add(game)
        session.flush()
        session.add(GameMember(game_id=game.id, user_id=ann, role="player", seats=["p1"]))
        session.flush()
        assert rate_game(session=session, game_id=game.id) == 0
        game.status = "live"
        assert rate_game(session=session, game_id=game.id) == 0
