// The table as everyone sees it: a region per seat (named after the player) with its counters, and the cards a
// seat's view shows (hand, board, discard) wherever the game document has them. No game is named here.
import { html, humanize } from "../ui.js";

/** @typedef {import("../api.js").Game} Game */
/** @typedef {import("../api.js").Ruleset} Ruleset */
/** @typedef {import("../labels.js").Namer} Namer */
/** @typedef {Record<string, unknown>} Obj */

const HIDDEN_FIELDS = new Set(["seat", "name", "out_reason", "card", "card_id", "owner", "copy_of", "deployed_turn", "attached_as"]);

/**
 * Every seat of the game, with its counters large.
 * @param {{ game: Game, ruleset: Ruleset, names: Namer, big?: boolean, mySeats?: string[] }} props
 */
export function Seats({ game, ruleset, names, big = false, mySeats = [] }) {
  // a counter the game document does not hold as a number (an engine keeps a hand as cards) is not shown as one
  const counters = ruleset.counters.filter((c) => c.per === "seat" && game.seats.some((s) => isScalar(/** @type {Obj} */ (s)[c.name])));
  const tableCounters = ruleset.counters.filter((c) => c.per === "game" && game[c.name] !== undefined);
  const active = /** @type {Obj} */ (game.turn).active_seat;
  const toAct = /** @type {string[]} */ (Array.isArray(game.to_act) ? game.to_act : []);
  const ai = /** @type {Obj} */ (game.ai_seats || {});
  return html`<div class=${big ? "seats big" : "seats"}>
    ${game.seats.map((raw) => {
      const seat = /** @type {Obj} */ (raw);
      const id = String(seat.seat);
      const name = String(seat.name);
      const badges = [
        id === active && "Turn",
        toAct.includes(id) && id !== active && "To act",
        ai[id] && "AI",
        mySeats.includes(id) && "You",
        seat.out && "Out",
        winners(game).includes(id) && "Winner",
      ].filter(Boolean);
      return html`<section class=${`seat${id === active ? " active" : ""}${seat.out ? " out" : ""}`} aria-label=${name} key=${id}>
        <header class="seat-head"><h2 class="seat-name">${name}</h2>
          ${badges.map((b) => html`<span class="badge">${b}</span>`)}</header>
        <div class="counters">
          ${counters.map((c) => html`<div class="counter" key=${c.name}>
            <output class="counter-value" aria-label=${`${name} ${c.name}`}>${formatValue(seat[c.name])}</output>
            <span class="counter-name" aria-hidden="true">${humanize(c.name).toLowerCase()}</span>
          </div>`)}
        </div>
        ${!big && html`<${SeatDetails} seat=${seat} counters=${new Set(counters.map((c) => c.name))} game=${game} names=${names} />`}
      </section>`;
    })}
    ${tableCounters.length > 0 && html`<section class="seat table-counters" aria-label="Table">
      <header class="seat-head"><h2 class="seat-name">Table</h2></header>
      <div class="counters">${tableCounters.map((c) => html`<div class="counter" key=${c.name}>
        <output class="counter-value" aria-label=${`Table ${c.name}`}>${formatValue(game[c.name])}</output>
        <span class="counter-name" aria-hidden="true">${humanize(c.name).toLowerCase()}</span></div>`)}</div>
    </section>`}
  </div>`;
}

/**
 * A seat's other numbers and its cards: lists of {card, card_id} in the seat, or in a game member keyed by seat.
 * @param {{ seat: Obj, counters: Set<string>, game: Game, names: Namer }} props
 */
function SeatDetails({ seat, counters, game, names }) {
  const id = String(seat.seat);
  const stats = Object.entries(seat).filter(([k, v]) => !HIDDEN_FIELDS.has(k) && !counters.has(k) && typeof v === "number");
  /** @type {[string, Obj[]][]} */
  const zones = [];
  for (const [key, value] of Object.entries(seat)) if (isCardList(value) && value.length > 0) zones.push([key, value]);
  for (const [key, value] of Object.entries(game)) {
    const bySeat = value && typeof value === "object" && !Array.isArray(value) ? /** @type {Obj} */ (value)[id] : undefined;
    if (key !== "cards" && isCardList(bySeat) && bySeat.length > 0) zones.push([key, bySeat]);
  }
  if (stats.length === 0 && zones.length === 0) return null;
  return html`
    ${stats.length > 0 && html`<p class="stats">${stats.map(([k, v]) => html`<span class="stat">${humanize(k).toLowerCase()} <strong>${v}</strong></span>`)}</p>`}
    ${zones.map(([zone, cards]) => html`<div class="zone" key=${zone}>
      <h3 class="zone-name">${humanize(zone)} <span class="muted">(${cards.length})</span></h3>
      <ul class="cards">${cards.map((c) => html`<li class="card-chip" key=${String(c.card || c.card_id)}><${CardChip} card=${c} game=${game} names=${names} /></li>`)}</ul>
    </div>`)}`;
}

/** @param {{ card: Obj, game: Game, names: Namer }} props */
function CardChip({ card, game, names }) {
  const catalog = /** @type {Record<string, Obj>} */ (game.cards || {});
  const info = catalog[String(card.card_id)] || {};
  const facts = [
    info.type && humanize(String(info.type)),
    info.shard_value !== undefined && `value ${info.shard_value}`,
    info.strength !== undefined && info.strength !== null && `strength ${info.strength}`,
    ...Object.entries(card)
      .filter(([k, v]) => !HIDDEN_FIELDS.has(k) && v && (typeof v === "number" || v === true || (Array.isArray(v) && v.length)))
      .map(([k, v]) => (v === true ? humanize(k).toLowerCase() : `${humanize(k).toLowerCase()} ${Array.isArray(v) ? v.length : typeof v === "string" ? names.cardName(v) || v : v}`)),
  ].filter(Boolean);
  const keywords = /** @type {string[]} */ (Array.isArray(info.keywords) ? info.keywords : []);
  return html`<span class="card-title">${String(info.name || card.card_id)}</span>
    ${facts.length > 0 && html`<span class="card-facts">${facts.join(" · ")}</span>`}
    ${keywords.length > 0 && html`<span class="card-keywords">${keywords.join(", ")}</span>`}`;
}

/** @returns {value is Obj[]} */
function isCardList(/** @type {unknown} */ value) {
  return Array.isArray(value) && value.every((v) => v && typeof v === "object" && "card_id" in v);
}

/** @param {unknown} value */
function isScalar(value) {
  return value === null || (value !== undefined && typeof value !== "object");
}

/** @param {unknown} value */
function formatValue(value) {
  return value === undefined || value === null ? "–" : String(value);
}

/** The seat ids that won (a seat, several, or none). */
export function winners(/** @type {Game} */ game) {
  const w = game.winner;
  return Array.isArray(w) ? w.map(String) : typeof w === "string" ? [w] : [];
}

/** @param {{ game: Game, names: Namer }} props */
export function Outcome({ game, names }) {
  if (game.status !== "finished") return null;
  const won = winners(game).map(names.seatName);
  const reason = game.finish_reason ? humanize(game.finish_reason) : "";
  return html`<p class="notice outcome" role="status">
    <strong>${won.length ? `${won.join(" and ")} won` : "The game ended without a winner"}</strong>${reason && html` — ${reason.toLowerCase()}`}.
  </p>`;
}
