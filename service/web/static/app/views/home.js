// Home: start or join a table, and the games you are in.
import { html, humanize, Link, navigate, ProblemNotice, useEffect, useState, useTask, useTitle } from "../ui.js";
import { api, ok } from "../api.js";
import { guestGameIds } from "../session.js";
import { signInThenBack } from "../router.js";

/** @typedef {import("../api.js").Schemas["GameSummary"]} GameSummary */

/** @param {{ session: import("../session.js").Session | null }} props */
export function Home({ session }) {
  useTitle("");
  const [games, setGames] = useState(/** @type {GameSummary[] | null} */ (null));
  const [run, , problem] = useTask();
  useEffect(() => {
    if (!session) return;
    run(async () => {
      const page = await ok(api.GET("/v1/games", { params: { query: { limit: 30 } } }));
      setGames(page.items);
    });
  }, [session?.token]);
  const newGame = () => navigate(session ? "/app/new" : `/app/signin?next=${encodeURIComponent("/app/new")}`);
  const guestGames = guestGameIds();
  return html`
    <h1 class="visually-hidden">Your table</h1>
    <div class="hero-actions">
      <button type="button" class="primary big" onClick=${newGame}>New game</button>
      <button type="button" class="big" onClick=${() => navigate("/app/join")}>Join game</button>
    </div>
    ${!session && html`<section class="card" aria-labelledby="welcome">
      <h2 id="welcome">Welcome</h2>
      <p>Keep life totals, shards and tokens on every phone at the table, play Achroma against the AI, register your
        cards and run events. <${Link} href=${signInThenBack()}>Sign in</${Link}> or
        <${Link} href="/app/signup">create an account</${Link}>; you can join a friend's table without one.</p>
    </section>`}
    <${ProblemNotice} problem=${problem} />
    ${session && html`<section class="card" aria-labelledby="my-games">
      <h2 id="my-games">Your games</h2>
      ${games === null ? html`<p class="muted">Loading…</p>`
        : games.length === 0 ? html`<p class="muted">No games yet: start one with New game.</p>`
        : html`<ul class="list">${games.map((g) => html`<li key=${g.id}><${GameLink} game=${g} /></li>`)}</ul>`}
    </section>`}
    ${guestGames.length > 0 && html`<section class="card" aria-labelledby="guest-games">
      <h2 id="guest-games">Tables joined on this phone</h2>
      <ul class="list">${guestGames.map((id) => html`<li key=${id}><${Link} href=${`/app/games/${encodeURIComponent(id)}`}>${id}</${Link}></li>`)}</ul>
    </section>`}
    <p class="muted small"><${Link} href="/app/verify">Verify a card</${Link}> · <a href="/docs">API docs</a></p>`;
}

/** @param {{ game: GameSummary }} props */
function GameLink({ game }) {
  const names = game.seats.map((s) => String(s.name)).join(" · ");
  const state = game.lifecycle === "live" ? (game.status === "finished" ? "finished" : "live") : game.lifecycle;
  return html`<${Link} href=${`/app/games/${encodeURIComponent(game.id)}`} class="row-link">
    <span class="row-main">${names}</span>
    <span class="row-sub">${humanize(game.ruleset)}${game.mode === "engine" ? " vs AI" : ""} · ${state}</span>
  </${Link}>`;
}
