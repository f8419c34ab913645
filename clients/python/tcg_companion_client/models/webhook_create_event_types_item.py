from enum import StrEnum

class WebhookCreateEventTypesItem(StrEnum):
    CARD_REGISTERED = "card.registered"
    CARD_TRANSFERRED = "card.transferred"
    GAME_ACTION = "game.action"
    GAME_FINISHED = "game.finished"
    MATCH_RESULT_REPORTED = "match.result_reported"
    TOURNAMENT_FINISHED = "tournament.finished"
    TOURNAMENT_PENALTY_ISSUED = "tournament.penalty_issued"
    TOURNAMENT_RESULT_REPORTED = "tournament.result_reported"
    TOURNAMENT_ROUND_PAIRED = "tournament.round_paired"
    TOURNAMENT_ROUND_STARTED = "tournament.round_started"

    def __str__(self) -> str:
        return str(self.value)
