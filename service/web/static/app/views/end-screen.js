// The end of an engine game: who won and why, and what next — a rematch, the history, and the check of the game's
// log (GET /v1/games/{id}/verify: the hash chain, and the replay from the seed revealed at the end).
import { html, humanize, ProblemNotice, useState, useTask } from "../ui.js";
import { api, ok } from "../api.js";
import { winners } from "./board.js";
import { startRematch } from "./rematch.js";

/** @typedef {import("../api.js").Game} Game */
/** @typedef {import("../api.js").Schemas["ChainCheck"]} ChainCheck */
/** @typedef {import("../labels.js").Namer} Namer */

/** @param {{ game: Game, names: Namer, me: string | null }} props */
export function EndScreen({ game, names, me }) {
  const [run, busy, problem] = useTask();
  const [check, setCheck] = useState(/** @type {ChainCheck | null} */ (null));
  if (game.status !== "finished") return null;
  const won = winners(game);
  const headline = me && won.includes(me) ? "You won"
    : won.length ? `${won.map(names.seatName).join(" and ")} won` : "The game ended without a winner";
  const reason = game.finish_reason ? humanize(String(game.finish_reason)).toLowerCase() : "";
  const showHistory = () => {
    const heading = document.getElementById("history-title");
    if (!heading) return;
    heading.setAttribute("tabindex", "-1");
    heading.scrollIntoView({ block: "start" });
    heading.focus();
  };
  const verify = () => run(async () => setCheck(await ok(api.GET("/v1/games/{game_id}/verify", { params: { path: { game_id: game.id } } }))));
  return html`<section class="card end-screen" aria-labelledby="end-title">
    <h2 id="end-title" class="end-title">Game over: ${headline}</h2>
    <p class="outcome-line" role="status">${headline}${reason && ` — ${reason}`}.</p>
    <div class="end-actions">
      <button type="button" class="primary big" disabled=${busy} onClick=${() => run(() => startRematch(game.id))}>Rematch</button>
      <button type="button" class="big" onClick=${showHistory}>History</button>
      <button type="button" class="big" disabled=${busy} onClick=${verify}>Verify</button>
    </div>
    <${ProblemNotice} problem=${problem} />
    ${check && html`<div class=${`verdict ${check.intact && check.replay !== "mismatch" ? "good" : "bad"}`} role="status">
      <p class="notice-title">${check.intact ? "The game's log is intact" : check.intact === null ? "This log is not chained" : "The game's log is broken"}</p>
      <dl class="facts">
        <dt>Entries checked</dt><dd>${check.entries}</dd>
        <dt>Matches the game</dt><dd>${check.matches_game ? "Yes" : "No"}</dd>
        <dt>Replay from the seed</dt><dd>${check.replay === "match" ? "Matches every recorded event" : check.replay === "mismatch" ? "Does not match" : "Pending"}</dd>
        ${check.first_broken !== null && html`<dt>First broken entry</dt><dd>#${check.first_broken}</dd>`}
      </dl>
    </div>`}
  </section>`;
}
