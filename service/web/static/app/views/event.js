// An event: what a player needs (their table, opponent, a result to report, the standings) and, for its organiser,
// the console. Tournament reads are public. The page reads the event again when its live log says something
// happened (a pairing, a result, a drop…); a player whose match is in progress reads its round every 3 s (a game
// linked to it is not on the log), and everyone reads everything every 30 s. A hall of phones each polling five
// reads every 3 s was most of an event night's reads, and learnt of a pairing up to a poll late.
import { html, humanize, ProblemNotice, Status, useEffect, useRef, useState, useTask, useTitle } from "../ui.js";
import { api, ok } from "../api.js";
import { LiveEvent } from "../live.js";
import { Console, ResultForm } from "./event-console.js";
import { MatchGame } from "./match-game.js";
import { matchStatus, resultText } from "./match-status.js";

/** @typedef {import("../api.js").Schemas} Schemas */
/** @typedef {Schemas["Tournament"]} Tournament */
/** @typedef {Schemas["Round"]} Round */
/** @typedef {Schemas["Match"]} Match */
/** @typedef {Schemas["TournamentPlayer"]} Player */
/** @typedef {{ tournament: Tournament, players: Player[], round: Round | null, standings: Schemas["Standings"], staff: string[] }} EventData */

// what the public log does not tell (a penalty reaches only its player and the staff), or a stream that cannot open
const SAFETY_READ_MS = 30000;
// a game linked to the viewer's match is not on the log (at a round's start every table links one): while the match
// is in progress its round is read this often
const PLAYING_READ_MS = 3000;
// after an entry: a moment for the entries that come with it (a result, then the standings), and a spread so that a
// hall of phones told of a pairing at once does not read at once
const SETTLE_MS = 150;
const SPREAD_MS = 600;

/** @param {{ eventId: string, session: import("../session.js").Session | null }} props */
export function EventPage({ eventId, session }) {
  const [data, setData] = useState(/** @type {EventData | null} */ (null));
  const [load, , problem] = useTask();
  const known = useRef(/** @type {EventData | null} */ (null));
  known.current = data;
  useTitle(data ? data.tournament.name : "Event");
  const reload = () => load(async () => setData(await readEvent(eventId)));
  useEffect(() => followEvent(eventId, { load, setData, playing: () => roundInPlay(known.current, session) }),
    [eventId, session?.user_id]);
  if (!data) return html`<${ProblemNotice} problem=${problem} />${!problem && html`<p class="muted">Loading the event…</p>`}`;
  const t = data.tournament;
  const organiser = Boolean(session && (session.user_id === t.organiser_id || data.staff.includes(session.user_id)));
  return html`<h1>${t.name}</h1>
    <p class="muted">${humanize(t.ruleset)} · ${t.format} · best of ${t.match.best_of} · ${humanize(t.status)}${t.current_round ? ` · round ${t.current_round} of ${t.rounds}` : ""}</p>
    <${ProblemNotice} problem=${problem} />
    ${session && html`<${MyEvent} data=${data} session=${session} onChange=${reload} />`}
    ${organiser && html`<${Console} data=${data} onChange=${reload} />`}
    ${data.round && html`<${Pairings} round=${data.round} />`}
    <${Standings} standings=${data.standings} />`;
}

/**
 * Keep an event's data current: read it, follow its live log and read it again a moment after each entry; read the
 * round every few seconds while `playing()` names one (the viewer's match is in progress), and everything every 30 s.
 * Returns what stops it.
 * @param {string} eventId
 * @param {{ load: (task: () => Promise<void>) => void,
 *   setData: (data: EventData | ((known: EventData | null) => EventData | null)) => void, playing: () => number }} io
 */
function followEvent(eventId, { load, setData, playing }) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let soon;
  let reading = false;
  let again = false;
  const read = () => {
    if (reading) {
      again = true; // what changed during a read is read once more after it
      return;
    }
    reading = true;
    readEvent(eventId).then(setData, () => {}).finally(() => {
      reading = false;
      if (again) {
        again = false;
        read();
      }
    });
  };
  const readSoon = () => {
    clearTimeout(soon);
    soon = setTimeout(read, SETTLE_MS + Math.random() * SPREAD_MS);
  };
  const readRound = (/** @type {number} */ number) => {
    const path = { tournament_id: eventId, number };
    ok(api.GET("/v1/tournaments/{tournament_id}/rounds/{number}", { params: { path } })).then((round) =>
      setData((now) => (now && now.tournament.current_round === number ? { ...now, round } : now)), () => {});
  };
  const live = new LiveEvent(eventId, { onEntry: readSoon, onStatus: () => {} });
  let following = false;
  const follow = () => load(async () => {
    const last = await live.lastEntry(); // first: nothing that happens during the read below is missed
    setData(await readEvent(eventId));
    if (live.stopped || following) return;
    following = true;
    live.start(last);
  });
  follow();
  const everything = setInterval(() => {
    if (document.hidden) return;
    if (following) read();
    else follow(); // the first read failed (the network): try again from the start
  }, SAFETY_READ_MS);
  const inPlay = setInterval(() => {
    const number = following && !document.hidden && !reading ? playing() : 0;
    if (number) readRound(number);
  }, PLAYING_READ_MS);
  return () => {
    clearInterval(everything);
    clearInterval(inPlay);
    clearTimeout(soon);
    live.stop();
  };
}

/**
 * The round whose match of the viewer's is in progress, or 0.
 * @param {EventData | null} data @param {import("../session.js").Session | null} session
 */
function roundInPlay(data, session) {
  if (!data || !session || !data.round || data.tournament.status !== "running") return 0;
  const me = data.players.find((p) => p.user_id === session.user_id && !p.dropped);
  const mine = me && data.round.matches.find((m) => m.players.some((p) => p.id === me.id));
  return mine && mine.kind !== "bye" && mine.status !== "final" ? data.round.number : 0;
}

/** @param {string} id @returns {Promise<EventData>} */
async function readEvent(id) {
  const path = { tournament_id: id };
  const [tournament, players, standings, staff] = await Promise.all([
    ok(api.GET("/v1/tournaments/{tournament_id}", { params: { path } })),
    ok(api.GET("/v1/tournaments/{tournament_id}/players", { params: { path } })),
    ok(api.GET("/v1/tournaments/{tournament_id}/standings", { params: { path } })),
    ok(api.GET("/v1/tournaments/{tournament_id}/staff", { params: { path } })),
  ]);
  const round = tournament.current_round
    ? await ok(api.GET("/v1/tournaments/{tournament_id}/rounds/{number}", { params: { path: { ...path, number: tournament.current_round } } }))
    : null;
  return { tournament, players: players.items, round, standings, staff: staff.items.map((s) => s.user_id) };
}

/** @param {{ data: EventData, session: import("../session.js").Session, onChange: () => void }} props */
function MyEvent({ data, session, onChange }) {
  const me = data.players.find((p) => p.user_id === session.user_id && !p.dropped);
  const [run, busy, problem] = useTask();
  const t = data.tournament;
  const open = t.status === "registration" || t.status === "running";
  const path = { tournament_id: t.id };
  if (!me) {
    if (!open) return null;
    return html`<section class="card" aria-labelledby="me-title"><h2 id="me-title">You</h2>
      <p>You are not playing in this event.</p>
      <${ProblemNotice} problem=${problem} />
      <button type="button" class="primary" disabled=${busy} onClick=${() => run(async () => {
        await ok(api.POST("/v1/tournaments/{tournament_id}/players", { params: { path }, body: { user_id: session.user_id } }));
        onChange();
      })}>Register for this event</button></section>`;
  }
  const match = data.round?.matches.find((m) => m.players.some((p) => p.id === me.id));
  return html`<section class="card mine" aria-labelledby="me-title"><h2 id="me-title">You: ${me.name}</h2>
    ${t.status === "registration" && (me.checked_in ? html`<p>Checked in. Round 1 starts when the organiser pairs it.</p>`
      : html`<p>Check in when you are at the venue: round 1 pairs checked-in players only.</p>
        <button type="button" class="primary" disabled=${busy} onClick=${() => run(async () => {
          await ok(api.POST("/v1/tournaments/{tournament_id}/players/{player_id}/check-in", { params: { path: { ...path, player_id: me.id } } }));
          onChange();
        })}>Check in</button>`)}
    <${ProblemNotice} problem=${problem} />
    ${match && html`<${MyMatch} match=${match} me=${me} tournament=${t} onChange=${onChange} />`}
  </section>`;
}

/** @param {{ match: Match, me: Player, tournament: Tournament, onChange: () => void }} props */
function MyMatch({ match, me, tournament, onChange }) {
  const opponents = match.players.filter((p) => p.id !== me.id);
  const [note, setNote] = useState("");
  const where = match.kind === "bye" ? "a bye" : `table ${match.table}`;
  const reportedByMe = match.reported_by.includes(me.id);
  return html`<div class="pairing" role="group" aria-label="Your pairing">
    <p class="big-line">Round ${match.round}: ${where}${opponents.length ? html` vs <strong>${opponents.map((p) => p.name).join(", ")}</strong>` : ""}</p>
    <p>${matchStatus(match, reportedByMe)}</p>
    ${match.kind !== "bye" && match.status !== "final" && tournament.status === "running" &&
      html`<${MatchGame} match=${match} tournament=${tournament} onChange=${onChange} />
        <${ResultForm} tournament=${tournament} match=${match} label="Report result" name="Your result" onDone=${() => { setNote("Result sent."); onChange(); }} />`}
    <${Status} text=${note} />
  </div>`;
}

/** @param {{ round: Round }} props */
function Pairings({ round }) {
  return html`<section class="card" aria-labelledby="pairings-title">
    <h2 id="pairings-title">Round ${round.number} pairings</h2>
    <table class="grid"><thead><tr><th scope="col">Table</th><th scope="col">Players</th><th scope="col">Result</th></tr></thead>
      <tbody>${round.matches.map((m) => html`<tr key=${m.id}>
        <td>${m.table ?? "bye"}</td><td>${m.players.map((p) => p.name).join(" vs ")}</td>
        <td>${m.kind === "bye" ? "bye" : m.status === "pending" ? "—" : `${resultText(m)} (${m.status})`}</td></tr>`)}</tbody></table>
  </section>`;
}

/** @param {{ standings: Schemas["Standings"] }} props */
function Standings({ standings }) {
  return html`<section class="card" aria-labelledby="standings-title">
    <h2 id="standings-title">Standings${standings.final ? " (final)" : standings.round ? ` after round ${standings.round}` : ""}</h2>
    ${standings.items.length === 0 ? html`<p class="muted">No players yet.</p>` : html`<table class="grid">
      <thead><tr><th scope="col">#</th><th scope="col">Player</th><th scope="col">Points</th><th scope="col">Record</th></tr></thead>
      <tbody>${standings.items.map((s) => html`<tr key=${s.player_id}><td>${s.rank}</td><td>${s.name}${s.dropped ? " (dropped)" : ""}</td>
        <td>${String(s.points)}</td><td>${recordText(/** @type {Record<string, number>} */ (s.record))}</td></tr>`)}</tbody></table>`}
  </section>`;
}

/** @param {Record<string, number>} record */
function recordText(record) {
  if ("wins" in record) return `${record.wins}–${record.losses}–${record.draws}${record.byes ? ` (${record.byes} bye)` : ""}`;
  return Object.entries(record).map(([k, v]) => `${k} ${v}`).join(", ");
}
