// Credentials, kept as a mobile app keeps them: in the device's storage, sent as a bearer header, never in a
// cookie (so the API has no CSRF surface). The one cookie, the device token, is no credential: it only marks this
// device as one that signed in before, and goes to POST /v1/tokens alone (SameSite=Strict, HttpOnly).
// A guest who joins a game gets a seat token for that game only.

const SESSION_KEY = "companion.session";
const SEATS_KEY = "companion.seat-tokens";

/** @typedef {{ token: string, expires_at: string, username: string, user_id: string }} Session */
/** @typedef {{ token: string, name: string | null }} SeatToken */

/** @type {Set<() => void>} */
const listeners = new Set();

/** @returns {Session | null} */
export function currentSession() {
  const session = /** @type {Session | null} */ (read(SESSION_KEY));
  if (session && Date.parse(session.expires_at) <= Date.now()) {
    localStorage.removeItem(SESSION_KEY);
    return null;
  }
  return session;
}

/** @param {Session | null} session */
export function setSession(session) {
  if (session) localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  else localStorage.removeItem(SESSION_KEY);
  listeners.forEach((fn) => fn());
}

/** @returns {Record<string, SeatToken>} */
function seatTokens() {
  return /** @type {Record<string, SeatToken>} */ (read(SEATS_KEY) || {});
}

/** The seat token a guest got when joining this game, if any. */
export function seatToken(/** @type {string} */ gameId) {
  return seatTokens()[gameId] || null;
}

/** @param {string} gameId @param {SeatToken} token */
export function keepSeatToken(gameId, token) {
  localStorage.setItem(SEATS_KEY, JSON.stringify({ ...seatTokens(), [gameId]: token }));
  listeners.forEach((fn) => fn());
}

/** Games joined as a guest (no account): their ids. */
export function guestGameIds() {
  return Object.keys(seatTokens());
}

/** The credential for a request: a game's seat token for that game's calls, else the session token. */
export function credentialFor(/** @type {string} */ path) {
  const match = /^\/v1\/games\/([^/?#]+)/.exec(path);
  const seat = match ? seatToken(decodeURIComponent(match[1])) : null;
  return seat ? seat.token : currentSession()?.token || null;
}

/**
 * Who reads a game on this device, as a name for what is kept per viewer (the cached game, the outbox): a guest's
 * seat for that game, else the account signed in, else nobody. A seat token is told apart by a hash of it only, so
 * a guest who joins the game again under another token is another viewer.
 */
export function viewerFor(/** @type {string} */ gameId) {
  const seat = seatToken(gameId);
  if (seat) return `guest:${gameId}:${fnv1a(seat.token)}`;
  const session = currentSession();
  return session ? `user:${session.user_id}` : "nobody";
}

/** A short non-cryptographic hash (FNV-1a, 32 bits) in hex: enough to tell two tokens apart in a storage key. */
function fnv1a(/** @type {string} */ text) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, "0");
}

/** Be told when someone signs in or out (in this tab or another). */
export function onSessionChange(/** @type {() => void} */ fn) {
  listeners.add(fn);
  const storage = (/** @type {StorageEvent} */ e) => {
    if (e.key === SESSION_KEY || e.key === SEATS_KEY) fn();
  };
  window.addEventListener("storage", storage);
  return () => {
    listeners.delete(fn);
    window.removeEventListener("storage", storage);
  };
}

/** @param {string} key @returns {unknown} */
function read(key) {
  try {
    const raw = localStorage.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}
