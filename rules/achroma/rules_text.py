"""The Achroma rules the tracker enforces, each quoted verbatim from the rulebook or RULINGS.md.

A test checks that every quote below still appears word for word in the file it names.
"""

from __future__ import annotations

from rules.base import Rule

RULES_MD = "achroma-rules.md"
HOW_TO_PLAY = "achroma-how-to-play.txt"
RULINGS = "RULINGS.md"

PLAYER_COUNT = Rule(
    id="achroma.player_count",
    rulebook=HOW_TO_PLAY,
    section="Game Setup",
    quote="Achroma is a fantasy card game for 2-6 players.",
)
STARTING_BANK = Rule(
    id="achroma.starting_bank",
    rulebook=RULES_MD,
    section="Your Canvas › Your Shard Bank",
    quote="Each player starts with 10 Shards in their Shard Bank.",
)
FIRST_PLAYER = Rule(
    id="achroma.first_player",
    rulebook=RULES_MD,
    section="Gameplay",
    quote="Our companion app determines which player starts first. If you are not using the app then decide the "
    "first player randomly by another means; Flip a coin, Rock Paper Scissors etc.",
)
STEP_ORDER = Rule(
    id="achroma.step_order",
    rulebook=RULES_MD,
    section="Gameplay",
    quote="Achroma is played over a series of player turns, each consisting of four steps that must be completed "
    "in order.",
)
ACTIVE_PLAYER = Rule(
    id="achroma.active_player",
    rulebook=RULES_MD,
    section="Gameplay",
    quote="If possible, the active player completes all four steps in their turn before play is passed clockwise "
    "to the next player.",
)
START_STEP = Rule(
    id="achroma.start_step_draw_or_trade",
    rulebook=RULES_MD,
    section="Gameplay › Taking your turn › Start step",
    quote="In the Start step, you may do one of the following: Draw or TRADE.",
)
END_STEP = Rule(
    id="achroma.end_step_draw_or_trade",
    rulebook=RULES_MD,
    section="Gameplay › Taking your turn › End step",
    quote="In the End step, you can Draw or TRADE, just like in the Start step.",
)
TRADE_LIMIT = Rule(
    id="achroma.trade_limit",
    rulebook=RULES_MD,
    section="Gameplay › Taking your turn › Start step",
    quote="There is a 6 Shard overall TRADE limit for how many total Shards you may receive from Trading in your "
    "Start and End steps combined.",
)
TRADE_REMAINDER = Rule(
    id="achroma.trade_limit_remainder",
    rulebook=RULES_MD,
    section="Gameplay › Taking your turn › Start step",
    quote="You may still TRADE cards that have a greater Shard Value than the remaining amount of Shards in the "
    "TRADE limit, for example if you have already TRADED for 5 Shards and decide to TRADE a card with a Shard "
    "Value greater than 1, you may still TRADE it but you will only get 1 Shard due to the 6-Shard limit.",
)
BONUS_TRADE = Rule(
    id="achroma.bonus_trade",
    rulebook=RULES_MD,
    section="Gameplay › Taking your turn › Start step",
    quote="Any cards with abilities allowing you to TRADE additional times in your turn or gain extra Shards for "
    "trading do not count toward this TRADE limit.",
)
TWO_PLAYER_SKIP = Rule(
    id="achroma.two_player_first_start_step",
    rulebook=RULES_MD,
    section="Gameplay › Taking your turn › Start step",
    quote="If you are playing a two player game, the first player should skip their first Start step and go "
    "straight to their Main step.",
)
DEPLOY_LIMIT = Rule(
    id="achroma.deploy_limit",
    rulebook=RULES_MD,
    section="Gameplay › Taking your turn › Main step › Deploying",
    quote="You may Deploy up to three cards during your turn, this does not include cards Deployed for free* due "
    "to other card abilities.",
)
DEPLOY_PAYMENT = Rule(
    id="achroma.deploy_payment",
    rulebook=RULES_MD,
    section="Gameplay › Taking your turn › Main step › Deploying",
    quote="Deploy cards from your hand by placing them face up on your Canvas and taking away Shards in your "
    "Shard Bank bank equal to the Deployed card's Shard Value.",
)
FREE_DEPLOY = Rule(
    id="achroma.free_deploy",
    rulebook=RULES_MD,
    section="Gameplay › Taking your turn › Main step › Deploying",
    quote="Cards deployed 'for free' include cards Deployed as a result of other cards with abilities that "
    "explicitly state that a card may be Deployed onto a Canvas for free. Cards Deployed for free due to Shard "
    "reduction do still count towards the 3 card limit per turn.",
)
DEPLOY_STEP = Rule(
    id="achroma.deploy_step",
    rulebook=RULES_MD,
    section="Gameplay › Taking your turn › Main step › Deploying",
    quote="Characters, Locations and Objects may only be Deployed in your Main step. Actions may be Deployed any "
    "time during your turn, not just the Main step, but still count towards your three card total for each turn.",
)
GAIN = Rule(
    id="achroma.gain",
    rulebook=RULES_MD,
    section="Gameplay › Taking your turn › Resolve step",
    quote="[+1] means you Gain that many Shards in your Shard Bank.",
)
DRAIN = Rule(
    id="achroma.drain",
    rulebook=RULES_MD,
    section="Gameplay › Taking your turn › Resolve step",
    quote="[-1] means you Drain that many Shards from another player of your choice's Shard Bank.",
)
STEAL = Rule(
    id="achroma.steal",
    rulebook=RULES_MD,
    section="Gameplay › Taking your turn › Resolve step",
    quote="[±1] means you Steal that many Shards from another player of your choice's Shard Bank.",
)
FIRST_TURNS = Rule(
    id="achroma.no_drain_before_first_turns",
    rulebook=RULES_MD,
    section="Gameplay › Taking your turn › Resolve step",
    quote="You can't Drain or Steal from another player's Shard Bank until everyone else in the game has had their "
    "first turn.",
)
ONE_OPPONENT = Rule(
    id="achroma.one_opponent",
    rulebook=RULES_MD,
    section="Gameplay › Taking your turn › Resolve step",
    quote="For Steal and Drain, you must resolve each card's Achroma effect fully against one opponent; you may not "
    "split the Steal or Drain on one particular card.",
)
PREVENT = Rule(
    id="achroma.prevent",
    rulebook=RULES_MD,
    section="Card ability keywords › PREVENT X",
    quote="PREVENT is an Achroma effect that specifies a certain amount of Shards that can be blocked from leaving "
    "your Shard Bank through opposing Drain and Steal effects once per player turn.",
)
BANK_FLOOR = Rule(
    id="achroma.bank_floor",
    rulebook=RULINGS,
    section="Achroma › 1",
    quote="Banks never go below 0. A Drain or Steal larger than the target's bank takes only what is there; a "
    "Steal gives the stealer exactly what the target lost.",
)
RESOLVE_ENDS = Rule(
    id="achroma.resolve_step_ends",
    rulebook=RULES_MD,
    section="Gameplay › Taking your turn › Resolve step",
    quote="Your Resolve step ends when you choose to enter your End Step.",
)
PASS_TURN = Rule(
    id="achroma.pass_turn",
    rulebook=RULES_MD,
    section="Gameplay › Taking your turn › Pass turn",
    quote="After the End step, the player's turn is over when they verbally pass the turn.",
)
WINNING = Rule(
    id="achroma.winning",
    rulebook=RULES_MD,
    section="Gameplay › Winning the game",
    quote="Play continues clockwise until one player reaches 30 Shards in their Shard Bank or all other player's "
    "Shard Banks have been reduced to 0 Shards.",
)
OUT_OF_GAME = Rule(
    id="achroma.out_of_game",
    rulebook=RULES_MD,
    section="Gameplay › Leaving the game",
    quote="When a player's Shard Bank reaches 0 Shards, they're out of the game.",
)
MULLIGAN = Rule(
    id="achroma.mulligan",
    rulebook=RULES_MD,
    section="Your Canvas › Your Hand",
    quote="If you do not like your first hand of 5 cards you may shuffle them back into your Palette and draw 5 new "
    "cards. Your second draw of 5 cards is final and must be used as your opening hand.",
)
DISPOSE_REACTION = Rule(
    id="achroma.dispose_reaction",
    rulebook=RULES_MD,
    section="Card ability keywords › DISPOSE",
    quote="During an opponent's turn, each time they declare they are Deploying a card, using an ability (from a "
    "card on their Canvas) or declaring an attack, you may use DISPOSE once as Reaction.",
)

ALL_RULES: tuple[Rule, ...] = (
    PLAYER_COUNT,
    STARTING_BANK,
    FIRST_PLAYER,
    STEP_ORDER,
    ACTIVE_PLAYER,
    START_STEP,
    END_STEP,
    TRADE_LIMIT,
    TRADE_REMAINDER,
    BONUS_TRADE,
    TWO_PLAYER_SKIP,
    DEPLOY_LIMIT,
    DEPLOY_PAYMENT,
    FREE_DEPLOY,
    DEPLOY_STEP,
    GAIN,
    DRAIN,
    STEAL,
    FIRST_TURNS,
    ONE_OPPONENT,
    PREVENT,
    BANK_FLOOR,
    RESOLVE_ENDS,
    PASS_TURN,
    WINNING,
    OUT_OF_GAME,
    MULLIGAN,
    DISPOSE_REACTION,
)
