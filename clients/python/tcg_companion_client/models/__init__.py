""" Contains all the data models used in inputs/outputs """

from .action import Action
from .action_result import ActionResult
from .action_type import ActionType
from .action_type_schema import ActionTypeSchema
from .ai import Ai
from .ai_level import AiLevel
from .api_key import ApiKey
from .api_key_create import ApiKeyCreate
from .api_key_create_scopes_item import ApiKeyCreateScopesItem
from .api_key_created import ApiKeyCreated
from .api_key_list import ApiKeyList
from .audit_entry import AuditEntry
from .audit_entry_data import AuditEntryData
from .audit_page import AuditPage
from .bracket import Bracket
from .bracket_match import BracketMatch
from .bracket_match_result_type_0 import BracketMatchResultType0
from .bracket_round import BracketRound
from .bracket_round_status import BracketRoundStatus
from .capabilities import Capabilities
from .card import Card
from .card_detail import CardDetail
from .card_import import CardImport
from .card_import_format import CardImportFormat
from .card_import_result import CardImportResult
from .card_page import CardPage
from .card_ref import CardRef
from .card_version import CardVersion
from .chain_check import ChainCheck
from .chain_check_replay import ChainCheckReplay
from .clock import Clock
from .clock_action import ClockAction
from .clock_action_action import ClockActionAction
from .clock_state import ClockState
from .collection import Collection
from .collection_item import CollectionItem
from .copy import Copy
from .copy_card_type_0_type_0 import CopyCardType0Type0
from .copy_list import CopyList
from .counter import Counter
from .deck import Deck
from .deck_card import DeckCard
from .deck_card_out import DeckCardOut
from .deck_page import DeckPage
from .deck_problem import DeckProblem
from .deck_submit import DeckSubmit
from .deck_submitted import DeckSubmitted
from .deck_text_import import DeckTextImport
from .deck_text_import_format import DeckTextImportFormat
from .deck_text_import_ruleset import DeckTextImportRuleset
from .deck_validation import DeckValidation
from .deck_write import DeckWrite
from .deck_write_format import DeckWriteFormat
from .deck_write_ruleset import DeckWriteRuleset
from .decklist import Decklist
from .delivery import Delivery
from .delivery_attempts_item import DeliveryAttemptsItem
from .delivery_list import DeliveryList
from .delivery_payload import DeliveryPayload
from .demo_deck import DemoDeck
from .demo_deck_cards_item import DemoDeckCardsItem
from .demo_deck_list import DemoDeckList
from .entry import Entry
from .entry_action import EntryAction
from .entry_effects_item import EntryEffectsItem
from .entry_reveal import EntryReveal
from .entry_ruling import EntryRuling
from .entry_setup import EntrySetup
from .entry_yours import EntryYours
from .erratum_create import ErratumCreate
from .event_list import EventList
from .extension_create import ExtensionCreate
from .game import Game
from .game_create import GameCreate
from .game_create_mode import GameCreateMode
from .game_create_options_type_0 import GameCreateOptionsType0
from .game_create_ruleset import GameCreateRuleset
from .game_link import GameLink
from .game_link_players_type_0 import GameLinkPlayersType0
from .game_link_players_type_0_additional_property import GameLinkPlayersType0AdditionalProperty
from .game_link_seats_type_0 import GameLinkSeatsType0
from .game_list import GameList
from .game_seats_item import GameSeatsItem
from .game_summary import GameSummary
from .game_summary_seats_item import GameSummarySeatsItem
from .game_summary_turn import GameSummaryTurn
from .game_turn import GameTurn
from .get_v1_decks_ruleset_type_1 import GetV1DecksRulesetType1
from .get_v1_decks_ruleset_type_2_type_1 import GetV1DecksRulesetType2Type1
from .get_v1_decks_ruleset_type_3_type_1 import GetV1DecksRulesetType3Type1
from .get_v1_games_lifecycle_type_1 import GetV1GamesLifecycleType1
from .get_v1_games_lifecycle_type_2_type_1 import GetV1GamesLifecycleType2Type1
from .get_v1_games_lifecycle_type_3_type_1 import GetV1GamesLifecycleType3Type1
from .get_v1_games_ruleset_type_1 import GetV1GamesRulesetType1
from .get_v1_games_ruleset_type_2_type_1 import GetV1GamesRulesetType2Type1
from .get_v1_games_ruleset_type_3_type_1 import GetV1GamesRulesetType3Type1
from .get_v1_me_collection_export_csv_ruleset_type_1 import GetV1MeCollectionExportCsvRulesetType1
from .get_v1_me_collection_export_csv_ruleset_type_2_type_1 import GetV1MeCollectionExportCsvRulesetType2Type1
from .get_v1_me_collection_export_csv_ruleset_type_3_type_1 import GetV1MeCollectionExportCsvRulesetType3Type1
from .get_v1_me_collection_ruleset_type_1 import GetV1MeCollectionRulesetType1
from .get_v1_me_collection_ruleset_type_2_type_1 import GetV1MeCollectionRulesetType2Type1
from .get_v1_me_collection_ruleset_type_3_type_1 import GetV1MeCollectionRulesetType3Type1
from .get_v1_ratings_ruleset import GetV1RatingsRuleset
from .get_v1_rulesets_ruleset_cards_sort import GetV1RulesetsRulesetCardsSort
from .get_v1_tournaments_ruleset_type_1 import GetV1TournamentsRulesetType1
from .get_v1_tournaments_ruleset_type_2_type_1 import GetV1TournamentsRulesetType2Type1
from .get_v1_tournaments_ruleset_type_3_type_1 import GetV1TournamentsRulesetType3Type1
from .get_v1_tournaments_status_type_1 import GetV1TournamentsStatusType1
from .get_v1_tournaments_status_type_2_type_1 import GetV1TournamentsStatusType2Type1
from .get_v1_tournaments_status_type_3_type_1 import GetV1TournamentsStatusType3Type1
from .get_v1_tournaments_tournament_id_rounds_number_pairings_format import GetV1TournamentsTournamentIdRoundsNumberPairingsFormat
from .get_v1_tournaments_tournament_id_rounds_number_pairings_sort import GetV1TournamentsTournamentIdRoundsNumberPairingsSort
from .get_v1_tournaments_tournament_id_standings_export_format import GetV1TournamentsTournamentIdStandingsExportFormat
from .get_v1_transfers_status_type_1 import GetV1TransfersStatusType1
from .get_v1_transfers_status_type_2_type_1 import GetV1TransfersStatusType2Type1
from .get_v1_transfers_status_type_3_type_1 import GetV1TransfersStatusType3Type1
from .health import Health
from .history import History
from .history_event import HistoryEvent
from .infraction import Infraction
from .infraction_category import InfractionCategory
from .infraction_default_penalty import InfractionDefaultPenalty
from .infraction_list import InfractionList
from .infraction_list_enforcement import InfractionListEnforcement
from .join import Join
from .join_lookup import JoinLookup
from .join_lookup_result import JoinLookupResult
from .join_result import JoinResult
from .leaderboard import Leaderboard
from .legal_actions import LegalActions
from .legal_actions_items_item import LegalActionsItemsItem
from .live_event import LiveEvent
from .live_event_data import LiveEventData
from .live_event_list import LiveEventList
from .lookup_seat import LookupSeat
from .manual_entry import ManualEntry
from .market_value import MarketValue
from .market_value_values_item import MarketValueValuesItem
from .match import Match
from .match_explanation import MatchExplanation
from .match_extensions_item import MatchExtensionsItem
from .match_format import MatchFormat
from .match_format_best_of import MatchFormatBestOf
from .match_format_points_type_1_type_0 import MatchFormatPointsType1Type0
from .match_games_item import MatchGamesItem
from .match_kind import MatchKind
from .match_player import MatchPlayer
from .match_result_type_0 import MatchResultType0
from .match_status import MatchStatus
from .me import Me
from .me_auth import MeAuth
from .mode import Mode
from .pagination_metadata import PaginationMetadata
from .penalty import Penalty
from .penalty_create import PenaltyCreate
from .penalty_create_penalty import PenaltyCreatePenalty
from .penalty_list import PenaltyList
from .penalty_penalty import PenaltyPenalty
from .penalty_suggested_penalty import PenaltySuggestedPenalty
from .player import Player
from .player_count import PlayerCount
from .player_field import PlayerField
from .player_field_schema import PlayerFieldSchema
from .player_leader import PlayerLeader
from .player_starting_card import PlayerStartingCard
from .points import Points
from .price import Price
from .print_run import PrintRun
from .print_run_card import PrintRunCard
from .print_run_cards_item import PrintRunCardsItem
from .print_run_create import PrintRunCreate
from .printing import Printing
from .problem import Problem
from .problem_rule import ProblemRule
from .rating import Rating
from .ratings import Ratings
from .ratings_history_item import RatingsHistoryItem
from .ready import Ready
from .ready_checks import ReadyChecks
from .registration_create import RegistrationCreate
from .report import Report
from .report_status import ReportStatus
from .result import Result
from .result_outcome import ResultOutcome
from .result_wins import ResultWins
from .revoke import Revoke
from .round_ import Round
from .round_stage import RoundStage
from .round_status import RoundStatus
from .round_summary import RoundSummary
from .rule import Rule
from .ruleset import Ruleset
from .ruleset_list import RulesetList
from .ruling_create import RulingCreate
from .simulation_create import SimulationCreate
from .simulation_create_ruleset import SimulationCreateRuleset
from .simulation_create_seats_item import SimulationCreateSeatsItem
from .simulation_queued import SimulationQueued
from .slip_result import SlipResult
from .slip_result_outcome import SlipResultOutcome
from .slip_result_wins import SlipResultWins
from .slips_link import SlipsLink
from .staff import Staff
from .staff_add import StaffAdd
from .staff_add_role import StaffAddRole
from .staff_list import StaffList
from .stale_decision import StaleDecision
from .stale_decision_decision import StaleDecisionDecision
from .standing import Standing
from .standing_record import StandingRecord
from .standing_tiebreakers import StandingTiebreakers
from .standings import Standings
from .stream_ticket import StreamTicket
from .task import Task
from .task_progress_type_0 import TaskProgressType0
from .token import Token
from .token_create import TokenCreate
from .top_cut_place import TopCutPlace
from .tournament import Tournament
from .tournament_create import TournamentCreate
from .tournament_create_deck_format_type_1 import TournamentCreateDeckFormatType1
from .tournament_create_deck_format_type_2_type_1 import TournamentCreateDeckFormatType2Type1
from .tournament_create_deck_format_type_3_type_1 import TournamentCreateDeckFormatType3Type1
from .tournament_create_enforcement import TournamentCreateEnforcement
from .tournament_create_format import TournamentCreateFormat
from .tournament_create_late_entry_result import TournamentCreateLateEntryResult
from .tournament_create_ruleset import TournamentCreateRuleset
from .tournament_enforcement import TournamentEnforcement
from .tournament_late_entry_result import TournamentLateEntryResult
from .tournament_list import TournamentList
from .tournament_match import TournamentMatch
from .tournament_player import TournamentPlayer
from .tournament_player_create import TournamentPlayerCreate
from .tournament_player_create_missed_round_result_type_1 import TournamentPlayerCreateMissedRoundResultType1
from .tournament_player_create_missed_round_result_type_2_type_1 import TournamentPlayerCreateMissedRoundResultType2Type1
from .tournament_player_create_missed_round_result_type_3_type_1 import TournamentPlayerCreateMissedRoundResultType3Type1
from .tournament_player_list import TournamentPlayerList
from .tournament_player_missed_round_result_type_1 import TournamentPlayerMissedRoundResultType1
from .tournament_player_missed_round_result_type_2_type_1 import TournamentPlayerMissedRoundResultType2Type1
from .tournament_player_missed_round_result_type_3_type_1 import TournamentPlayerMissedRoundResultType3Type1
from .tournament_status import TournamentStatus
from .transfer import Transfer
from .transfer_create import TransferCreate
from .transfer_create_price_type_1_type_0 import TransferCreatePriceType1Type0
from .transfer_list import TransferList
from .transfer_price_type_0 import TransferPriceType0
from .user import User
from .user_create import UserCreate
from .verify import Verify
from .verify_card_type_0_type_0 import VerifyCardType0Type0
from .viewer import Viewer
from .visibility import Visibility
from .webhook import Webhook
from .webhook_create import WebhookCreate
from .webhook_create_event_types_item import WebhookCreateEventTypesItem
from .webhook_created import WebhookCreated
from .webhook_list import WebhookList
from .webhook_update import WebhookUpdate

__all__ = (
    "Action",
    "ActionResult",
    "ActionType",
    "ActionTypeSchema",
    "Ai",
    "AiLevel",
    "ApiKey",
    "ApiKeyCreate",
    "ApiKeyCreated",
    "ApiKeyCreateScopesItem",
    "ApiKeyList",
    "AuditEntry",
    "AuditEntryData",
    "AuditPage",
    "Bracket",
    "BracketMatch",
    "BracketMatchResultType0",
    "BracketRound",
    "BracketRoundStatus",
    "Capabilities",
    "Card",
    "CardDetail",
    "CardImport",
    "CardImportFormat",
    "CardImportResult",
    "CardPage",
    "CardRef",
    "CardVersion",
    "ChainCheck",
    "ChainCheckReplay",
    "Clock",
    "ClockAction",
    "ClockActionAction",
    "ClockState",
    "Collection",
    "CollectionItem",
    "Copy",
    "CopyCardType0Type0",
    "CopyList",
    "Counter",
    "Deck",
    "DeckCard",
    "DeckCardOut",
    "Decklist",
    "DeckPage",
    "DeckProblem",
    "DeckSubmit",
    "DeckSubmitted",
    "DeckTextImport",
    "DeckTextImportFormat",
    "DeckTextImportRuleset",
    "DeckValidation",
    "DeckWrite",
    "DeckWriteFormat",
    "DeckWriteRuleset",
    "Delivery",
    "DeliveryAttemptsItem",
    "DeliveryList",
    "DeliveryPayload",
    "DemoDeck",
    "DemoDeckCardsItem",
    "DemoDeckList",
    "Entry",
    "EntryAction",
    "EntryEffectsItem",
    "EntryReveal",
    "EntryRuling",
    "EntrySetup",
    "EntryYours",
    "ErratumCreate",
    "EventList",
    "ExtensionCreate",
    "Game",
    "GameCreate",
    "GameCreateMode",
    "GameCreateOptionsType0",
    "GameCreateRuleset",
    "GameLink",
    "GameLinkPlayersType0",
    "GameLinkPlayersType0AdditionalProperty",
    "GameLinkSeatsType0",
    "GameList",
    "GameSeatsItem",
    "GameSummary",
    "GameSummarySeatsItem",
    "GameSummaryTurn",
    "GameTurn",
    "GetV1DecksRulesetType1",
    "GetV1DecksRulesetType2Type1",
    "GetV1DecksRulesetType3Type1",
    "GetV1GamesLifecycleType1",
    "GetV1GamesLifecycleType2Type1",
    "GetV1GamesLifecycleType3Type1",
    "GetV1GamesRulesetType1",
    "GetV1GamesRulesetType2Type1",
    "GetV1GamesRulesetType3Type1",
    "GetV1MeCollectionExportCsvRulesetType1",
    "GetV1MeCollectionExportCsvRulesetType2Type1",
    "GetV1MeCollectionExportCsvRulesetType3Type1",
    "GetV1MeCollectionRulesetType1",
    "GetV1MeCollectionRulesetType2Type1",
    "GetV1MeCollectionRulesetType3Type1",
    "GetV1RatingsRuleset",
    "GetV1RulesetsRulesetCardsSort",
    "GetV1TournamentsRulesetType1",
    "GetV1TournamentsRulesetType2Type1",
    "GetV1TournamentsRulesetType3Type1",
    "GetV1TournamentsStatusType1",
    "GetV1TournamentsStatusType2Type1",
    "GetV1TournamentsStatusType3Type1",
    "GetV1TournamentsTournamentIdRoundsNumberPairingsFormat",
    "GetV1TournamentsTournamentIdRoundsNumberPairingsSort",
    "GetV1TournamentsTournamentIdStandingsExportFormat",
    "GetV1TransfersStatusType1",
    "GetV1TransfersStatusType2Type1",
    "GetV1TransfersStatusType3Type1",
    "Health",
    "History",
    "HistoryEvent",
    "Infraction",
    "InfractionCategory",
    "InfractionDefaultPenalty",
    "InfractionList",
    "InfractionListEnforcement",
    "Join",
    "JoinLookup",
    "JoinLookupResult",
    "JoinResult",
    "Leaderboard",
    "LegalActions",
    "LegalActionsItemsItem",
    "LiveEvent",
    "LiveEventData",
    "LiveEventList",
    "LookupSeat",
    "ManualEntry",
    "MarketValue",
    "MarketValueValuesItem",
    "Match",
    "MatchExplanation",
    "MatchExtensionsItem",
    "MatchFormat",
    "MatchFormatBestOf",
    "MatchFormatPointsType1Type0",
    "MatchGamesItem",
    "MatchKind",
    "MatchPlayer",
    "MatchResultType0",
    "MatchStatus",
    "Me",
    "MeAuth",
    "Mode",
    "PaginationMetadata",
    "Penalty",
    "PenaltyCreate",
    "PenaltyCreatePenalty",
    "PenaltyList",
    "PenaltyPenalty",
    "PenaltySuggestedPenalty",
    "Player",
    "PlayerCount",
    "PlayerField",
    "PlayerFieldSchema",
    "PlayerLeader",
    "PlayerStartingCard",
    "Points",
    "Price",
    "Printing",
    "PrintRun",
    "PrintRunCard",
    "PrintRunCardsItem",
    "PrintRunCreate",
    "Problem",
    "ProblemRule",
    "Rating",
    "Ratings",
    "RatingsHistoryItem",
    "Ready",
    "ReadyChecks",
    "RegistrationCreate",
    "Report",
    "ReportStatus",
    "Result",
    "ResultOutcome",
    "ResultWins",
    "Revoke",
    "Round",
    "RoundStage",
    "RoundStatus",
    "RoundSummary",
    "Rule",
    "Ruleset",
    "RulesetList",
    "RulingCreate",
    "SimulationCreate",
    "SimulationCreateRuleset",
    "SimulationCreateSeatsItem",
    "SimulationQueued",
    "SlipResult",
    "SlipResultOutcome",
    "SlipResultWins",
    "SlipsLink",
    "Staff",
    "StaffAdd",
    "StaffAddRole",
    "StaffList",
    "StaleDecision",
    "StaleDecisionDecision",
    "Standing",
    "StandingRecord",
    "Standings",
    "StandingTiebreakers",
    "StreamTicket",
    "Task",
    "TaskProgressType0",
    "Token",
    "TokenCreate",
    "TopCutPlace",
    "Tournament",
    "TournamentCreate",
    "TournamentCreateDeckFormatType1",
    "TournamentCreateDeckFormatType2Type1",
    "TournamentCreateDeckFormatType3Type1",
    "TournamentCreateEnforcement",
    "TournamentCreateFormat",
    "TournamentCreateLateEntryResult",
    "TournamentCreateRuleset",
    "TournamentEnforcement",
    "TournamentLateEntryResult",
    "TournamentList",
    "TournamentMatch",
    "TournamentPlayer",
    "TournamentPlayerCreate",
    "TournamentPlayerCreateMissedRoundResultType1",
    "TournamentPlayerCreateMissedRoundResultType2Type1",
    "TournamentPlayerCreateMissedRoundResultType3Type1",
    "TournamentPlayerList",
    "TournamentPlayerMissedRoundResultType1",
    "TournamentPlayerMissedRoundResultType2Type1",
    "TournamentPlayerMissedRoundResultType3Type1",
    "TournamentStatus",
    "Transfer",
    "TransferCreate",
    "TransferCreatePriceType1Type0",
    "TransferList",
    "TransferPriceType0",
    "User",
    "UserCreate",
    "Verify",
    "VerifyCardType0Type0",
    "Viewer",
    "Visibility",
    "Webhook",
    "WebhookCreate",
    "WebhookCreated",
    "WebhookCreateEventTypesItem",
    "WebhookList",
    "WebhookUpdate",
)
