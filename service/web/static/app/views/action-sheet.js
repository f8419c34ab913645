// The game's forms (trade, deploy, life with a target, adjust with a reason…) and the rarely used actions (concede),
// in a sheet opened from the turn bar: only the action types legal now, each with its refusal shown inside it.
import { html, humanize, ProblemNotice, useEffect, useRef, useState } from "../ui.js";
import { collect, editableProperties, initialValues, isSeatField, SchemaFields } from "../schema-form.js";
import { actionLabel } from "../labels.js";

/** @typedef {import("../api.js").Ruleset} Ruleset */
/** @typedef {import("../api.js").Problem} Problem */
/** @typedef {import("../api.js").Schemas["ActionType"]} ActionType */
/** @typedef {import("../labels.js").Namer} Namer */
/** @typedef {import("../schema-form.js").JsonSchema} JsonSchema */
/** @typedef {import("../schema-form.js").SeatChoice} SeatChoice */
/** @typedef {(body: Record<string, unknown>, origin: string) => Promise<boolean>} Act */
/** @typedef {{ origin: string, problem: Problem } | null} Refusal */

// the service's own action types, in every ruleset: corrections and conceding are kept out of the way
export const TUCKED = new Set(["adjust", "concede"]);

/** Whether an action type is one tap (nothing to fill in). */
export function isSimple(/** @type {ActionType} */ action) {
  return editableProperties(/** @type {JsonSchema} */ (action.schema)).length === 0;
}

/** A problem with seat ids (`p1`) in its detail said as the players' names. */
export function withNames(/** @type {Problem} */ problem, /** @type {Namer} */ names) {
  const detail = problem.detail?.replace(/\bp[1-9][0-9]?\b/g, (seat) => names.seatName(seat));
  return { ...problem, detail };
}

/**
 * The sheet: a non-modal dialog above the turn bar, so the counters stay in sight while a form is filled in.
 * `forms` are tracker action types with fields; `tucked` the tracker types or engine moves kept out of the way.
 * @param {{ open: boolean, onClose: () => void, forms: ActionType[], tucked: (ActionType | Record<string, unknown>)[],
 *   acting: string, seats: SeatChoice[], names: Namer, act: Act, busy: boolean, refusal: Refusal }} props
 */
export function ActionSheet({ open, onClose, forms, tucked, acting, seats, names, act, busy, refusal }) {
  // what each form last sent (its target above all), kept while the form is unmounted between turns
  const memory = useRef(/** @type {Map<string, Record<string, unknown>>} */ (new Map()));
  const formOf = (/** @type {ActionType} */ a) => html`<${ActionForm} key=${`${a.type}-${acting}`} action=${a} acting=${acting}
    seats=${seats} act=${act} busy=${busy} memory=${memory.current} names=${names}
    problem=${refusal && refusal.origin === a.type ? refusal.problem : null} />`;
  return html`<dialog class="sheet" id="action-sheet" aria-labelledby="sheet-title" open=${open}>
    <div class="sheet-head"><h2 id="sheet-title">More actions</h2>
      <button type="button" class="quiet" onClick=${onClose}>Close</button></div>
    ${forms.length === 0 && tucked.length === 0 && html`<p class="muted">Nothing else can be done now.</p>`}
    ${forms.map(formOf)}
    ${tucked.map((a) => {
      const type = String(a.type);
      if ("schema" in a && !isSimple(/** @type {ActionType} */ (a))) return formOf(/** @type {ActionType} */ (a));
      const body = "schema" in a ? { type, seat: acting } : a;
      const label = "schema" in a ? humanize(type) : actionLabel(a, names);
      return html`<div class="tucked" key=${label}>
        <${Confirmed} label=${label} busy=${busy} onConfirm=${() => act(body, `tucked-${label}`)} />
        ${refusal && refusal.origin === `tucked-${label}` && html`<${ProblemNotice} problem=${refusal.problem} />`}
      </div>`;
    })}
  </dialog>`;
}

/**
 * One action type as a small form: its fields from the JSON Schema, submitted by a button named after it. Its seat
 * fields (a target) stay as they were after a submit; the rest clears for the next entry.
 * @param {{ action: ActionType, acting: string, seats: SeatChoice[], act: Act, busy: boolean, names: Namer,
 *   memory: Map<string, Record<string, unknown>>, problem: Problem | null }} props
 */
function ActionForm({ action, acting, seats, act, busy, memory, problem }) {
  const schema = /** @type {JsonSchema} */ (action.schema);
  const key = `${action.type}-${acting}`;
  const fresh = () => ({ ...initialValues(schema, seats, acting), ...(memory.get(key) || {}) });
  const [values, setValues] = useState(fresh);
  const label = humanize(action.type);
  const rule = action.rule;
  const notice = useRef(/** @type {HTMLDivElement | null} */ (null));
  // the sheet scrolls: bring the refusal into its view, next to the button that was tapped
  useEffect(() => {
    if (problem) notice.current?.scrollIntoView({ block: "nearest" });
  }, [problem]);
  const submit = async (/** @type {Event} */ e) => {
    e.preventDefault();
    const sent = values;
    const kept = Object.fromEntries(editableProperties(schema).filter(([, p]) => isSeatField(p)).map(([n]) => [n, sent[n]]));
    memory.set(key, kept);
    // cleared at once, so the next entry can be typed while this one is sent; given back if it is refused
    setValues(fresh());
    if (!(await act({ type: action.type, seat: acting, ...collect(schema, sent) }, action.type))) setValues(sent);
  };
  return html`<form class="action-form" aria-label=${label} onSubmit=${submit}>
    <p class="action-title">${label}</p>
    <div class="action-fields">
      <${SchemaFields} schema=${schema} values=${values} onChange=${setValues} idPrefix=${`act-${action.type}`} seats=${seats} />
    </div>
    <div ref=${notice}><${ProblemNotice} problem=${problem} /></div>
    <button type="submit" class="move" disabled=${busy}>${label}</button>
    <details class="about small"><summary>How it works</summary>
      <p>${action.description}</p>
      ${rule && html`<p class="muted">Rule: ${rule.section}${rule.quote && html` — <q>${rule.quote}</q>`}</p>`}
    </details>
  </form>`;
}

/** A button that asks once more before it acts (conceding cannot be undone in every game). */
export function Confirmed(/** @type {{ label: string, busy: boolean, onConfirm: () => void }} */ { label, busy, onConfirm }) {
  const [asking, setAsking] = useState(false);
  return asking
    ? html`<div class="row confirm" role="group" aria-label=${`Confirm ${label.toLowerCase()}`}>
        <span>${label}?</span>
        <button type="button" class="danger" disabled=${busy} onClick=${() => { setAsking(false); onConfirm(); }}>${`Yes, ${label.toLowerCase()}`}</button>
        <button type="button" onClick=${() => setAsking(false)}>Cancel</button></div>`
    : html`<button type="button" class="move quiet" disabled=${busy} onClick=${() => setAsking(true)}>${label}</button>`;
}
