// A game at the table: every seat's counters, the acting seat's legal actions, undo, the history, the join code
// and its QR code, all kept live by the game's event stream.
import { html, Link, ProblemNotice, useEffect, useMemo, useRef, useState, useTask, useTitle } from "../ui.js";
import { api, ApiError, write } from "../api.js";
import { useLiveGame } from "./live-game.js";
import { namer } from "../labels.js";
import { Outcome, Seats } from "./board.js";
import { Actions } from "./actions.js";
import { History } from "./history.js";

/** @typedef {import("../api.js").Game} Game */

const LIVE_TEXT = {
  connecting: "Connecting…",
  live: "Live",
  reconnecting: "Reconnecting…",
  offline: "Offline: reconnecting when the network is back",
  closed: "",
};

/** @param {{ gameId: string, session: import("../session.js").Session | null }} props */
export function Table({ gameId }) {
  const [acting, setActing] = useState(/** @type {string | null} */ (null));
  const chosen = useRef(/** @type {string | null} */ (null));
  const actingRef = useRef(acting);
  actingRef.current = acting;
  const { game, setGame, ruleset, entries, merge, legal, refresh, refreshLegal, status, problem: loadProblem } = useLiveGame(gameId, {
    withLegal: (doc) => pickActing(doc, actingRef.current),
  });
  const [act, busy, problem, setProblem] = useTask();
  const names = useMemo(() => namer(game), [game]);
  useTitle(game ? game.seats.map((s) => String(s.name)).join(" vs ") : "Game");

  const seats = game ? playableSeats(game) : [];
  // the acting seat follows the turn, unless someone picked another seat during this turn
  const turnKey = game ? `${game.turn.number}-${game.turn.active_seat}` : "";
  useEffect(() => {
    if (!game) return;
    const next = pickActing(game, chosen.current);
    chosen.current = null;
    if (next !== acting) setActing(next);
  }, [turnKey, seats.join()]);
  useEffect(() => {
    if (game && acting) refreshLegal(game);
  }, [acting]);

  if (!game || !ruleset) {
    return html`<${ProblemNotice} problem=${loadProblem} />${!loadProblem && html`<p class="muted">Loading the game…</p>`}`;
  }
  const engine = game.mode === "engine";

  /** @param {Record<string, unknown>} body */
  const doAct = async (body) => {
    const done = await act(async () => {
      /** @type {Record<string, string>} */
      const headers = engine ? { "If-Match": `"${game.version}"` } : {};
      const result = await write((h) => api.POST("/v1/games/{game_id}/actions", {
        params: { path: { game_id: gameId } }, headers: h, body: /** @type {any} */ (body),
      }), headers);
      setGame(result.game);
      merge(result.events);
      await refreshLegal(result.game);
      return true;
    });
    if (!done) refresh(); // a refused move changed nothing: show the game as it is
    return Boolean(done);
  };
  const undo = () => act(async () => {
    try {
      const result = await write((h) => api.POST("/v1/games/{game_id}/undo", { params: { path: { game_id: gameId } }, headers: h }),
        { "If-Match": `"${game.version}"` });
      setGame(result.game);
      merge(result.events);
      await refreshLegal(result.game);
    } catch (err) {
      if (err instanceof ApiError && err.problem.status === 412) {
        refresh();
        throw new ApiError({ ...err.problem, detail: "The game changed on another phone: look again, then undo if you still want to." });
      }
      throw err;
    }
  });
  const canUndo = !engine && seats.length > 0 && game.status !== "archived" && !game.archived && entries.some((e) => e.type !== "game_created");

  return html`
    <h1 class="game-title">${ruleset.name}${engine ? " vs AI" : ""}
      <span class=${`live-status ${status}`} role="status">${LIVE_TEXT[status]}</span></h1>
    <${ProblemNotice} problem=${loadProblem} />
    <${Outcome} game=${game} names=${names} />
    <p class="turn-line">${turnText(game, names)}</p>
    <${Seats} game=${game} ruleset=${ruleset} names=${names} mySeats=${seats}
      play=${{ act: doAct, acting, legal, problem, clearProblem: () => setProblem(null) }} />
    <${ProblemNotice} problem=${problem} id="action-problem" />
    <${Actions} game=${game} ruleset=${ruleset} legal=${legal} acting=${acting} seats=${seats} names=${names} act=${doAct} busy=${busy}
      onActing=${(/** @type {string} */ seat) => {
        chosen.current = seat;
        setActing(seat);
        setProblem(null);
      }} />
    ${canUndo && html`<div class="row"><button type="button" class="big" disabled=${busy} onClick=${undo}>Undo</button></div>`}
    ${game.join_code && html`<${Invite} game=${game} open=${entries.length <= 1} />`}
    <${History} entries=${entries} ruleset=${ruleset} names=${names} />
    <p class="row small">
      <${Link} href=${`/app/games/${encodeURIComponent(gameId)}/projector`}>Projector view</${Link}>
      <span class="muted">${game.viewer.role === "spectator" ? "You are watching." : ""}</span>
    </p>`;
}

/** The seats this phone plays (the AI's seats are the AI's). */
export function playableSeats(/** @type {Game} */ game) {
  const ai = /** @type {Record<string, unknown>} */ (game.ai_seats || {});
  return game.viewer.controls.filter((s) => !ai[s]);
}

/** The seat to act for: the one picked, else the seat whose turn it is, else the first this phone plays. */
function pickActing(/** @type {Game} */ game, /** @type {string | null} */ picked) {
  const seats = playableSeats(game);
  if (picked && seats.includes(picked)) return picked;
  const toAct = /** @type {string[]} */ (Array.isArray(game.to_act) ? game.to_act : []);
  const active = String(game.turn.active_seat || "");
  return seats.find((s) => toAct.includes(s)) || (seats.includes(active) ? active : seats[0] || null);
}

/** @param {Game} game @param {import("../labels.js").Namer} names */
function turnText(game, names) {
  const turn = /** @type {Record<string, unknown>} */ (game.turn);
  const parts = [];
  if (turn.number) parts.push(`Turn ${turn.number}`);
  if (turn.active_seat) parts.push(`${names.seatName(String(turn.active_seat))} to play`);
  if (turn.step) parts.push(String(turn.step).replace(/_/g, " "));
  if (typeof game.phase === "string") parts.push(game.phase.replace(/_/g, " "));
  return parts.join(" · ");
}

/** @param {{ game: Game, open: boolean }} props */
function Invite({ game, open }) {
  const [qr, setQr] = useState(/** @type {string | null} */ (null));
  useEffect(() => {
    /** @type {string | null} */
    let url = null;
    api.GET("/v1/games/{game_id}/join-qr", { params: { path: { game_id: game.id } }, parseAs: "blob", headers: { Accept: "image/svg+xml" } })
      .then(({ data }) => {
        if (data instanceof Blob) {
          url = URL.createObjectURL(data);
          setQr(url);
        }
      })
      .catch(() => {});
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [game.id]);
  return html`<section class="card invite" aria-labelledby="invite-title">
    <h2 id="invite-title">Invite</h2>
    <p class="join-line"><span aria-hidden="true">Join code</span>
      <output class="join-code" aria-label="Join code">${game.join_code}</output></p>
    <details open=${open}><summary>Show QR code</summary>
      ${qr ? html`<img class="qr" src=${qr} width="240" height="240" alt="QR code: scan it to join this game" />` : html`<p class="muted">Loading…</p>`}
      <p class="hint">Other phones: scan it, or tap Join game and type the code.</p>
    </details>
  </section>`;
}
