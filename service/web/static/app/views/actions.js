// What the acting seat can do now, from GET /v1/games/{id}/legal-actions: in engine mode every legal move is a
// button; in tracker mode each allowed action type is a button, or a small form built from its JSON Schema.
import { html, humanize, useState } from "../ui.js";
import { collect, editableProperties, initialValues, SchemaFields } from "../schema-form.js";
import { actionLabel } from "../labels.js";

/** @typedef {import("../api.js").Game} Game */
/** @typedef {import("../api.js").Ruleset} Ruleset */
/** @typedef {import("../api.js").Schemas["LegalActions"]} LegalActions */
/** @typedef {import("../api.js").Schemas["ActionType"]} ActionType */
/** @typedef {import("../labels.js").Namer} Namer */
/** @typedef {import("../schema-form.js").JsonSchema} JsonSchema */
/** @typedef {(body: Record<string, unknown>) => Promise<boolean>} Act */

// the service's own action types, in every ruleset: corrections and conceding are kept out of the way
const TUCKED = new Set(["adjust", "concede"]);

/**
 * @param {{ game: Game, ruleset: Ruleset, legal: LegalActions | null, acting: string | null, seats: string[],
 *   onActing: (seat: string) => void, names: Namer, act: Act, busy: boolean }} props
 */
export function Actions({ game, ruleset, legal, acting, seats, onActing, names, act, busy }) {
  if (seats.length === 0 || game.status !== "active" || game.archived) return null;
  const toAct = /** @type {string[] | undefined} */ (Array.isArray(game.to_act) ? game.to_act : undefined);
  const ai = /** @type {Record<string, unknown>} */ (game.ai_seats || {});
  const waitingOnAi = toAct && acting && !toAct.includes(acting) && toAct.some((s) => ai[s]);
  return html`<section class="card actions" aria-labelledby="actions-title">
    <h2 id="actions-title">Actions</h2>
    ${seats.length > 1 && html`<div class="field inline"><label for="acting-seat">Acting as</label>
      <select id="acting-seat" value=${acting || ""} onChange=${(/** @type {any} */ e) => onActing(e.currentTarget.value)}>
        ${seats.map((s) => html`<option value=${s}>${names.seatName(s)}</option>`)}
      </select></div>`}
    ${waitingOnAi && html`<p class="muted" role="status">${toAct.filter((s) => ai[s]).map(names.seatName).join(", ")} is thinking…</p>`}
    ${legal === null || legal.seat !== acting ? html`<p class="muted">Loading…</p>`
      : legal.exhaustive ? html`<${EngineMoves} items=${legal.items} names=${names} act=${act} busy=${busy} />`
      : html`<${TrackerActions} items=${legal.items} ruleset=${ruleset} game=${game} acting=${acting || ""} names=${names} act=${act} busy=${busy} />`}
  </section>`;
}

/** @param {{ items: Record<string, unknown>[], names: Namer, act: Act, busy: boolean }} props */
function EngineMoves({ items, names, act, busy }) {
  const moves = items.filter((i) => !TUCKED.has(String(i.type)));
  const tucked = items.filter((i) => TUCKED.has(String(i.type)));
  if (items.length === 0) return html`<p class="muted">Nothing to do until the other players act.</p>`;
  return html`<div class="moves">
      ${moves.map((item, i) => html`<button type="button" class="move" key=${i} disabled=${busy} onClick=${() => act(item)}>${actionLabel(item, names)}</button>`)}
    </div>
    ${tucked.length > 0 && html`<details class="more"><summary>More actions</summary>
      ${tucked.map((item, i) => html`<${Confirmed} key=${i} label=${actionLabel(item, names)} busy=${busy} onConfirm=${() => act(item)} />`)}
    </details>`}`;
}

/**
 * @param {{ items: Record<string, unknown>[], ruleset: Ruleset, game: Game, acting: string, names: Namer, act: Act,
 *   busy: boolean }} props
 */
function TrackerActions({ items, ruleset, game, acting, names, act, busy }) {
  const allowed = new Set(items.map((i) => String(i.type)));
  const types = ruleset.actions.filter((a) => allowed.has(a.type));
  const simple = types.filter((a) => !TUCKED.has(a.type) && editableProperties(/** @type {JsonSchema} */ (a.schema)).length === 0);
  const forms = types.filter((a) => !TUCKED.has(a.type) && editableProperties(/** @type {JsonSchema} */ (a.schema)).length > 0);
  const tucked = types.filter((a) => TUCKED.has(a.type));
  const seats = game.seats.map((s) => ({ seat: String(s.seat), name: String(s.name) }));
  if (types.length === 0) return html`<p class="muted">${names.seatName(acting)} has nothing to do now.</p>`;
  return html`
    ${simple.length > 0 && html`<div class="moves">${simple.map((a) => html`<button type="button" class="move" key=${a.type}
      disabled=${busy} title=${a.description} onClick=${() => act({ type: a.type, seat: acting })}>${humanize(a.type)}</button>`)}</div>`}
    ${forms.map((a) => html`<${ActionForm} key=${`${a.type}-${acting}`} action=${a} acting=${acting} seats=${seats} act=${act} busy=${busy} />`)}
    ${tucked.length > 0 && html`<details class="more"><summary>More actions</summary>
      ${tucked.map((a) => editableProperties(/** @type {JsonSchema} */ (a.schema)).length > 0
        ? html`<${ActionForm} key=${`${a.type}-${acting}`} action=${a} acting=${acting} seats=${seats} act=${act} busy=${busy} />`
        : html`<${Confirmed} key=${a.type} label=${humanize(a.type)} busy=${busy} onConfirm=${() => act({ type: a.type, seat: acting })} />`)}
    </details>`}`;
}

/**
 * One action type as a small form: its fields from the JSON Schema, submitted by a button named after it.
 * @param {{ action: ActionType, acting: string, seats: import("../schema-form.js").SeatChoice[], act: Act, busy: boolean }} props
 */
function ActionForm({ action, acting, seats, act, busy }) {
  const schema = /** @type {JsonSchema} */ (action.schema);
  const [values, setValues] = useState(() => initialValues(schema, seats, acting));
  const label = humanize(action.type);
  const submit = async (/** @type {Event} */ e) => {
    e.preventDefault();
    // cleared at once, so the next entry can be typed while this one is sent; given back if it is refused
    const sent = values;
    setValues(initialValues(schema, seats, acting));
    if (!(await act({ type: action.type, seat: acting, ...collect(schema, sent) }))) setValues(sent);
  };
  return html`<form class="action-form" aria-label=${label} onSubmit=${submit}>
    <p class="action-title">${label} <span class="hint">${action.description}</span></p>
    <div class="action-fields">
      <${SchemaFields} schema=${schema} values=${values} onChange=${setValues} idPrefix=${`act-${action.type}`} seats=${seats} />
    </div>
    <button type="submit" class="move" disabled=${busy}>${label}</button>
  </form>`;
}

/** A button that asks once more before it acts (conceding cannot be undone in every game). */
function Confirmed(/** @type {{ label: string, busy: boolean, onConfirm: () => void }} */ { label, busy, onConfirm }) {
  const [asking, setAsking] = useState(false);
  return asking
    ? html`<div class="row confirm" role="group" aria-label=${`Confirm ${label.toLowerCase()}`}>
        <span>${label}?</span>
        <button type="button" class="danger" disabled=${busy} onClick=${() => { setAsking(false); onConfirm(); }}>${`Yes, ${label.toLowerCase()}`}</button>
        <button type="button" onClick=${() => setAsking(false)}>Cancel</button></div>`
    : html`<button type="button" class="move quiet" disabled=${busy} onClick=${() => setAsking(true)}>${label}</button>`;
}
