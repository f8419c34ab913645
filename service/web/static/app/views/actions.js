// What the acting seat can do now, from GET /v1/games/{id}/legal-actions, in a bar kept at the bottom of the screen:
// the one-tap moves (next step, pass turn; every legal move of an engine) under the thumb, and a sheet with the
// action types that need a form. Each refusal shows beside the control that sent it.
import { html, humanize, ProblemNotice, useState } from "../ui.js";
import { actionLabel } from "../labels.js";
import { ActionSheet, isSimple, TUCKED } from "./action-sheet.js";

/** @typedef {import("../api.js").Game} Game */
/** @typedef {import("../api.js").Ruleset} Ruleset */
/** @typedef {import("../api.js").Schemas["LegalActions"]} LegalActions */
/** @typedef {import("../labels.js").Namer} Namer */
/** @typedef {import("./action-sheet.js").Act} Act */
/** @typedef {import("./action-sheet.js").Refusal} Refusal */

/**
 * The turn bar. `playing`: the game is on and this phone plays a seat; else only Undo may show (a tracker's undo can
 * take back the move that ended a game).
 * @param {{ game: Game, ruleset: Ruleset, legal: LegalActions | null, acting: string | null, seats: string[],
 *   onActing: (seat: string) => void, names: Namer, act: Act, busy: boolean, playing: boolean, refusal: Refusal,
 *   undo: (() => void) | null }} props
 */
export function TurnBar({ game, ruleset, legal, acting, seats, onActing, names, act, busy, playing, refusal, undo }) {
  const [sheetOpen, setSheetOpen] = useState(false);
  if (!playing && !undo) return null;
  const loaded = playing && legal !== null && legal.seat === acting;
  const toAct = /** @type {string[] | undefined} */ (Array.isArray(game.to_act) ? game.to_act : undefined);
  const ai = /** @type {Record<string, unknown>} */ (game.ai_seats || {});
  const waitingOnAi = toAct && acting && !toAct.includes(acting) && toAct.some((s) => ai[s]);
  const seatChoices = game.seats.map((s) => ({ seat: String(s.seat), name: String(s.name) }));

  /** @type {{ label: string, body: Record<string, unknown>, hint?: string }[]} */
  let moves = [];
  /** @type {import("./action-sheet.js").ActionType[]} */
  let forms = [];
  /** @type {(import("./action-sheet.js").ActionType | Record<string, unknown>)[]} */
  let tucked = [];
  if (loaded && legal.exhaustive) {
    moves = legal.items.filter((i) => !TUCKED.has(String(i.type))).map((i) => ({ label: actionLabel(i, names), body: i }));
    tucked = legal.items.filter((i) => TUCKED.has(String(i.type)));
  } else if (loaded) {
    const allowed = new Set(legal.items.map((i) => String(i.type)));
    const types = ruleset.actions.filter((a) => allowed.has(a.type));
    moves = types.filter((a) => !TUCKED.has(a.type) && isSimple(a))
      .map((a) => ({ label: humanize(a.type), body: { type: a.type, seat: acting }, hint: a.description }));
    forms = types.filter((a) => !TUCKED.has(a.type) && !isSimple(a));
    tucked = types.filter((a) => TUCKED.has(a.type));
  }
  const barProblem = refusal && (refusal.origin === "bar" || refusal.origin === "undo") ? refusal.problem : null;

  return html`<section class="turn-bar" aria-label="Actions">
    ${playing && html`<${ActionSheet} open=${sheetOpen} onClose=${() => setSheetOpen(false)} forms=${forms} tucked=${tucked}
      acting=${acting || ""} seats=${seatChoices} names=${names} act=${act} busy=${busy} refusal=${refusal} />`}
    <${ProblemNotice} problem=${barProblem} />
    ${playing && html`<div class="moves">
      ${!loaded ? html`<p class="muted move-note">Loading…</p>`
        : waitingOnAi ? html`<p class="muted move-note" role="status">${toAct.filter((s) => ai[s]).map(names.seatName).join(", ")} is thinking…</p>`
        : moves.length === 0 && forms.length === 0 ? html`<p class="muted move-note">${names.seatName(acting || "")} has nothing to do now.</p>`
        : moves.map((m) => html`<button type="button" class="move" key=${m.label} disabled=${busy} title=${m.hint}
            onClick=${() => act(m.body, "bar")}>${m.label}</button>`)}
    </div>`}
    <div class="bar-row">
      ${playing && html`<button type="button" aria-expanded=${sheetOpen ? "true" : "false"} aria-controls="action-sheet"
        disabled=${!loaded || (forms.length === 0 && tucked.length === 0)} onClick=${() => setSheetOpen(!sheetOpen)}>More actions</button>`}
      ${undo && html`<button type="button" disabled=${busy} onClick=${undo}>Undo</button>`}
      ${playing && seats.length > 1 && html`<label class="acting"><span>Acting as</span>
        <select id="acting-seat" value=${acting || ""} onChange=${(/** @type {any} */ e) => onActing(e.currentTarget.value)}>
          ${seats.map((s) => html`<option value=${s}>${names.seatName(s)}</option>`)}
        </select></label>`}
    </div>
  </section>`;
}
