// One game kept current on this phone: its document, ruleset, history, the acting seat's legal actions and the
// live status, from the game's event stream and reads that never go back in time. Its actions go through the
// outbox (`send`), and it is kept in the game cache, which is shown (`cachedAt`) when a reload finds no network.
import { useEffect, useRef, useState, useTask } from "../ui.js";
import { api, ApiError, ok, ruleset as loadRuleset, write } from "../api.js";
import { LiveGame } from "../live.js";
import { viewerFor } from "../session.js";
import { cachedGame, cacheGame } from "../game-cache.js";
import { drain, onOutbox, queued, send as sendQueued } from "../outbox.js";

/** @typedef {import("../api.js").Game} Game */
/** @typedef {import("../api.js").Entry} Entry */
/** @typedef {import("../api.js").Ruleset} Ruleset */
/** @typedef {import("../api.js").Schemas["LegalActions"]} LegalActions */
/** @typedef {import("../live.js").LiveStatus} LiveStatus */
/** @typedef {import("../api.js").Schemas["ActionResult"]} ActionResult */

const CACHE_DELAY_MS = 300; // a burst of entries is kept once
// a read that failed is tried again after this, doubling up to the most: the next entry may never come when the
// game waits on this very phone (its legal actions were the read that failed)
const RETRY_FIRST_MS = 1000;
const RETRY_MOST_MS = 16000;

/**
 * The state of one game kept current: its document, ruleset, history and live status.
 * @param {string} gameId @param {{ withLegal?: (game: Game) => string | null }} [options]
 */
export function useLiveGame(gameId, options = {}) {
  const [game, setDoc] = useState(/** @type {Game | null} */ (null));
  // the newest version this screen knows of (the stream's last entry, a write's answer): a read asks for no less, as
  // the server may answer from a copy that trails a write made through another of its processes by a moment
  const seen = useRef(0);
  // answers can arrive out of order (a write's own answer, a refresh after a stream entry): never go back in time
  const setGame = (/** @type {Game} */ doc) => {
    seen.current = Math.max(seen.current, doc.version);
    setDoc((known) => (known && known.version > doc.version ? known : doc));
  };
  const [ruleset, setRuleset] = useState(/** @type {Ruleset | null} */ (null));
  const [entries, setEntries] = useState(/** @type {Entry[]} */ ([]));
  const [legal, setLegal] = useState(/** @type {LegalActions | null} */ (null));
  const [status, setStatus] = useState(/** @type {LiveStatus} */ ("connecting"));
  const [load, , problem] = useTask();
  const refreshing = useRef(/** @type {"idle" | "busy" | "again"} */ ("idle"));
  const retry = useRef(/** @type {{ timer: ReturnType<typeof setTimeout> | null, delay: number, off: boolean }} */ ({ timer: null, delay: 0, off: false }));
  const legalSeat = useRef(options.withLegal);
  legalSeat.current = options.withLegal;
  // when the game shown is the cached copy (a reload with no network): the time it was saved
  const [cachedAt, setCachedAt] = useState(/** @type {number | null} */ (null));
  const [outbox, setOutbox] = useState(() => queued(gameId));
  // whose view the screen holds: a sign-in elsewhere changes the credential, not what was already read with the last
  const viewer = useRef(viewerFor(gameId));

  const merge = (/** @type {Entry[]} */ more) => setEntries((known) => {
    const byNumber = new Map(known.map((e) => [e.number, e]));
    for (const e of more) byNumber.set(e.number, e);
    return [...byNumber.values()].sort((a, b) => a.number - b.number);
  });

  const again = () => /** @type {string} */ (refreshing.current) === "again";

  /** Read the game (and the acting seat's legal actions) again; calls made meanwhile run once more after. */
  const refresh = async () => {
    if (refreshing.current !== "idle") {
      refreshing.current = "again";
      return;
    }
    refreshing.current = "busy";
    try {
      do {
        if (again()) refreshing.current = "busy";
        const query = seen.current ? { min_version: seen.current } : {};
        const doc = await ok(api.GET("/v1/games/{game_id}", { params: { path: { game_id: gameId }, query } }));
        setGame(doc);
        setCachedAt(null);
        await refreshLegal(doc);
      } while (again());
      retry.current.delay = 0;
    } catch {
      // a dropped connection, a 503 while a node restarts: read again a little later (the live status already
      // says when the network is gone)
      const r = retry.current;
      r.delay = Math.min(RETRY_MOST_MS, r.delay ? r.delay * 2 : RETRY_FIRST_MS);
      if (r.timer === null && !r.off) r.timer = setTimeout(() => {
        r.timer = null;
        refresh();
      }, r.delay);
    } finally {
      refreshing.current = "idle";
    }
  };

  const refreshLegal = async (/** @type {Game} */ doc) => {
    const seat = legalSeat.current?.(doc);
    if (!seat || doc.status !== "active" || doc.archived) {
      setLegal(null);
      return;
    }
    const query = { seat, min_version: doc.version };
    const next = await ok(api.GET("/v1/games/{game_id}/legal-actions", { params: { path: { game_id: gameId }, query } }));
    // the phone may have switched seats while this was read: a late answer for the seat it left would replace the
    // new seat's actions, and the screen would wait for them until the next entry
    if (legalSeat.current?.(doc) !== next.seat) return;
    setLegal((known) => (known && known.seat === next.seat && known.version > next.version ? known : next));
  };

  useEffect(() => {
    /** @type {LiveGame | null} */
    let live = null;
    let gone = false;
    retry.current = { timer: null, delay: 0, off: false };
    load(async () => {
      let doc, info, history, cached = null;
      try {
        doc = await ok(api.GET("/v1/games/{game_id}", { params: { path: { game_id: gameId } } }));
        [info, history] = await Promise.all([loadRuleset(doc.ruleset), allEntries(gameId)]);
      } catch (err) {
        // no network: the game as this viewer last saw it, marked as such, rather than an error
        cached = err instanceof ApiError && err.problem.status === 0 ? cachedGame(gameId) : null;
        if (!cached) throw err;
        ({ game: doc, ruleset: info, entries: history } = cached);
      }
      if (gone) return;
      setGame(doc);
      setRuleset(info);
      merge(history);
      if (cached) {
        setCachedAt(cached.savedAt);
        setLegal(cached.legal);
      } else await refreshLegal(doc);
      live = new LiveGame(gameId, {
        onEntry: (entry) => {
          merge([entry]);
          seen.current = Math.max(seen.current, entry.number);
          refresh();
        },
        onStatus: (next) => {
          setStatus(next);
          if (next !== "live") return;
          drain(); // the connection is back: what was queued meanwhile goes now
          if (cached) refresh(); // and the cached copy gives way to the game as it is
        },
      });
      live.start(history.length ? history[history.length - 1].number : 0);
    });
    return () => {
      gone = true;
      live?.stop();
      if (retry.current.timer !== null) clearTimeout(retry.current.timer);
      retry.current = { timer: null, delay: 0, off: true };
    };
  }, [gameId]);

  useEffect(() => onOutbox((event) => {
    if (event.gameId !== undefined && event.gameId !== gameId) return;
    setOutbox(queued(gameId));
    if (event.kind === "sent" && event.result) {
      setGame(event.result.game);
      merge(event.result.events);
    } else if (event.kind === "refused") refresh(); // show the game as it is now, beside the refusal
  }), [gameId]);

  useEffect(() => {
    if (!game || !ruleset || cachedAt !== null) return undefined;
    const timer = setTimeout(() => cacheGame(gameId, viewer.current, { game, ruleset, entries, legal }), CACHE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [game, ruleset, entries, legal, cachedAt]);

  /**
   * Send an action. A tracked game's goes through the outbox: null when it was queued (no network: it is sent
   * later), the server's answer when it was applied, an ApiError when refused. An engine game's move is checked
   * against the version it was chosen at (If-Match), so it is never queued: offline, it is refused here.
   * @param {Record<string, unknown>} body @returns {Promise<ActionResult | null>}
   */
  const send = async (body) => {
    if (game?.mode === "engine") {
      // the move was chosen from the legal actions, which the phone may have read at a newer version than the game
      // it shows (the read asks for at least the shown one): the move is checked against the newer one
      const version = legal && legal.version > game.version ? legal.version : game.version;
      const headers = { "If-Match": `"${version}"` };
      if (!navigator.onLine) throw new ApiError(ENGINE_OFFLINE);
      try {
        return await write((h) => api.POST("/v1/games/{game_id}/actions", {
          params: { path: { game_id: gameId } }, headers: h, body: /** @type {any} */ (body),
        }), headers);
      } catch (err) {
        throw err instanceof ApiError && err.problem.status === 0 ? new ApiError(ENGINE_OFFLINE) : err;
      }
    }
    const outcome = await sendQueued(gameId, body);
    if (outcome.status === "refused") throw new ApiError(outcome.problem);
    return outcome.status === "sent" ? outcome.result : null;
  };

  return { game, setGame, ruleset, entries, merge, legal, refresh, refreshLegal, status, problem, send, outbox, cachedAt };
}

/** @type {import("../api.js").Problem} */
export const ENGINE_OFFLINE = {
  type: "about:blank", title: "Offline", status: 0, code: "network-error",
  detail: "You are offline. A move against the AI is checked against the game as it is now, so it cannot be kept "
    + "to send later: make it when you are back online.",
};

/** Every entry of a game's history (pages of up to 1000). */
async function allEntries(/** @type {string} */ gameId) {
  /** @type {Entry[]} */
  const items = [];
  let after = 0;
  for (;;) {
    const page = await ok(api.GET("/v1/games/{game_id}/events", { params: { path: { game_id: gameId }, query: { after, limit: 1000 } } }));
    items.push(...page.items);
    if (page.next_after === null || page.next_after === undefined) return items;
    after = page.next_after;
  }
}
