// A rematch: the same ruleset, players, decks and AI as a game this phone started. The game document does not name
// the decks (the AI's deck is its own secret), so the body that created the game is kept on the phone that sent it.
import { navigate } from "../ui.js";
import { api, write } from "../api.js";

const PREFIX = "tcg.game-setup.";
const KEPT = 20; // the newest setups only: a phone plays many games

/** Keep the body that created a game, for its rematch. @param {string} gameId @param {Record<string, unknown>} body */
export function rememberSetup(gameId, body) {
  try {
    localStorage.setItem(PREFIX + gameId, JSON.stringify({ at: Date.now(), body }));
    const kept = Object.keys(localStorage).filter((k) => k.startsWith(PREFIX))
      .map((k) => ({ k, at: Number(JSON.parse(localStorage.getItem(k) || "{}").at) || 0 }))
      .sort((a, b) => b.at - a.at);
    for (const old of kept.slice(KEPT)) localStorage.removeItem(old.k);
  } catch {
    // private browsing or a full store: a rematch then starts from the New game form
  }
}

/** The body that created a game on this phone, if it did. @param {string} gameId @returns {Record<string, unknown> | null} */
export function rememberedSetup(gameId) {
  try {
    const kept = JSON.parse(localStorage.getItem(PREFIX + gameId) || "null");
    return kept && typeof kept.body === "object" ? kept.body : null;
  } catch {
    return null;
  }
}

/** Start the same game again and open it; without a kept setup, open the New game form. @param {string} gameId */
export async function startRematch(gameId) {
  const body = rememberedSetup(gameId);
  if (!body) {
    navigate("/app/new");
    return;
  }
  const again = { ...body, first_player: null };
  const game = await write((headers) => api.POST("/v1/games", { body: /** @type {any} */ (again), headers }));
  rememberSetup(game.id, again);
  navigate(`/app/games/${encodeURIComponent(game.id)}`);
}
