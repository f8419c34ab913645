""" Contains all the data models used in inputs/outputs """

from .action import Action
from .action_result import ActionResult
from .action_type import ActionType
from .action_type_schema import ActionTypeSchema
from .api_key import ApiKey
from .api_key_create import ApiKeyCreate
from .api_key_create_scopes_item import ApiKeyCreateScopesItem
from .api_key_created import ApiKeyCreated
from .api_key_list import ApiKeyList
from .card import Card
from .card_detail import CardDetail
from .card_import import CardImport
from .card_import_format import CardImportFormat
from .card_import_result import CardImportResult
from .card_page import CardPage
from .card_ref import CardRef
from .card_version import CardVersion
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
from .deck_text_import import DeckTextImport
from .deck_text_import_format import DeckTextImportFormat
from .deck_text_import_ruleset import DeckTextImportRuleset
from .deck_validation import DeckValidation
from .deck_write import DeckWrite
from .deck_write_format import DeckWriteFormat
from .deck_write_ruleset import DeckWriteRuleset
from .delivery import Delivery
from .delivery_attempts_item import DeliveryAttemptsItem
from .delivery_list import DeliveryList
from .delivery_payload import DeliveryPayload
from .entry import Entry
from .entry_action import EntryAction
from .entry_effects_item import EntryEffectsItem
from .entry_setup import EntrySetup
from .erratum_create import ErratumCreate
from .event_list import EventList
from .game import Game
from .game_create import GameCreate
from .game_create_mode import GameCreateMode
from .game_create_options_type_0 import GameCreateOptionsType0
from .game_create_ruleset import GameCreateRuleset
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
from .get_v1_rulesets_ruleset_cards_sort import GetV1RulesetsRulesetCardsSort
from .get_v1_transfers_status_type_1 import GetV1TransfersStatusType1
from .get_v1_transfers_status_type_2_type_1 import GetV1TransfersStatusType2Type1
from .get_v1_transfers_status_type_3_type_1 import GetV1TransfersStatusType3Type1
from .health import Health
from .history import History
from .history_event import HistoryEvent
from .join import Join
from .join_result import JoinResult
from .manual_entry import ManualEntry
from .market_value import MarketValue
from .market_value_values_item import MarketValueValuesItem
from .me import Me
from .me_auth import MeAuth
from .pagination_metadata import PaginationMetadata
from .player import Player
from .player_count import PlayerCount
from .player_field import PlayerField
from .player_field_schema import PlayerFieldSchema
from .player_leader import PlayerLeader
from .player_starting_card import PlayerStartingCard
from .price import Price
from .print_run import PrintRun
from .print_run_card import PrintRunCard
from .print_run_cards_item import PrintRunCardsItem
from .print_run_create import PrintRunCreate
from .printing import Printing
from .problem import Problem
from .problem_rule import ProblemRule
from .ready import Ready
from .ready_checks import ReadyChecks
from .registration_create import RegistrationCreate
from .report import Report
from .report_status import ReportStatus
from .revoke import Revoke
from .rule import Rule
from .ruleset import Ruleset
from .ruleset_list import RulesetList
from .task import Task
from .task_progress_type_0 import TaskProgressType0
from .token import Token
from .token_create import TokenCreate
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
    "ApiKey",
    "ApiKeyCreate",
    "ApiKeyCreated",
    "ApiKeyCreateScopesItem",
    "ApiKeyList",
    "Card",
    "CardDetail",
    "CardImport",
    "CardImportFormat",
    "CardImportResult",
    "CardPage",
    "CardRef",
    "CardVersion",
    "Collection",
    "CollectionItem",
    "Copy",
    "CopyCardType0Type0",
    "CopyList",
    "Counter",
    "Deck",
    "DeckCard",
    "DeckCardOut",
    "DeckPage",
    "DeckProblem",
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
    "Entry",
    "EntryAction",
    "EntryEffectsItem",
    "EntrySetup",
    "ErratumCreate",
    "EventList",
    "Game",
    "GameCreate",
    "GameCreateMode",
    "GameCreateOptionsType0",
    "GameCreateRuleset",
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
    "GetV1RulesetsRulesetCardsSort",
    "GetV1TransfersStatusType1",
    "GetV1TransfersStatusType2Type1",
    "GetV1TransfersStatusType3Type1",
    "Health",
    "History",
    "HistoryEvent",
    "Join",
    "JoinResult",
    "ManualEntry",
    "MarketValue",
    "MarketValueValuesItem",
    "Me",
    "MeAuth",
    "PaginationMetadata",
    "Player",
    "PlayerCount",
    "PlayerField",
    "PlayerFieldSchema",
    "PlayerLeader",
    "PlayerStartingCard",
    "Price",
    "Printing",
    "PrintRun",
    "PrintRunCard",
    "PrintRunCardsItem",
    "PrintRunCreate",
    "Problem",
    "ProblemRule",
    "Ready",
    "ReadyChecks",
    "RegistrationCreate",
    "Report",
    "ReportStatus",
    "Revoke",
    "Rule",
    "Ruleset",
    "RulesetList",
    "Task",
    "TaskProgressType0",
    "Token",
    "TokenCreate",
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
