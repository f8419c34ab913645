// The projector view: every seat in big type and nothing to press, for a stream overlay or a table at an event.
import { html, ProblemNotice, useMemo, useTitle } from "../ui.js";
import { namer } from "../labels.js";
import { Outcome, Seats } from "./board.js";
import { useLiveGame } from "./live-game.js";

/** @param {{ gameId: string }} props */
export function Projector({ gameId }) {
  const { game, ruleset, status, problem } = useLiveGame(gameId);
  const names = useMemo(() => namer(game), [game]);
  useTitle(game ? `${game.seats.map((s) => String(s.name)).join(" vs ")} (projector)` : "Projector");
  if (!game || !ruleset) return html`<${ProblemNotice} problem=${problem} />${!problem && html`<p class="muted">Loading…</p>`}`;
  return html`<h1 class="projector-title">${ruleset.name}
      <span class=${`live-status ${status}`} role="status">${status === "live" ? "" : status === "offline" ? "Offline" : "Reconnecting…"}</span></h1>
    <${Outcome} game=${game} names=${names} />
    <${Seats} game=${game} ruleset=${ruleset} names=${names} big=${true} />`;
}
