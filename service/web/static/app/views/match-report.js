// A table's report page, opened by the QR code on its printed result slip (`/app/events/{id}/matches/{mid}/report`,
// and the older `/app/events/{id}?match={mid}`). A signed-in player of the match reports as on the event page; a
// guest (a player without an account) says which player they are and types the slip's code, which the QR code
// carries in its fragment (`#code=…`: a browser never sends it to the server). Either way the result follows the
// usual rule: final once every player reported the same.
import { html, Link, Status, useEffect, useState, useTask, useTitle } from "../ui.js";
import { api, ok } from "../api.js";
import { signInThenBack } from "../router.js";
import { ResultForm, resultFormProblemId } from "./event-console.js";
import { matchStatus } from "./match-status.js";

/** @typedef {import("../api.js").Schemas} Schemas */
/** @typedef {{ tournament: Schemas["Tournament"], match: Schemas["Match"], players: Schemas["TournamentPlayer"][] }} Table */

/** The code in the page's fragment (`#code=ABC123`), if any. */
function codeInFragment() {
  return new URLSearchParams(location.hash.slice(1)).get("code") || "";
}

/** @param {{ eventId: string, matchId: string, session: import("../session.js").Session | null }} props */
export function MatchReport({ eventId, matchId, session }) {
  const [table, setTable] = useState(/** @type {Table | null} */ (null));
  const [code, setCode] = useState(codeInFragment);
  const [guestId, setGuestId] = useState("");
  const [note, setNote] = useState("");
  const [load, , problem] = useTask();
  useTitle(table ? `Table ${table.match.table} result` : "Report result");
  const read = () => load(async () => {
    const path = { tournament_id: eventId };
    const [tournament, match, players] = await Promise.all([
      ok(api.GET("/v1/tournaments/{tournament_id}", { params: { path } })),
      ok(api.GET("/v1/tournaments/{tournament_id}/matches/{match_id}", { params: { path: { ...path, match_id: matchId } } })),
      ok(api.GET("/v1/tournaments/{tournament_id}/players", { params: { path } })),
    ]);
    setTable({ tournament, match, players: players.items });
  });
  useEffect(() => {
    // the code is kept in this page only: out of the address bar, the history and a shared link
    const takeCode = () => {
      if (!location.hash) return;
      const found = codeInFragment();
      if (found) setCode(found);
      history.replaceState(null, "", location.pathname + location.search);
    };
    takeCode();
    window.addEventListener("hashchange", takeCode); // a second scan while the page is open
    read();
    return () => window.removeEventListener("hashchange", takeCode);
  }, [eventId, matchId]);
  const back = html`<p><${Link} href=${`/app/events/${encodeURIComponent(eventId)}`}>Back to the event</${Link}></p>`;
  if (!table) {
    return html`<h1>Report result</h1>${problem ? html`<div class="notice error" role="alert"><p>${problem.detail}</p></div>${back}`
      : html`<p class="muted">Loading the table…</p>`}`;
  }
  const { tournament: t, match } = table;
  const accounts = new Map(table.players.map((p) => [p.id, p.user_id]));
  const mine = session ? match.players.find((p) => accounts.get(p.id) === session.user_id) : undefined;
  const guests = match.players.filter((p) => !accounts.get(p.id));
  const who = guests.find((p) => p.id === guestId) || guests[0];
  const open = match.kind !== "bye" && match.status !== "final" && t.status === "running";
  const done = () => {
    setNote("Result sent.");
    read();
  };
  const problemId = resultFormProblemId(match, "Report result");
  const guestFields = who && html`
    ${guests.length > 1 ? html`<fieldset><legend>Who are you?</legend>${guests.map((p) => html`<label class="check" key=${p.id}>
      <input type="radio" name="reporter" value=${p.id} checked=${p.id === who.id} onChange=${() => setGuestId(p.id)} /> ${p.name}</label>`)}</fieldset>`
      : html`<p>Reporting as <strong>${who.name}</strong>.</p>`}
    <div class="field"><label for="slip-code">Slip code<span class="hint">The code printed on your table's slip</span></label>
      <input id="slip-code" class="code-input" required maxlength="16" autocomplete="off" autocapitalize="characters" spellcheck=${false}
        aria-describedby=${problemId} value=${code} onInput=${(/** @type {any} */ e) => setCode(e.currentTarget.value)} /></div>`;
  const sendAsGuest = (/** @type {Schemas["Result"]} */ body) => ok(api.POST("/v1/tournaments/{tournament_id}/matches/{match_id}/slip-result", {
    params: { path: { tournament_id: t.id, match_id: match.id } },
    body: { ...(body.placements ? { placements: body.placements } : { wins: body.wins, draws: body.draws }), code: code.trim(), player_id: who?.id || "" },
  }));
  return html`<h1>Report result</h1>
    <p class="muted">${t.name} · round ${match.round}${match.table ? ` · table ${match.table}` : ""}</p>
    <section class="card" aria-labelledby="table-title">
      <h2 id="table-title">${match.kind === "bye" ? "A bye" : `Table ${match.table}`}</h2>
      <ol class="list compact" aria-label="Players">${match.players.map((p) => html`<li key=${p.id}>${p.name}${accounts.get(p.id) ? "" : " (guest)"}</li>`)}</ol>
      <p>${matchStatus(match, Boolean(mine && match.reported_by.includes(mine.id)))}</p>
      ${open && mine && html`<${ResultForm} tournament=${t} match=${match} label="Report result" name="Your result" onDone=${done} />`}
      ${open && !mine && who && html`<${ResultForm} tournament=${t} match=${match} label="Report result" name="Your result"
        send=${sendAsGuest} extra=${guestFields} onDone=${done} />`}
      ${open && !mine && !who && html`<p>Every player at this table has an account: <${Link} href=${signInThenBack()}>sign in</${Link}> to report.</p>`}
      <${Status} text=${note} />
    </section>
    ${back}`;
}
