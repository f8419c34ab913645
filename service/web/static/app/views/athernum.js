// What an Athernum view holds besides the cards' places: each seat's board read from the one map of cards in play
// (its main character, character slots, location, the items under each character), its resource markers, and the
// table's line — the Victory Token pool, the fight under way, the stack (top first) and an ability's open question.
import { html, humanize } from "../ui.js";

/** @typedef {import("../api.js").Game} Game */
/** @typedef {import("../labels.js").Namer} Namer */
/** @typedef {Record<string, unknown>} Obj */
/** @typedef {{ main: Obj | null, characters: Obj[], location: Obj | null, itemsOf: (card: string) => Obj[] }} Side */

/** @param {Game} game @param {string} seatId @returns {Obj} */
function seatOf(game, seatId) {
  return /** @type {Obj} */ (game.seats.find((s) => s.seat === seatId) || {});
}

/** A seat's cards in play, by place. @param {Game} game @param {string} seatId @returns {Side} */
export function athernumBoard(game, seatId) {
  const board = /** @type {Record<string, Obj>} */ (game.board || {});
  const seat = seatOf(game, seatId);
  const at = (/** @type {unknown} */ uid) => (typeof uid === "string" && board[uid] ? board[uid] : null);
  const ids = /** @type {string[]} */ (Array.isArray(seat.characters) ? seat.characters : []);
  return {
    main: at(seat.main),
    characters: /** @type {Obj[]} */ (ids.map(at).filter(Boolean)),
    location: at(seat.location),
    itemsOf: (card) => /** @type {Obj[]} */ ((/** @type {string[]} */ (board[card]?.items || [])).map(at).filter(Boolean)),
  };
}

/** @param {unknown} counts @returns {number} */
function total(counts) {
  return Object.values(/** @type {Obj} */ (counts || {})).reduce((/** @type {number} */ a, b) => a + Number(b), 0);
}

/**
 * A seat's resource markers in words: "Resources: 2 ready (Foundry Guild 2), 1 exhausted".
 * @param {Game} game @param {string} seatId
 */
export function resourcesText(game, seatId) {
  const seat = seatOf(game, seatId);
  const ready = /** @type {Obj} */ (seat.ready || {});
  const byFaction = Object.entries(ready).filter(([, n]) => Number(n) > 0).map(([f, n]) => `${f} ${n}`);
  const spent = total(seat.spent);
  return `Resources: ${total(ready)} ready${byFaction.length ? ` (${byFaction.join(", ")})` : ""}, ${spent} exhausted`;
}

/** A stack item in words: "Bot: Lantern Warden (character)", "Me: Hunting Horn's ability". @param {Obj} item @param {Namer} names */
function stackText(item, names) {
  const who = names.seatName(String(item.seat));
  const uid = String(item.card ?? item.source ?? "");
  const card = item.face_down && !item.card_id ? "a face-down item" : names.cardName(uid) || "a card";
  const kind = String(item.kind || "");
  const what = kind === "ability" || kind === "support" || kind === "statics" ? `${card}’s ${kind === "support" ? "Support" : "ability"}`
    : `${card} (${humanize(kind).toLowerCase()})`;
  const host = typeof item.host === "string" ? ` onto ${names.cardName(item.host) || "a character"}` : "";
  return `${who}: ${what}${host}`;
}

/**
 * The table's line: the Victory Token pool, the attack being fought, the stack and the question an ability asks.
 * @param {{ game: Game, names: Namer }} props
 */
export function TableLine({ game, names }) {
  const stack = /** @type {Obj[]} */ (Array.isArray(game.stack) ? game.stack : []);
  const combat = /** @type {Obj | null} */ (game.combat || null);
  const choice = /** @type {Obj | null} */ (game.choice || null);
  const card = (/** @type {unknown} */ uid) => names.cardName(String(uid)) || "a card";
  return html`<div class="table-line small" role="group" aria-label="Table">
    <p><span>Victory Token pool <strong>${String(game.vt_pool ?? 0)}</strong></span>
      ${combat && html` · <span>${card(combat.attacker)} attacks ${card(combat.target)}; ${names.seatName(String(combat.defending))} defends</span>`}</p>
    ${stack.length > 0 && html`<ol class="stack" aria-label="Stack, top first">
      ${[...stack].reverse().map((item, i) => html`<li key=${i}>${stackText(item, names)}</li>`)}</ol>`}
    ${choice && html`<p class="notice choice" role="status">${card(choice.card)} asks ${names.seatName(String(choice.seat))}:
      ${humanize(String(choice.op)).toLowerCase()}</p>`}
  </div>`;
}
