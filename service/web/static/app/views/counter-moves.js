// Table mode's arithmetic, with no screen in it: which action a counter's gathered change becomes, and the taps
// gathered into one change. Pure functions and one small class with an injected timer, so both can be reasoned
// about (and checked) without a browser.

/** @typedef {Record<string, unknown>} Obj */
/** @typedef {"owner" | "anyone" | "opponent"} Actor */
/**
 * How a change of `n` (> 0) in one direction becomes an action: its type, who may report it (the counter's owner,
 * any seat, or a seat other than the owner), and the fields it takes (several field sets: one pick each; none: this
 * `n` cannot be that action). `free` is the legal template's schema of free fields, for the choices it lists.
 * @typedef {{ type: string, by: Actor, fields: (n: number, owner: string, free: JsonObject) => Obj[] }} Move
 */
/** @typedef {{ properties?: Record<string, JsonObject>, enum?: unknown[], minimum?: number, maximum?: number, [k: string]: unknown }} JsonObject */
/** @typedef {{ up: Move[], down: Move[] }} CounterMoves */

/** One field set per value a free field's schema lists (a card the seat controls, a card type…). */
const each = (/** @type {string} */ field, /** @type {(v: unknown) => Obj} */ make) => (/** @type {JsonObject} */ free) =>
  (free.properties?.[field]?.enum || []).map(make);

// The mapping, per ruleset and counter, read off each tracker's action schemas (rules/<game>/actions.py). A counter
// is changed here only through the action that the rules name for the change, never through `adjust`, which is a
// correction with a reason and stays in the forms ("More actions"):
// - Arcane: `life` takes a target and a signed delta, any player, any time: a gathered delta is that action as it
//   is. Essences go up one at a time with `essence` (the active player's one a turn); nothing but a correction
//   lowers them.
// - Achroma: the Shard Bank moves only by named actions. Up: `trade` (a discarded card's Shard Value, 0–6) or
//   `gain`; down: `deploy` (the cost; the card's type is a pick) or another seat's `drain`/`steal`. The server's
//   legal actions decide which of these the gathered change may be now; if one fits it is sent, if several the
//   player picks one.
// - Athernum: Victory Tokens are placed from the pool on a card the seat controls (`vt_place`, or `command` with
//   `victory_token` for one) or removed from one (`vt_remove`): the card is a pick from the template. Command
//   Tokens are spent by `command` (1 to draw or for a resource, 2 for a token); the deck goes down by `draw`.
// - Oversoul: a leader's HP goes down by `damage` and up by `heal` (any seat may report either, with a target);
//   ENERGY is consumed by `spend_energy`; `draw` takes cards from the deck into the hand; `prepare` puts one card
//   face-down. RANK changes only in the Cycle Phase, so it has no control.
/** @type {Record<string, Record<string, CounterMoves>>} */
export const MOVES = {
  arcane: {
    life: {
      up: [{ type: "life", by: "anyone", fields: (n, owner) => [{ target: owner, delta: n }] }],
      down: [{ type: "life", by: "anyone", fields: (n, owner) => [{ target: owner, delta: -n }] }],
    },
    essences: { up: [{ type: "essence", by: "owner", fields: (n) => (n === 1 ? [{}] : []) }], down: [] },
  },
  achroma: {
    shards: {
      up: [
        { type: "trade", by: "owner", fields: (n) => (n <= 6 ? [{ value: n }] : []) },
        { type: "gain", by: "owner", fields: (n) => [{ amount: n }] },
      ],
      down: [
        { type: "deploy", by: "owner", fields: (n, _, free) => each("card_type", (t) => ({ card_type: t, cost: n }))(free) },
        { type: "drain", by: "opponent", fields: (n, owner) => [{ target: owner, amount: n }] },
        { type: "steal", by: "opponent", fields: (n, owner) => [{ target: owner, amount: n }] },
      ],
    },
  },
  athernum: {
    victory_tokens: {
      up: [
        { type: "vt_place", by: "owner", fields: (n, _, free) => each("card", (card) => ({ card, amount: n }))(free) },
        { type: "command", by: "owner", fields: (n) => (n === 1 ? [{ use: "victory_token" }] : []) },
      ],
      down: [{ type: "vt_remove", by: "owner", fields: (n, _, free) => each("card", (card) => ({ card, amount: n }))(free) }],
    },
    command_tokens: {
      up: [],
      down: [{ type: "command", by: "owner", fields: (n) => (n === 1 ? [{ use: "draw" }, { use: "resource" }] : n === 2 ? [{ use: "victory_token" }] : []) }],
    },
    deck: { up: [], down: [{ type: "draw", by: "owner", fields: (n) => [{ amount: n }] }] },
  },
  oversoul: {
    hp: {
      up: [{ type: "heal", by: "anyone", fields: (n, owner) => [{ target: owner, amount: n }] }],
      down: [{ type: "damage", by: "anyone", fields: (n, owner) => [{ target: owner, amount: n }] }],
    },
    energy: { up: [], down: [{ type: "spend_energy", by: "owner", fields: (n) => [{ amount: n }] }] },
    hand: { up: [{ type: "draw", by: "owner", fields: (n) => [{ amount: n }] }], down: [] },
    deck: { up: [], down: [{ type: "draw", by: "owner", fields: (n) => [{ amount: n }] }] },
    prepared: { up: [{ type: "prepare", by: "owner", fields: (n) => (n === 1 ? [{}] : []) }], down: [] },
  },
};

/**
 * The moves of a counter, keeping only action types the ruleset's description still lists (a renamed action is
 * then no control rather than a request the server refuses).
 * @param {string} rulesetId @param {string} counter @param {string[]} actionTypes @returns {CounterMoves}
 */
export function movesFor(rulesetId, counter, actionTypes) {
  const known = MOVES[rulesetId]?.[counter];
  const listed = (/** @type {Move[]} */ moves) => moves.filter((m) => actionTypes.includes(m.type));
  return known ? { up: listed(known.up), down: listed(known.down) } : { up: [], down: [] };
}

/**
 * The seats this phone may report a move for, the likeliest first: the table's acting seat (the one this phone
 * is playing now), then the owner.
 * @param {Move} move @param {string} owner @param {string[]} controls @param {string | null} acting
 */
export function actorsFor(move, owner, controls, acting) {
  if (move.by === "owner") return controls.includes(owner) ? [owner] : [];
  const others = controls.filter((s) => move.by === "anyone" || s !== owner);
  const first = [acting, owner].find((s) => s && others.includes(s));
  // any seat may report it and it says the same whoever does: one reporter, not a pick between identical actions
  if (move.by === "anyone") return first ? [first] : others.slice(0, 1);
  return others;
}

/** Whether this phone could change the counter in that direction at all (the button is then enabled). */
export function canMove(/** @type {Move[]} */ moves, /** @type {string} */ owner, /** @type {string[]} */ controls) {
  return moves.some((m) => actorsFor(m, owner, controls, null).length > 0);
}

/**
 * The action bodies a gathered change may become now: each move in its direction, for each seat that may report it
 * and has it among its legal actions, with the template's fixed fields (a Reaction outside one's turn) and only
 * field values its schema accepts.
 * @param {{ moves: CounterMoves, owner: string, delta: number, controls: string[], acting: string | null,
 *   legalBySeat: Record<string, Obj[]> }} input
 * @returns {Obj[]}
 */
export function candidates({ moves, owner, delta, controls, acting, legalBySeat }) {
  const n = Math.abs(delta);
  if (n === 0) return [];
  /** @type {Obj[]} */
  const bodies = [];
  for (const move of delta > 0 ? moves.up : moves.down) {
    for (const actor of actorsFor(move, owner, controls, acting)) {
      const template = (legalBySeat[actor] || []).find((item) => item.type === move.type);
      if (!template) continue;
      const { $free: freeSchema, ...fixed } = template;
      const free = /** @type {JsonObject} */ (freeSchema || {});
      for (const fields of move.fields(n, owner, free)) {
        // a field the server fixed to another value (a Reaction's flag, say) makes this a different action
        const clash = Object.entries(fields).some(([k, v]) => k in fixed && fixed[k] !== v);
        if (!clash && fits(fields, free)) bodies.push({ ...fixed, ...fields, type: move.type, seat: actor });
      }
    }
  }
  return bodies;
}

/** Whether field values stay inside the free fields' schemas (an enum, a minimum, a maximum narrowed by the server). */
export function fits(/** @type {Obj} */ fields, /** @type {JsonObject} */ free) {
  return Object.entries(fields).every(([key, value]) => {
    const schema = free.properties?.[key];
    if (!schema) return true; // a field the template already fixed
    if (schema.enum && !schema.enum.includes(value)) return false;
    if (typeof value === "number" && typeof schema.minimum === "number" && value < schema.minimum) return false;
    if (typeof value === "number" && typeof schema.maximum === "number" && value > schema.maximum) return false;
    return true;
  });
}

/** A signed change as people write it: +3, −3 (a real minus sign). */
export function signed(/** @type {number} */ n) {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0";
}

/** Seat ids in a server's sentence (`p2`) as the players' names. */
export function withNames(/** @type {string} */ text, /** @type {(seat: string) => string} */ seatName) {
  return text.replace(/\bp[1-9][0-9]?\b/g, (id) => seatName(id));
}

/**
 * Taps gathered into one change: each tap adds its step and restarts the wait; when `windowMs` passes with no tap,
 * `onFlush` gets the sum (never 0: taps that cancel out send nothing). The timer is injected.
 */
export class Gatherer {
  /**
   * @param {(delta: number) => void} onFlush
   * @param {{ set: (fn: () => void, ms: number) => unknown, clear: (handle: unknown) => void }} [timer]
   */
  constructor(onFlush, timer = { set: (fn, ms) => setTimeout(fn, ms), clear: (h) => clearTimeout(/** @type {number} */ (h)) }) {
    this.onFlush = onFlush;
    this.timer = timer;
    this.delta = 0;
    /** @type {unknown} */
    this.handle = null;
  }

  /** Add a tap's step; the change is sent `windowMs` after the last tap. @returns {number} the running change */
  tap(/** @type {number} */ step, /** @type {number} */ windowMs) {
    this.delta += step;
    if (this.handle !== null) this.timer.clear(this.handle);
    this.handle = this.timer.set(() => this.flush(), windowMs);
    return this.delta;
  }

  /** Send what was gathered now (the wait is over, or the screen goes away). */
  flush() {
    if (this.handle !== null) this.timer.clear(this.handle);
    this.handle = null;
    const delta = this.delta;
    this.delta = 0;
    if (delta !== 0) this.onFlush(delta);
  }

  /** Drop what was gathered (the game ended meanwhile). */
  cancel() {
    if (this.handle !== null) this.timer.clear(this.handle);
    this.handle = null;
    this.delta = 0;
  }
}
