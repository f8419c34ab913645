// A game at the table: every seat's counters under a sticky strip of scores and the live status, the acting seat's
// moves in a bar at the bottom, undo, the history, the join code and its QR code, all kept live by the game's event
// stream; the screen stays on while the game is live.
import { html, Link, ProblemNotice, useEffect, useMemo, useRef, useState, useTitle } from "../ui.js";
import { api, ApiError, write } from "../api.js";
import { useLiveGame } from "./live-game.js";
import { namer } from "../labels.js";
import { Outcome, Seats } from "./board.js";
import { TurnBar } from "./actions.js";
import { withNames } from "./action-sheet.js";
import { History } from "./history.js";
import { useWakeLock } from "./wake-lock.js";
import { ThemeChoice } from "../theme.js";
import { OfflineNotice, OutboxList } from "./outbox-list.js";
import { withPending } from "../outbox.js";
import { EngineGame } from "./engine-game.js";

/** @typedef {import("../api.js").Game} Game */

const MOVED_MEANWHILE = "Another player moved just before you: your move was not made. Look at the game again, then make it if you still want to.";

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
  const { game, setGame, ruleset, entries, merge, legal, refresh, refreshLegal, status, problem: loadProblem, send, outbox, cachedAt } = useLiveGame(gameId, {
    withLegal: (doc) => pickActing(doc, actingRef.current),
  });
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState(/** @type {import("./action-sheet.js").Refusal} */ (null));
  const names = useMemo(() => namer(game), [game]);
  useTitle(game ? game.seats.map((s) => String(s.name)).join(" vs ") : "Game");
  const playing = Boolean(game && game.status === "active" && !game.archived);
  useWakeLock(playing);

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
    if (game && acting) refreshLegal(game).catch(() => {}); // offline: the stream's return reads them again
  }, [acting]);

  if (!game || !ruleset) {
    // as tall as the screen from the start: the bar at its foot does not move when the game arrives
    return html`<div class="table-screen"><${ProblemNotice} problem=${loadProblem} />
      ${!loadProblem && html`<p class="muted">Loading the game…</p>`}</div>`;
  }
  const engine = game.mode === "engine";

  /** Run a write; a refusal is kept with the control (`origin`) that sent it, to be shown beside it. */
  const attempt = async (/** @type {string} */ origin, /** @type {() => Promise<void>} */ task) => {
    setBusy(true);
    setRefusal(null);
    try {
      await task();
      return true;
    } catch (err) {
      const problem = err instanceof ApiError ? err.problem
        : { type: "about:blank", title: "Error", status: 0, code: "client-error", detail: String(err instanceof Error ? err.message : err) };
      setRefusal({ origin, problem: withNames(problem, names) });
      return false;
    } finally {
      setBusy(false);
    }
  };
  /** @param {Record<string, unknown>} body @param {string} origin */
  const doAct = async (body, origin) => {
    const done = await attempt(origin, async () => {
      let result;
      try {
        result = await send(body);
      } catch (err) {
        // another player moved between this phone's last look and the tap: the move was chosen on a game that is
        // no longer there, so it is not made; the screen shows the game as it is now
        if (err instanceof ApiError && err.problem.status === 412) throw new ApiError({ ...err.problem, detail: MOVED_MEANWHILE });
        throw err;
      }
      if (!result) return; // queued: shown as pending, sent when the network is back
      setGame(result.game);
      merge(result.events);
      // the move is made: a failed read of the next moves is no refusal of it, only a read to make again
      await refreshLegal(result.game).catch(() => refresh());
    });
    if (!done) refresh(); // a refused move changed nothing: show the game as it is
    return done;
  };
  const undo = () => attempt("undo", async () => {
    try {
      const result = await write((h) => api.POST("/v1/games/{game_id}/undo", { params: { path: { game_id: gameId } }, headers: h }),
        { "If-Match": `"${game.version}"` });
      setGame(result.game);
      merge(result.events);
      await refreshLegal(result.game).catch(() => refresh());
    } catch (err) {
      if (err instanceof ApiError && err.problem.status === 412) {
        refresh();
        throw new ApiError({ ...err.problem, detail: "The game changed on another phone: look again, then undo if you still want to." });
      }
      throw err;
    }
  });
  if (engine) {
    return html`<${EngineGame} game=${game} ruleset=${ruleset} entries=${entries} legal=${legal} acting=${acting} seats=${seats}
      names=${names} act=${(/** @type {Record<string, unknown>} */ body) => doAct(body, "engine")} busy=${busy}
      liveText=${LIVE_TEXT[status]} liveStatus=${status} loadProblem=${loadProblem}
      problem=${refusal?.origin === "engine" ? refusal.problem : null}
      notice=${html`<${OfflineNotice} cachedAt=${cachedAt} engine=${true} offline=${status === "offline"} />`}
      extra=${game.join_code && humanSeatsToFill(game) && html`<${Invite} game=${game} open=${entries.length <= 1} />`}
      onActing=${(/** @type {string} */ seat) => {
        chosen.current = seat;
        setActing(seat);
        setRefusal(null);
      }} />`;
  }

  const shown = withPending(game, ruleset, outbox); // the counters as they will be once what waits is sent
  return html`<div class="table-screen">
    <h1 class="game-title">${ruleset.name}${engine ? " vs AI" : ""}</h1>
    <div class="table-top">
      <span class=${`live-status ${playing ? status : "closed"}`} role="status">${playing ? LIVE_TEXT[status] : ""}</span>
      <${MiniScores} game=${shown} ruleset=${ruleset} />
    </div>
    <${ProblemNotice} problem=${loadProblem} />
    <${Outcome} game=${game} names=${names} />
    <p class="turn-line">${turnText(game, names, playing)}</p>
    <${OfflineNotice} cachedAt=${cachedAt} engine=${engine} offline=${status === "offline"} />
    <${Seats} game=${shown} ruleset=${ruleset} names=${names} mySeats=${seats} play=${{
      act: (/** @type {Record<string, unknown>} */ body) => doAct(body, "counter"), acting, legal,
      problem: refusal?.origin === "counter" ? refusal.problem : null, clearProblem: () => setRefusal(null),
    }} />
    <${OutboxList} gameId=${gameId} items=${outbox} names=${names} offline=${status === "offline"} />
    ${game.join_code && html`<${Invite} game=${game} open=${entries.length <= 1} />`}
    <${History} entries=${entries} ruleset=${ruleset} names=${names} />
    <div class="row small table-foot">
      <${Link} href=${`/app/games/${encodeURIComponent(gameId)}/projector`}>Projector view</${Link}>
      <span class="muted">${game.viewer.role === "spectator" ? "You are watching." : ""}</span>
      <${ThemeChoice} />
    </div>
    <${TurnBar} game=${game} ruleset=${ruleset} legal=${legal} acting=${acting} seats=${seats} names=${names} act=${doAct}
      busy=${busy} playing=${playing && seats.length > 0} refusal=${refusal}
      undo=${canUndo(game, ruleset, entries) ? undo : null}
      onActing=${(/** @type {string} */ seat) => {
        chosen.current = seat;
        setActing(seat);
        setRefusal(null);
      }} />
  </div>`;
}

/**
 * Whether POST …/undo would take something back for this phone: the mode allows undo, and the latest action not
 * undone yet is one of this phone's seats' and not a judge's ruling.
 * @param {Game} game @param {import("../api.js").Ruleset} ruleset @param {import("../api.js").Entry[]} entries
 */
function canUndo(game, ruleset, entries) {
  const mode = ruleset.modes.find((m) => m.mode === game.mode);
  if (!mode?.capabilities.undo || game.archived || game.status === "archived") return false;
  const undone = new Set(entries.filter((e) => e.type === "undo").map((e) => e.undoes));
  const last = [...entries].reverse().find((e) => e.type === "action" && !undone.has(e.number));
  const seat = last?.action?.seat;
  return Boolean(last && !last.ruling && typeof seat === "string" && game.viewer.controls.includes(seat));
}

/**
 * Each seat's name and main counter, kept at the top of the screen while the page scrolls.
 * @param {{ game: Game, ruleset: import("../api.js").Ruleset }} props
 */
function MiniScores({ game, ruleset }) {
  const seats = /** @type {Record<string, unknown>[]} */ (game.seats);
  const main = ruleset.counters.find((c) => c.per === "seat" && seats.some((s) => typeof s[c.name] === "number"));
  if (!main) return null;
  return html`<ul class="mini-scores" aria-label="Scores">
    ${seats.map((s) => html`<li key=${String(s.seat)}><span class="mini-name">${String(s.name)}</span>
      <strong class="mini-value">${String(s[main.name] ?? "–")}</strong><span class="visually-hidden"> ${main.name}</span></li>`)}
  </ul>`;
}

/** Whether the game has more than one person's seat: a game of one player against the AI has nobody to invite. */
function humanSeatsToFill(/** @type {Game} */ game) {
  const ai = /** @type {Record<string, unknown>} */ (game.ai_seats || {});
  return game.seats.filter((s) => !ai[String(s.seat)]).length > 1;
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

/** @param {Game} game @param {import("../labels.js").Namer} names @param {boolean} playing */
function turnText(game, names, playing) {
  const turn = /** @type {Record<string, unknown>} */ (game.turn);
  const parts = [];
  if (turn.number) parts.push(`Turn ${turn.number}`);
  if (!playing) return parts.join(" · "); // the outcome says the rest
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
      ${qr ? html`<img class="qr" src=${qr} width="240" height="240" alt="QR code: scan it to join this game" />` : html`<div class="qr qr-pending" role="img" aria-label="Loading the QR code"></div>`}
      <p class="hint">Other phones: scan it, or tap Join game and type the code.</p>
    </details>
  </section>`;
}
