// "The AI just did …": the AI's newest moves from the history, with card names, in a banner that keeps its height
// (the board does not jump as the AI's moves arrive) and is announced politely.
import { html } from "../ui.js";
import { actionLabel } from "../labels.js";

/** @typedef {import("../api.js").Game} Game */
/** @typedef {import("../api.js").Entry} Entry */
/** @typedef {import("../labels.js").Namer} Namer */
/** @typedef {Record<string, unknown>} Obj */

const SHOWN = 3; // the newest moves of the AI's last run: a whole turn can be a dozen steps

/** The AI's last run of moves (oldest first), and whose they were. @param {Game} game @param {Entry[]} entries */
export function lastAiMoves(game, entries) {
  const ai = /** @type {Obj} */ (game.ai_seats || {});
  /** @param {Entry} e */
  const aiSeat = (e) => {
    const action = /** @type {Obj | undefined} */ (e.action);
    return e.type === "action" && action && typeof action.seat === "string" && ai[action.seat] ? action.seat : null;
  };
  let end = entries.length - 1;
  while (end >= 0 && !aiSeat(entries[end])) end -= 1;
  if (end < 0) return { seat: null, moves: /** @type {Obj[]} */ ([]), more: 0 };
  const seat = aiSeat(entries[end]);
  let start = end;
  while (start > 0 && aiSeat(entries[start - 1]) === seat) start -= 1;
  const run = entries.slice(start, end + 1).map((e) => /** @type {Obj} */ (e.action));
  return { seat, moves: run.slice(-SHOWN), more: Math.max(0, run.length - SHOWN) };
}

/** @param {{ game: Game, entries: Entry[], names: Namer }} props */
export function AiBanner({ game, entries, names }) {
  const ai = /** @type {Obj} */ (game.ai_seats || {});
  const toAct = /** @type {string[]} */ (Array.isArray(game.to_act) ? game.to_act : []);
  const thinking = game.status === "active" ? toAct.filter((s) => ai[s]) : [];
  const { seat, moves, more } = lastAiMoves(game, entries);
  return html`<div class="ai-banner" role="status" aria-live="polite">
    ${seat ? html`<p class="ai-did"><strong>${names.seatName(seat)} just did:</strong> ${more > 0 ? "… " : ""}${
        moves.map((m) => aiLabel(m, names)).join("; ")}.</p>`
      : html`<p class="ai-did muted">${Object.keys(ai).length ? "The AI has not moved yet." : ""}</p>`}
    <p class="ai-thinking">${thinking.length ? `${thinking.map(names.seatName).join(", ")} is thinking…` : ""}</p>
  </div>`;
}

/** A move in words; a card this phone may not see (one the AI returned to its deck) is "a hidden card", not its id. */
function aiLabel(/** @type {Obj} */ move, /** @type {Namer} */ names) {
  return actionLabel(move, names).replace(/\bc[0-9]+\b/g, "a hidden card");
}
