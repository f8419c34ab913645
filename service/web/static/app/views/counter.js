// Table mode's counter: a big number whose upper half is +1 and lower half −1 (a long press is the phone's step),
// with rapid taps gathered into one action. Which action a change becomes is counter-moves.js's business; what is
// refused, or needs a pick, is said beside the control that sent it. Also the phone's table-mode settings.
import { html, ProblemNotice, useEffect, useRef, useState } from "../ui.js";
import { api, ok } from "../api.js";
import { actionLabel } from "../labels.js";
import { actorsFor, candidates, canMove, Gatherer, signed, withNames } from "./counter-moves.js";

/** @typedef {import("../api.js").Game} Game */
/** @typedef {import("../api.js").Problem} Problem */
/** @typedef {import("../api.js").Schemas["LegalActions"]} LegalActions */
/** @typedef {import("../labels.js").Namer} Namer */
/** @typedef {import("./counter-moves.js").CounterMoves} CounterMoves */
/** @typedef {Record<string, unknown>} Obj */
/**
 * What every counter of a table shares: the game, this phone's seats, the legal actions the table loaded, the
 * table's `act`, and the refusal the table's last counter action met.
 * @typedef {{ game: Game, names: Namer, controls: string[], acting: string | null, legal: LegalActions | null,
 *   act: (body: Obj) => Promise<boolean>, settings: Settings, refusal: Refusal | null,
 *   send: (key: string, body: Obj) => Promise<boolean>, forget: () => void }} Table
 */
/** @typedef {{ key: string, problem: Problem }} Refusal */
/** @typedef {{ step: number, gatherMs: number, facing: boolean }} Settings */

const LONG_PRESS_MS = 500;
const STORE = { step: "tcg.counters.step", gatherMs: "tcg.counters.gather-ms", facing: "tcg.counters.facing" };
const STEPS = [2, 3, 5, 10];
const WINDOWS = [1000, 2000, 3000];

/** The phone's table-mode settings, kept in localStorage (this phone's habit, not the game's). */
export function useSettings() {
  const read = () => ({
    step: numberIn(localStorage.getItem(STORE.step), STEPS, 5),
    gatherMs: numberIn(localStorage.getItem(STORE.gatherMs), WINDOWS, 1000),
    facing: localStorage.getItem(STORE.facing) === "1",
  });
  const [settings, setSettings] = useState(read);
  /** @param {Partial<Settings>} change */
  const update = (change) => {
    const next = { ...settings, ...change };
    localStorage.setItem(STORE.step, String(next.step));
    localStorage.setItem(STORE.gatherMs, String(next.gatherMs));
    localStorage.setItem(STORE.facing, next.facing ? "1" : "0");
    setSettings(next);
  };
  return /** @type {const} */ ([settings, update]);
}

/** @param {string | null} raw @param {number[]} allowed @param {number} fallback */
function numberIn(raw, allowed, fallback) {
  const n = Number(raw);
  return allowed.includes(n) ? n : fallback;
}

/**
 * The facing-layout toggle (up to four players), and the long-press step and gathering wait.
 * @param {{ settings: Settings, update: (c: Partial<Settings>) => void, canFace: boolean }} props
 */
export function TableTools({ settings, update, canFace }) {
  const toggle = (/** @type {MouseEvent} */ e) => {
    const on = !settings.facing;
    update({ facing: on });
    // the facing layout fills the screen below this button: bring it into view
    const tools = /** @type {HTMLElement} */ (e.currentTarget).closest(".table-tools");
    if (on) requestAnimationFrame(() => tools?.nextElementSibling?.scrollIntoView({ block: "start" }));
  };
  return html`<div class="table-tools">
    ${canFace && html`<button type="button" class="quiet" aria-pressed=${settings.facing ? "true" : "false"} onClick=${toggle}>Facing layout</button>`}
    <details class="tally-settings"><summary>Counter settings</summary>
      <div class="field inline"><label for="tally-step">Long press step</label>
        <select id="tally-step" value=${String(settings.step)} onChange=${(/** @type {any} */ e) => update({ step: Number(e.currentTarget.value) })}>
          ${STEPS.map((s) => html`<option value=${String(s)}>±${s}</option>`)}
        </select></div>
      <div class="field inline"><label for="tally-wait">Gather taps for</label>
        <select id="tally-wait" value=${String(settings.gatherMs)} onChange=${(/** @type {any} */ e) => update({ gatherMs: Number(e.currentTarget.value) })}>
          ${WINDOWS.map((ms) => html`<option value=${String(ms)}>${ms / 1000} s</option>`)}
        </select></div>
      <p class="hint">Taps on a counter within this wait are sent as one change. Shift with Enter or a click is a long press.</p>
    </details>
  </div>`;
}

/**
 * One counter of one seat. `label` is `<player> <counter>` (the output's name; the halves add +1 and -1).
 * @param {{ table: Table, owner: string, counter: string, value: unknown, label: string, name: string,
 *   moves: CounterMoves, size: "main" | "small", limits: { minimum?: number | null, maximum?: number | null } }} props
 */
export function Counter({ table, owner, counter, value, label, name, moves, size, limits }) {
  const { game, names, controls, settings } = table;
  const key = `${owner}:${counter}`;
  const [pending, setPending] = useState(0); // gathered, being picked or being sent: not yet in the server's value
  const [running, setRunning] = useState(0); // the change still gathering or waiting for a pick, shown on the number
  const [pick, setPick] = useState(/** @type {{ delta: number, bodies: Obj[] } | null} */ (null));
  const [note, setNote] = useState(/** @type {string | null} */ (null));
  const latest = useRef({ table, moves, resolve: (/** @type {number} */ _delta) => {} });
  const gatherer = useRef(/** @type {Gatherer | null} */ (null));
  // the gatherer outlives renders: it reaches this render's props through `latest`
  if (!gatherer.current) gatherer.current = new Gatherer((delta) => latest.current.resolve(delta));
  useEffect(() => () => gatherer.current?.flush(), []);

  const active = game.status === "active" && !game.archived;
  const canUp = active && canMove(moves.up, owner, controls);
  const canDown = active && canMove(moves.down, owner, controls);
  const number = typeof value === "number" ? value : null;

  /** @param {number} step */
  const tap = (step) => {
    table.forget();
    setNote(null);
    setPending((p) => p + step);
    // a tap while the pick is open goes on with that change: it is gathered again, with this tap
    const carried = pick ? pick.delta : 0;
    setPick(null);
    setRunning(/** @type {Gatherer} */ (gatherer.current).tap(carried + step, settings.gatherMs));
  };

  /** The gathered change becomes the one action it must be, a pick between the legal ones, or a note. */
  const resolve = async (/** @type {number} */ delta) => {
    const { table: now, moves: nowMoves } = latest.current;
    try {
      const actors = (delta > 0 ? nowMoves.up : nowMoves.down).flatMap((m) => actorsFor(m, owner, now.controls, now.acting));
      const legalBySeat = await legalFor(now, [...new Set(actors)]);
      const bodies = candidates({ moves: nowMoves, owner, delta, controls: now.controls, acting: now.acting, legalBySeat });
      if (bodies.length === 1) return send(bodies[0], delta);
      if (bodies.length > 1) return setPick({ delta, bodies });
      setNote(`${now.names.seatName(owner)}'s ${name} ${signed(delta)} is no action the seats on this phone may report now: nothing was sent.`);
    } catch {
      setNote("The legal actions could not be read: nothing was sent.");
    }
    setRunning(0);
    setPending((p) => p - delta);
  };

  const send = async (/** @type {Obj} */ body, /** @type {number} */ delta) => {
    setPick(null);
    setRunning(0);
    await latest.current.table.send(key, body);
    setPending((p) => p - delta); // sent: the game now holds it; refused: back to the server's value
  };

  latest.current = { table, moves, resolve };

  const cancelPick = () => {
    if (!pick) return;
    setPending((p) => p - pick.delta);
    setRunning(0);
    setPick(null);
  };

  const shown = number === null ? null : clamp(number + pending, limits);
  const refusal = table.refusal && table.refusal.key === key ? table.refusal.problem : null;
  return html`<div class=${`tally-box ${size}`}>
    <div class=${`tally ${size}${running ? " gathering" : ""}`}>
      <${Half} label=${`${label} +1`} sign="+" step=${1} disabled=${!canUp} long=${settings.step} onTap=${tap} />
      <output class="tally-value" aria-label=${label}>${shown === null ? "–" : String(shown)}${running !== 0 && html`<span class="tally-delta"> ${signed(running)}</span>`}</output>
      <span class="tally-name" aria-hidden="true">${name}</span>
      <${Half} label=${`${label} -1`} sign="−" step=${-1} disabled=${!canDown} long=${settings.step} onTap=${tap} />
    </div>
    ${pick && html`<div class="tally-pick" role="group" aria-label=${`${label} ${signed(pick.delta)}: which action?`}>
      <p class="tally-pick-title">${label} ${signed(pick.delta)}: which action?</p>
      ${pick.bodies.map((body, i) => html`<button type="button" key=${i} onClick=${() => send(body, pick.delta)}>${actionLabel(body, names, controls.length > 1)}</button>`)}
      <button type="button" class="quiet" onClick=${cancelPick}>Cancel</button>
    </div>`}
    ${note && html`<div class="notice error tally-note" role="alert"><p class="notice-title">${note}</p></div>`}
    ${refusal && html`<${ProblemNotice} problem=${{ ...refusal, detail: withNames(refusal.detail || refusal.title, names.seatName) }} />`}
  </div>`;
}

/**
 * One half of a counter: a click is ±1, a long press (or Shift) ±`long`.
 * @param {{ label: string, sign: string, step: number, long: number, disabled: boolean, onTap: (step: number) => void }} props
 */
function Half({ label, sign, step, long, disabled, onTap }) {
  const press = useRef(/** @type {{ at: number, timer: number, done: boolean } | null} */ (null));
  const stopTimer = () => {
    if (press.current) clearTimeout(press.current.timer);
  };
  const longPress = () => {
    if (!press.current || press.current.done) return;
    press.current.done = true;
    onTap(step * long);
  };
  return html`<button type="button" class=${step > 0 ? "tally-up" : "tally-down"} disabled=${disabled}
    onPointerDown=${(/** @type {PointerEvent} */ e) => {
      if (e.button !== 0) return;
      stopTimer();
      press.current = { at: e.timeStamp, timer: window.setTimeout(longPress, LONG_PRESS_MS), done: false };
    }}
    onPointerUp=${(/** @type {PointerEvent} */ e) => {
      stopTimer();
      // a busy phone may run the timer late: the press's own length decides
      if (press.current && e.timeStamp - press.current.at >= LONG_PRESS_MS) longPress();
    }}
    onPointerCancel=${stopTimer}
    onPointerLeave=${stopTimer}
    onContextMenu=${(/** @type {Event} */ e) => e.preventDefault()}
    onClick=${(/** @type {MouseEvent} */ e) => {
      const was = press.current;
      press.current = null;
      if (was && was.done) return; // the long press already counted
      onTap(e.shiftKey ? step * long : step);
    }}><span class="visually-hidden">${label}</span><span class="tally-sign" aria-hidden="true">${sign}</span></button>`;
}

/** @param {number} n @param {{ minimum?: number | null, maximum?: number | null }} limits */
function clamp(n, limits) {
  const low = typeof limits.minimum === "number" ? Math.max(limits.minimum, n) : n;
  return typeof limits.maximum === "number" ? Math.min(limits.maximum, low) : low;
}

/**
 * The legal actions of each seat, from what the table already loaded where it is current, else read now.
 * @param {Table} table @param {string[]} seats @returns {Promise<Record<string, Obj[]>>}
 */
async function legalFor(table, seats) {
  /** @type {Record<string, Obj[]>} */
  const bySeat = {};
  await Promise.all(seats.map(async (seat) => {
    const known = table.legal;
    if (known && known.seat === seat && known.version >= table.game.version) {
      bySeat[seat] = known.items;
      return;
    }
    const query = { seat, min_version: table.game.version };
    const read = await ok(api.GET("/v1/games/{game_id}/legal-actions", { params: { path: { game_id: table.game.id }, query } }));
    bySeat[seat] = read.items;
  }));
  return bySeat;
}
