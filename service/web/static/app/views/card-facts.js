// What a card costs, its numbers and its words, what a seat pays with, and which moves would lose the game, read
// from each engine's game document (its `cards` catalog and seats). The engine stays the judge of what is legal:
// these figures only let a player see a price before they commit.
import { humanize } from "../ui.js";

/** @typedef {import("../api.js").Game} Game */
/** @typedef {Record<string, unknown>} Obj */
/** @typedef {{ amount: number, unit: string }} Price */
/** @typedef {{ name: string, kind: string, cost: Price | null, costText: string, stats: string[], keywords: string[],
 *   text: string, marks: string[] }} Facts */

// the moves that put a card into play from the hand: a card none of these lists for is unplayable now
export const PLAY_VERBS = new Set(["deploy", "invoke", "place", "activate", "prepare", "place_essence", "play_character",
  "attach_item", "play_location", "support"]);

/** @param {Game} game @param {string} cardId @returns {Obj} */
export function definition(game, cardId) {
  const catalog = /** @type {Record<string, Obj>} */ (game.cards || {});
  return catalog[cardId] || {};
}

/** @param {unknown} v */
const num = (v) => (typeof v === "number" ? v : null);

/**
 * A card's facts: the printed definition, with the live numbers a board entry carries (damage, AP/HP now).
 * @param {Game} game @param {Obj} entry a `{card, card_id, …}` entry of the view
 * @returns {Facts}
 */
export function cardFacts(game, entry) {
  if (game.ruleset === "athernum") return athernumFacts(entry);
  const info = definition(game, String(entry.card_id || ""));
  const name = entry.card_id ? String(info.name || entry.card_id) : "Face-down card";
  const keywords = /** @type {string[]} */ ([...new Set([
    ...(Array.isArray(info.keywords) ? info.keywords : []),
    ...(Array.isArray(entry.keywords) ? entry.keywords : []),
  ].map(String))]);
  const cost = printedCost(game, info);
  /** @type {string[]} */
  const stats = [];
  const hp = num(entry.hp) ?? num(info.hp);
  if (game.ruleset === "achroma") {
    const strength = num(info.strength);
    if (strength !== null) stats.push(`strength ${strength}`);
    if (entry.shards_left !== undefined) stats.push(`${entry.shards_left} Shards left`);
    const effect = /** @type {Obj | null} */ (info.achroma_effect || null);
    if (effect) stats.push(`${humanize(String(effect.kind))} ${effect.amount}`);
  } else if (game.ruleset === "arcane") {
    const ap = num(entry.ap) ?? num(info.ap);
    if (info.type === "creature" || (ap !== null && ap + (hp ?? 0) > 0)) stats.push(`AP ${ap ?? 0}`, `HP ${hp ?? 0}`);
  } else if (game.ruleset === "oversoul") {
    const dmg = num(entry.dmg) ?? num(info.dmg);
    const spd = num(entry.spd) ?? num(info.spd);
    if (dmg !== null) stats.push(`DMG ${dmg}`);
    if (spd !== null) stats.push(`SPD ${spd}`);
    if (hp !== null) stats.push(`HP ${hp}`);
    if (num(info.rank) !== null) stats.push(`rank ${info.rank}`);
  }
  const damage = num(entry.damage);
  if (damage) stats.push(`${damage} damage`);
  if (entry.exhausted) stats.push("exhausted");
  return {
    name,
    kind: [info.type, info.realm || info.essence || info.archetype].filter(Boolean).map((v) => humanize(String(v))).join(" · "),
    cost,
    costText: costText(game, info, cost),
    stats,
    keywords,
    text: cardText(info),
    marks: [],
  };
}

/**
 * An Athernum card's facts: its view entry carries its face (no catalog). On the board `vt` counts the Victory
 * Tokens on it, `dmg` its damage counters, `ex` its Exhaustion Counters; in the hand `vt` is its printed field.
 * An opponent's face-down item shows only that it is one. @param {Obj} info @returns {Facts}
 */
function athernumFacts(info) {
  const inPlay = typeof info.ctrl === "string";
  const hidden = info.up === false && !info.card_id;
  const name = hidden ? `Face-down ${String(info.type || "card")}` : String(info.name || info.card_id || "Face-down card");
  /** @type {string[]} */
  const stats = [];
  /** @type {string[]} */
  const marks = [];
  if (info.type === "character" && !hidden) stats.push(`OFV ${(num(info.ofv) ?? 0) + (num(info.boost) ?? 0)}`, `DFV ${num(info.dfv) ?? 0}`);
  const vt = num(info.vt) ?? 0;
  if (inPlay && vt > 0) {
    stats.push(`${vt} Victory Token${vt === 1 ? "" : "s"}`);
    marks.push(`${vt} VT`);
  } else if (!inPlay && vt > 0) stats.push(`Victory Token field ${vt}`);
  const dmg = num(info.dmg) ?? 0;
  if (dmg > 0) {
    stats.push(`${dmg} damage`);
    marks.push(`${dmg} dmg`);
  }
  if (Number(info.ex) > 0) stats.push("exhausted");
  if (info.up === false) stats.push("face-down");
  const fx = /** @type {Obj[]} */ (Array.isArray(info.fx) ? info.fx : []);
  const keywords = fx.filter((e) => e.kind === "static" && typeof e.rule === "string" && e.amount === undefined).map((e) => humanize(String(e.rule)));
  const cost = num(info.cost) !== null ? { amount: Number(info.cost), unit: "resources" } : null;
  return {
    name,
    kind: [info.type, info.faction].filter(Boolean).map((v) => humanize(String(v))).join(" · "),
    cost,
    costText: cost ? `costs ${cost.amount} ${cost.amount === 1 ? "resource" : "resources"}${info.faction ? ` (${info.faction})` : ""}` : "",
    stats,
    keywords,
    text: fx.filter((e) => !(e.kind === "static" && e.amount === undefined)).map(abilityText).join(". "), // keywords above
    marks,
  };
}

/** An ability as data, in words: "Trigger when it enters: may return from discard (character)". @param {Obj} e */
function abilityText(e) {
  const steps = /** @type {Obj[]} */ (Array.isArray(e.do) ? e.do : []).map((d) => [d.may && "may", humanize(String(d.op)).toLowerCase(),
    d.n ?? d.amount, d.card_type && `(${d.card_type})`].filter((p) => p !== undefined && p !== null && p !== false && p !== "").join(" "));
  const head = [humanize(String(e.kind || "")), e.when && `when it ${String(e.when).replace(/_/g, " ")}`,
    e.kind === "static" && e.rule && humanize(String(e.rule)).toLowerCase(), e.amount !== undefined && e.amount,
    e.target && `(target: ${String(e.target).replace(/_/g, " ")})`].filter((p) => p !== undefined && p !== null && p !== false && p !== "").join(" ");
  return steps.length ? `${head}: ${steps.join(", ")}` : head;
}

/** @param {Game} game @param {Obj} info @returns {Price | null} */
function printedCost(game, info) {
  if (game.ruleset === "achroma" && num(info.shard_value) !== null) return { amount: Number(info.shard_value), unit: "Shards" };
  if (game.ruleset === "arcane" && num(info.cost) !== null) return { amount: Number(info.cost), unit: "Essence" };
  if (game.ruleset === "oversoul" && num(info.energy) !== null) return { amount: Math.max(0, -Number(info.energy)), unit: "Energy" };
  return null;
}

/** @param {Game} game @param {Obj} info @param {Price | null} cost */
function costText(game, info, cost) {
  if (!cost) return "";
  if (game.ruleset === "oversoul" && Number(info.energy) > 0) return `generates ${info.energy} Energy`;
  return `costs ${cost.amount} ${cost.unit}`;
}

/** The printed text, else the effects the engine plays by, in words. @param {Obj} info */
function cardText(info) {
  if (typeof info.text === "string" && info.text) return info.text;
  const effects = /** @type {Obj[]} */ (Array.isArray(info.effects) ? info.effects : []);
  return effects.map((e) => [e.when && `${humanize(String(e.when))}:`, e.op && humanize(String(e.op)).toLowerCase(),
    e.x, e.keyword, e.target && `(${String(e.target).replace(/_/g, " ")})`].filter((p) => p !== undefined && p !== null && p !== "").join(" "))
    .join(". ");
}

/**
 * A payment (Arcane: the Essence cards a cost exhausts, by type) as words: "Pay 2 Water", "Pay 1 Fire + 1 Water".
 * @param {unknown} pay @returns {string}
 */
export function payLabel(pay) {
  const counts = /** @type {Obj} */ (pay && typeof pay === "object" ? pay : {});
  const parts = Object.entries(counts).filter(([, n]) => Number(n) > 0).map(([kind, n]) => `${n} ${humanize(kind)}`);
  return `Pay ${parts.join(" + ") || "nothing"}`;
}

/**
 * What a seat has to pay with now (Achroma's bank, Arcane's ready Essences, Oversoul's Energy).
 * @param {Game} game @param {string | null} seatId @returns {Price | null}
 */
export function purse(game, seatId) {
  const seat = /** @type {Obj | undefined} */ (game.seats.find((s) => s.seat === seatId));
  if (!seat) return null;
  if (game.ruleset === "achroma") return { amount: Number(seat.shards) || 0, unit: "Shards" };
  if (game.ruleset === "arcane") {
    const floating = Object.values(/** @type {Obj} */ (seat.floating || {})).reduce((a, b) => Number(a) + Number(b), 0);
    return { amount: (Number(seat.essences_ready) || 0) + Number(floating), unit: "Essence" };
  }
  if (game.ruleset === "oversoul") return { amount: (Number(seat.energy) || 0) + (Number(seat.floating_energy) || 0), unit: "Energy" };
  if (game.ruleset === "athernum") {
    const ready = Object.values(/** @type {Obj} */ (seat.ready || {})).reduce((a, b) => Number(a) + Number(b), 0);
    return { amount: Number(ready), unit: "resources ready" };
  }
  return null;
}

/** The purse in words: "bank 7 Shards". @param {Game} game @param {Price} price */
export function purseText(game, price) {
  const where = game.ruleset === "achroma" ? "your bank holds" : "you have";
  return `${where} ${price.amount} ${price.unit}`;
}

/**
 * Why a card cannot be played now, when it is for want of resources: its price against the purse, or a RANK
 * above the Leader's. Only for a card the legal list gives no play move (the engine counts discounts we do not).
 * @param {Game} game @param {Obj} entry @param {string | null} seatId @returns {string | null}
 */
export function cannotAfford(game, entry, seatId) {
  const info = definition(game, String(entry.card_id || ""));
  const cost = game.ruleset === "athernum" ? athernumFacts(entry).cost : printedCost(game, info);
  const have = purse(game, seatId);
  const seat = /** @type {Obj | undefined} */ (game.seats.find((s) => s.seat === seatId));
  if (game.ruleset === "oversoul" && seat && num(info.rank) !== null && Number(info.rank) > Number(seat.rank)) {
    return `needs rank ${info.rank}; your Leader is rank ${seat.rank}`;
  }
  if (cost && have && cost.amount > have.amount) return `${costText(game, info, cost)}; ${purseText(game, have)}`;
  return null;
}

/**
 * A warning when the move would lose the game for the seat making it, else null. Achroma: a bank that reaches 0
 * Shards is out of the game ("When a player's Shard Bank reaches 0 Shards, they're out of the game.").
 * @param {Game} game @param {Obj} move @param {(instance: string) => string | null} cardName @returns {string | null}
 */
export function losingWarning(game, move, cardName) {
  if (game.ruleset !== "achroma" || move.type !== "deploy" || typeof move.card !== "string") return null;
  const have = purse(game, String(move.seat));
  const hand = /** @type {Obj[]} */ (/** @type {Obj | undefined} */ (game.seats.find((s) => s.seat === move.seat))?.hand || []);
  const entry = hand.find((c) => c.card === move.card);
  if (!have || !entry) return null;
  const price = move.mode === "infest" ? 1 : Number(definition(game, String(entry.card_id)).shard_value) || 0;
  if (have.amount - price > 0) return null;
  return `Deploying ${cardName(move.card) || "this card"} costs ${price} Shards and your bank holds ${have.amount}: ` +
    "a bank that reaches 0 Shards is out of the game, so you would lose.";
}
