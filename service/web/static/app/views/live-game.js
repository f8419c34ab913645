// One game kept current on this phone: its document, ruleset, history, the acting seat's legal actions and the
// live status, from the game's event stream and reads that never go back in time.
import { useEffect, useRef, useState, useTask } from "../ui.js";
import { api, ok, ruleset as loadRuleset } from "../api.js";
import { LiveGame } from "../live.js";

/** @typedef {import("../api.js").Game} Game */
/** @typedef {import("../api.js").Entry} Entry */
/** @typedef {import("../api.js").Ruleset} Ruleset */
/** @typedef {import("../api.js").Schemas["LegalActions"]} LegalActions */
/** @typedef {import("../live.js").LiveStatus} LiveStatus */

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
  const legalSeat = useRef(options.withLegal);
  legalSeat.current = options.withLegal;

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
        await refreshLegal(doc);
      } while (again());
    } catch {
      // the stream or the next write will bring it; the live status already says when the network is gone
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
    setLegal((known) => (known && known.seat === next.seat && known.version > next.version ? known : next));
  };

  useEffect(() => {
    /** @type {LiveGame | null} */
    let live = null;
    let gone = false;
    load(async () => {
      const doc = await ok(api.GET("/v1/games/{game_id}", { params: { path: { game_id: gameId } } }));
      const [info, history] = await Promise.all([loadRuleset(doc.ruleset), allEntries(gameId)]);
      if (gone) return;
      setGame(doc);
      setRuleset(info);
      merge(history);
      await refreshLegal(doc);
      live = new LiveGame(gameId, {
        onEntry: (entry) => {
          merge([entry]);
          seen.current = Math.max(seen.current, entry.number);
          refresh();
        },
        onStatus: setStatus,
      });
      live.start(history.length ? history[history.length - 1].number : 0);
    });
    return () => {
      gone = true;
      live?.stop();
    };
  }, [gameId]);

  return { game, setGame, ruleset, entries, merge, legal, refresh, refreshLegal, status, problem };
}

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
