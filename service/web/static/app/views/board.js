// The table as everyone sees it: a region per seat (named after the player) with its counters, and the cards a
// seat's view shows (hand, board, discard) wherever the game document has them. No game is named here.
import { html, humanize, useEffect, useRef, useState } from "../ui.js";
import { Counter, TableTools, useSettings } from "./counter.js";
import { movesFor } from "./counter-moves.js";

/** @typedef {import("../api.js").Game} Game */
/** @typedef {import("../api.js").Ruleset} Ruleset */
/** @typedef {import("../labels.js").Namer} Namer */
/** @typedef {Record<string, unknown>} Obj */
/**
 * What the table gives its seats to act with: its `act`, the acting seat and its legal actions, and the problem the
 * last action met (a counter's refusal is shown beside the counter, so the table's copy is cleared).
 * @typedef {{ act: (body: Obj) => Promise<boolean>, acting: string | null,
 *   legal: import("../api.js").Schemas["LegalActions"] | null, problem: import("../api.js").Problem | null,
 *   clearProblem: () => void }} Play
 */

const HIDDEN_FIELDS = new Set(["seat", "name", "out_reason", "card", "card_id", "owner", "copy_of", "deployed_turn", "attached_as"]);

/**
 * Every seat of the game, with its counters large. With `play` (a tracked game at the table) each counter is a
 * control: a tap on its upper half is +1, on its lower half −1, sent through the table's `act`.
 * @param {{ game: Game, ruleset: Ruleset, names: Namer, big?: boolean, mySeats?: string[], play?: Play }} props
 */
export function Seats({ game, ruleset, names, big = false, mySeats = [], play }) {
  const [settings, updateSettings] = useSettings();
  const [refusal, setRefusal] = useState(/** @type {import("./counter.js").Refusal | null} */ (null));
  const sending = useRef(/** @type {string | null} */ (null)); // the counter whose action the table is sending
  useEffect(() => {
    // the table's act keeps a refusal as its problem: a counter's is said beside the counter instead
    if (!play?.problem || !sending.current) return;
    setRefusal({ key: sending.current, problem: play.problem });
    sending.current = null;
    play.clearProblem();
  }, [play?.problem]);
  // a counter the game document does not hold as a number (an engine keeps a hand as cards) is not shown as one
  const counters = ruleset.counters.filter((c) => c.per === "seat" && game.seats.some((s) => isScalar(/** @type {Obj} */ (s)[c.name])));
  const tableCounters = ruleset.counters.filter((c) => c.per === "game" && game[c.name] !== undefined);
  const active = /** @type {Obj} */ (game.turn).active_seat;
  const toAct = /** @type {string[]} */ (Array.isArray(game.to_act) ? game.to_act : []);
  const ai = /** @type {Obj} */ (game.ai_seats || {});
  const tableMode = Boolean(play) && game.mode !== "engine";
  const facing = tableMode && settings.facing && game.seats.length <= 4;
  const places = facing ? placesAround(game, mySeats) : new Map();
  const actionTypes = ruleset.actions.map((a) => a.type);
  /** @type {import("./counter.js").Table | null} */
  const table = play && tableMode ? {
    game, names, controls: mySeats, acting: play.acting, legal: play.legal, act: play.act, settings, refusal,
    forget: () => setRefusal(null),
    send: async (key, body) => {
      sending.current = key;
      const done = await play.act(body);
      if (done) sending.current = null;
      return done;
    },
  } : null;
  const tableSection = tableCounters.length > 0 && html`<section class="seat table-counters" aria-label="Table">
      <header class="seat-head"><h2 class="seat-name">Table</h2></header>
      <div class="counters">${tableCounters.map((c) => html`<div class="counter" key=${c.name}>
        <output class="counter-value" aria-label=${`Table ${c.name}`}>${formatValue(game[c.name])}</output>
        <span class="counter-name" aria-hidden="true">${humanize(c.name).toLowerCase()}</span></div>`)}</div>
    </section>`;
  const seatClass = big ? "seats big" : facing ? `seats facing facing-${game.seats.length}` : "seats";
  return html`${table && html`<${TableTools} settings=${settings} update=${updateSettings} canFace=${game.seats.length <= 4} />`}
  <div class=${seatClass}>
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
      const place = places.get(id) || "";
      const body = html`<header class="seat-head"><h2 class="seat-name">${name}</h2>
          ${badges.map((b) => html`<span class="badge">${b}</span>`)}</header>
        ${table ? html`<div class="tallies">
          ${counters.map((c, i) => html`<${Counter} key=${c.name} table=${table} owner=${id} counter=${c.name} value=${seat[c.name]}
            label=${`${name} ${c.name}`} name=${humanize(c.name).toLowerCase()} size=${i === 0 ? "main" : "small"}
            moves=${movesFor(ruleset.id, c.name, actionTypes)} limits=${c} />`)}
        </div>` : html`<div class="counters">
          ${counters.map((c) => html`<div class="counter" key=${c.name}>
            <output class="counter-value" aria-label=${`${name} ${c.name}`}>${formatValue(seat[c.name])}</output>
            <span class="counter-name" aria-hidden="true">${humanize(c.name).toLowerCase()}</span>
          </div>`)}
        </div>`}
        ${!big && !facing && html`<${SeatDetails} seat=${seat} counters=${new Set(counters.map((c) => c.name))} game=${game} names=${names} />`}`;
      return html`<section class=${`seat${id === active ? " active" : ""}${seat.out ? " out" : ""}${place ? ` at-${place}` : ""}`} aria-label=${name} key=${id}>
        ${facing ? html`<div class="seat-turn">${body}</div>` : body}
      </section>`;
    })}
    ${!facing && tableSection}
  </div>
  ${facing && html`<div class="seats">${tableSection}</div>`}`;
}

/**
 * Where each seat sits around a phone lying flat: this phone's first seat at the bottom, then the others clockwise
 * (left, top, right), so each reads their seat the right way up.
 * @param {Game} game @param {string[]} mySeats @returns {Map<string, string>}
 */
function placesAround(game, mySeats) {
  const ids = game.seats.map((s) => String(s.seat));
  const start = Math.max(0, ids.findIndex((id) => mySeats.includes(id)));
  const order = [...ids.slice(start), ...ids.slice(0, start)];
  const spots = order.length === 2 ? ["bottom", "top"] : ["bottom", "left", "top", "right"];
  return new Map(order.map((id, i) => [id, spots[i]]));
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
