// The outbox: a tracked game's actions kept on this device until the server has them, so that a tap made with the
// network down is not lost. Each action gets its Idempotency-Key when it is queued and keeps it for every attempt,
// so a replay is applied at most once even when an earlier attempt reached the server and only its answer was lost
// (the server keeps the first answer for a day and gives it again). Actions are sent in the order they were made,
// one at a time, and a failure of the network (or a busy server) stops the queue there: what comes next waits, so
// the server never sees them out of order. The queue is sent again when the browser says it is back online, when
// a game's live stream connects again (the hook calls `drain`), and every RETRY_MS while anything waits.
//
// A queued action the server refuses (the game moved on: it ended, a counter is at its limit, the seat is out) is
// kept as refused, with the server's reason, until the player dismisses it; the hook then reads the game again to
// show it as it is now. A refusal does not stop the rest: each tracked action is a report of its own ("Bob lost 3
// Life"), which the server checks against the game as it is when it arrives, so an action that made sense only
// after a refused one is itself refused on its own merits, while one that still makes sense is not held back by a
// question nobody may be there to answer (the other phones would wait on it). Engine games are not queued: their
// moves carry If-Match with the version the move was chosen at, which an offline move cannot know to be current.
//
// What a screen reads (the hook `useLiveGame` wraps it, `views/outbox-list.js` shows it):
//   send(gameId, body) → Promise<Outcome>   queue an action and send the queue; "sent" with the server's answer,
//                                           "refused" with the problem (then not kept: its sender shows it), or
//                                           "queued" (kept, sent later)
//   queued(gameId) → Queued[]               the game's actions not yet applied, in order: pending, then refused
//   pendingDeltas(items, ruleset)           { [seat]: { [counter]: delta } }: the counter changes still pending
//                                           (an action with a numeric `delta` on a seat counter: the action type
//                                           named after the counter, or `adjust` with `counter`), for a counter
//                                           control that shows the value as it will be
//   withPending(game, ruleset, items)       the game document with those deltas added (within each counter's bounds)
//   drain() · dismiss(gameId, key) · onOutbox(fn) → unsubscribe
// Everything is kept per viewer (session.js `viewerFor`) and sent only with that viewer's credential: an action
// queued by an account that then signed out waits until it signs in again on this device.
import { api, ApiError, idempotencyKey, write } from "./api.js";
import { viewerFor } from "./session.js";

/** @typedef {import("./api.js").Problem} Problem */
/** @typedef {import("./api.js").Game} Game */
/** @typedef {import("./api.js").Ruleset} Ruleset */
/** @typedef {import("./api.js").Schemas["ActionResult"]} ActionResult */
/**
 * @typedef {{ key: string, body: Record<string, unknown>, queuedAt: number, state: "pending" | "refused",
 *   problem?: Problem }} Queued an action not yet applied; `problem`: why it was refused, or why its last attempt failed
 */
/** @typedef {{ status: "sent", result: ActionResult } | { status: "refused", problem: Problem } | { status: "queued" }} Outcome */
/** @typedef {{ kind: "queued" | "sent" | "refused" | "waiting" | "dismissed" | "changed", gameId?: string, result?: ActionResult }} OutboxEvent */
/** @typedef {Record<string, Record<string, Queued[]>>} Store viewer → game id → its actions */

const OUTBOX_KEY = "companion.outbox";
const RETRY_MS = 10000;

/** @type {Set<(event: OutboxEvent) => void>} */
const listeners = new Set();
/** the keys whose sender is waiting on them (`send`): their outcome goes to it, and a refusal is not kept */
const awaited = /** @type {Map<string, Outcome | null>} */ (new Map());

/** The game's actions not yet applied (this viewer's), in the order they were made. */
export function queued(/** @type {string} */ gameId) {
  return load()[viewerFor(gameId)]?.[gameId] || [];
}

/** Put an action at the end of the game's queue, its Idempotency-Key fixed now. @returns {Queued} */
export function queue(/** @type {string} */ gameId, /** @type {Record<string, unknown>} */ body) {
  const item = /** @type {Queued} */ ({ key: idempotencyKey(), body, queuedAt: Date.now(), state: "pending" });
  change(viewerFor(gameId), gameId, (items) => [...items, item]);
  notify({ kind: "queued", gameId });
  return item;
}

/** Queue an action and send the queue; the outcome of this action. @returns {Promise<Outcome>} */
export async function send(/** @type {string} */ gameId, /** @type {Record<string, unknown>} */ body) {
  const item = queue(gameId, body);
  awaited.set(item.key, null);
  try {
    await drain();
    return awaited.get(item.key) || { status: "queued" };
  } finally {
    awaited.delete(item.key);
  }
}

/** Forget a refused action once the player has seen it. */
export function dismiss(/** @type {string} */ gameId, /** @type {string} */ key) {
  change(viewerFor(gameId), gameId, (items) => items.filter((i) => i.key !== key || i.state !== "refused"));
  notify({ kind: "dismissed", gameId });
}

/** Be told of every change to the outbox (in this tab or another). */
export function onOutbox(/** @type {(event: OutboxEvent) => void} */ fn) {
  listeners.add(fn);
  return () => {
    listeners.delete(fn);
  };
}

/** @type {Promise<void> | null} */
let running = null;
let again = false;

/** Send every viewer's queue that this device can send now; a call made meanwhile runs once more after. */
export function drain() {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      do {
        again = false;
        await exclusively(drainAll);
      } while (again);
    } finally {
      running = null;
    }
  })();
  return running;
}

/** Across this phone's tabs, one sends at a time (Web Locks, where the browser has them). */
async function exclusively(/** @type {() => Promise<void>} */ task) {
  const locks = /** @type {LockManager | undefined} */ (navigator.locks);
  if (locks) await locks.request(OUTBOX_KEY, task);
  else await task();
}

async function drainAll() {
  if (!navigator.onLine) return;
  for (const [viewer, games] of Object.entries(load())) {
    for (const gameId of Object.keys(games)) {
      if (viewerFor(gameId) !== viewer) continue; // another viewer's: sent when they are back on this device
      if (!(await drainGame(viewer, gameId))) return; // the network failed: the rest waits too
    }
  }
}

/** Send a game's pending actions in order; false when one could not be sent for now (the queue stops there). */
async function drainGame(/** @type {string} */ viewer, /** @type {string} */ gameId) {
  for (;;) {
    const item = (load()[viewer]?.[gameId] || []).find((i) => i.state === "pending");
    if (!item) return true;
    /** @type {ActionResult} */
    let result;
    try {
      result = await write((headers) => api.POST("/v1/games/{game_id}/actions", {
        params: { path: { game_id: gameId } }, headers, body: /** @type {any} */ (item.body),
      }), { "Idempotency-Key": item.key });
    } catch (err) {
      const problem = err instanceof ApiError ? err.problem : { type: "about:blank", title: "Error", status: 0, code: "client-error", detail: String(err) };
      if (waitsForLater(problem)) {
        change(viewer, gameId, (items) => items.map((i) => (i.key === item.key ? { ...i, problem } : i)));
        notify({ kind: "waiting", gameId });
        return false;
      }
      if (awaited.has(item.key)) {
        awaited.set(item.key, { status: "refused", problem });
        change(viewer, gameId, (items) => items.filter((i) => i.key !== item.key));
      } else {
        change(viewer, gameId, (items) => items.map((i) => (i.key === item.key ? { ...i, state: "refused", problem } : i)));
      }
      notify({ kind: "refused", gameId });
      continue;
    }
    if (awaited.has(item.key)) awaited.set(item.key, { status: "sent", result });
    change(viewer, gameId, (items) => items.filter((i) => i.key !== item.key));
    notify({ kind: "sent", gameId, result });
  }
}

/**
 * A failure that says nothing about the action, so it is sent again later: no network, a server error or a busy
 * server, an expired sign-in (it waits for the player to sign in again), or a 409 `conflict` — on this endpoint
 * only the Idempotency-Key's "still being processed" (the game's own refusals have codes of their own:
 * `rule-violation`, `game-archived`…).
 */
function waitsForLater(/** @type {Problem} */ problem) {
  const status = problem.status;
  return status === 0 || status === 401 || status === 408 || status === 429 || status >= 500
    || (status === 409 && problem.code === "conflict");
}

/**
 * The counter changes still pending: seat → counter → the sum of their deltas.
 * @param {Queued[]} items @param {Ruleset} ruleset @returns {Record<string, Record<string, number>>}
 */
export function pendingDeltas(items, ruleset) {
  const counters = new Set(ruleset.counters.filter((c) => c.per === "seat").map((c) => c.name));
  /** @type {Record<string, Record<string, number>>} */
  const deltas = {};
  for (const { body, state } of items) {
    if (state !== "pending" || typeof body.delta !== "number") continue;
    const counter = typeof body.counter === "string" ? body.counter : String(body.type);
    const seat = typeof body.target === "string" ? body.target : String(body.seat);
    if (!counters.has(counter)) continue;
    const bySeat = (deltas[seat] ||= {});
    bySeat[counter] = (bySeat[counter] || 0) + body.delta;
  }
  return deltas;
}

/** The game document as it will be once the pending actions are applied (seat counters only, within bounds). */
export function withPending(/** @type {Game} */ game, /** @type {Ruleset} */ ruleset, /** @type {Queued[]} */ items) {
  const deltas = pendingDeltas(items, ruleset);
  if (Object.keys(deltas).length === 0) return game;
  const bounds = new Map(ruleset.counters.map((c) => [c.name, c]));
  const seats = game.seats.map((raw) => {
    const seat = /** @type {Record<string, unknown>} */ (raw);
    const changes = deltas[String(seat.seat)];
    if (!changes) return raw;
    const next = { ...seat };
    for (const [counter, delta] of Object.entries(changes)) {
      if (typeof next[counter] !== "number") continue;
      const spec = bounds.get(counter);
      let value = /** @type {number} */ (next[counter]) + delta;
      if (typeof spec?.minimum === "number") value = Math.max(spec.minimum, value);
      if (typeof spec?.maximum === "number") value = Math.min(spec.maximum, value);
      next[counter] = value;
    }
    return /** @type {typeof raw} */ (next);
  });
  return { ...game, seats };
}

/** @returns {Store} */
function load() {
  try {
    const parsed = JSON.parse(localStorage.getItem(OUTBOX_KEY) || "{}");
    return parsed && typeof parsed === "object" ? parsed : {};
  } catch {
    return {};
  }
}

/** @param {string} viewer @param {string} gameId @param {(items: Queued[]) => Queued[]} edit */
function change(viewer, gameId, edit) {
  const store = load();
  const games = store[viewer] || {};
  const items = edit(games[gameId] || []);
  if (items.length) games[gameId] = items;
  else delete games[gameId];
  if (Object.keys(games).length) store[viewer] = games;
  else delete store[viewer];
  localStorage.setItem(OUTBOX_KEY, JSON.stringify(store));
}

/** @param {OutboxEvent} event */
function notify(event) {
  listeners.forEach((fn) => fn(event));
}

function anyPending() {
  return Object.values(load()).some((games) => Object.values(games).some((items) => items.some((i) => i.state === "pending")));
}

window.addEventListener("online", () => drain());
window.addEventListener("storage", (e) => {
  if (e.key === OUTBOX_KEY) notify({ kind: "changed" });
});
setInterval(() => {
  if (navigator.onLine && anyPending()) drain();
}, RETRY_MS);
