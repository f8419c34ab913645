// The last known state of the games this phone opened (the game document, its ruleset, its history and the acting
// seat's legal actions), so that a reload without a network shows the game as last seen instead of an error.
//
// Kept in localStorage, not in the service worker's Cache Storage: the worker never caches /v1/ responses, because
// a response cached by URL would be served to whoever asks next, while a game document is one viewer's view (their
// hand, their seat). Here each game is kept under its viewer (session.js `viewerFor`: the guest's seat, or the
// account) and read back only for that viewer; the games of an account are forgotten when it signs out (or its
// token expires), and at most KEPT games are kept, the least recently saved going first.
import { currentSession, onSessionChange, viewerFor } from "./session.js";

/** @typedef {import("./api.js").Game} Game */
/** @typedef {import("./api.js").Ruleset} Ruleset */
/** @typedef {import("./api.js").Entry} Entry */
/** @typedef {import("./api.js").Schemas["LegalActions"]} LegalActions */
/** @typedef {{ game: Game, ruleset: Ruleset, entries: Entry[], legal: LegalActions | null, savedAt: number }} CachedGame */
/** @typedef {{ id: string, savedAt: number }} IndexEntry an id is `${viewer}|${gameId}` */

const INDEX_KEY = "companion.game-cache";
const GAME_PREFIX = "companion.game-cache:";
export const KEPT = 20;

/** The game as this viewer last saw it, or null. @returns {CachedGame | null} */
export function cachedGame(/** @type {string} */ gameId) {
  const id = `${viewerFor(gameId)}|${gameId}`;
  if (!readIndex().some((e) => e.id === id)) return null;
  try {
    const raw = localStorage.getItem(GAME_PREFIX + id);
    return raw ? /** @type {CachedGame} */ (JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

/**
 * Keep a game as `viewer` saw it (the viewer its reads were made for: nothing is kept once another has signed in).
 * Best effort: when storage is full the oldest games go first, and a game too big to keep even alone is not kept.
 * @param {string} gameId @param {string} viewer @param {Omit<CachedGame, "savedAt">} state
 */
export function cacheGame(gameId, viewer, state) {
  if (viewer !== viewerFor(gameId)) return;
  const id = `${viewer}|${gameId}`;
  const savedAt = Date.now();
  const text = JSON.stringify({ ...state, savedAt });
  let index = [{ id, savedAt }, ...readIndex().filter((e) => e.id !== id)];
  for (const gone of index.slice(KEPT)) localStorage.removeItem(GAME_PREFIX + gone.id);
  index = index.slice(0, KEPT);
  for (;;) {
    try {
      localStorage.setItem(GAME_PREFIX + id, text);
      writeIndex(index);
      return;
    } catch {
      const oldest = index.length > 1 ? index[index.length - 1] : null;
      if (!oldest) {
        try {
          localStorage.removeItem(GAME_PREFIX + id);
          writeIndex(readIndex().filter((e) => e.id !== id));
        } catch {
          // nothing kept: the game is read from the server as before
        }
        return;
      }
      localStorage.removeItem(GAME_PREFIX + oldest.id);
      index = index.slice(0, -1);
    }
  }
}

/** How many games are kept now (for tests and the bound). */
export function cachedCount() {
  return readIndex().length;
}

/** Forget the games of every account but the one signed in now (guests' games stay: their seat tokens do too). */
export function forgetOtherAccounts() {
  const session = currentSession();
  const mine = session ? `user:${session.user_id}|` : null;
  const index = readIndex();
  const kept = index.filter((e) => !e.id.startsWith("user:") || (mine !== null && e.id.startsWith(mine)));
  if (kept.length === index.length) return;
  for (const gone of index.filter((e) => !kept.includes(e))) localStorage.removeItem(GAME_PREFIX + gone.id);
  writeIndex(kept);
}

/** @returns {IndexEntry[]} */
function readIndex() {
  try {
    const parsed = JSON.parse(localStorage.getItem(INDEX_KEY) || "[]");
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** @param {IndexEntry[]} index */
function writeIndex(index) {
  localStorage.setItem(INDEX_KEY, JSON.stringify(index));
}

// signing out (here, in another tab, or a token that expired) takes that account's games off this device
onSessionChange(forgetOtherAccounts);
