// The staff's tools on an event page: the round clock, extra time for a table, the printable result slips and the
// live page, and penalties. Each control shows its own refusal beside it (the problem's detail, in words).
import { html, humanize, ProblemNotice, Status, useEffect, useState, useTask } from "../ui.js";
import { api, ok, write } from "../api.js";

/** @typedef {import("./event.js").EventData} EventData */
/** @typedef {import("../api.js").Schemas["Clock"]} Clock */
/** @typedef {import("../api.js").Schemas["Round"]} Round */
/** @typedef {import("../api.js").Schemas["Penalty"]} Penalty */
/** @typedef {import("../api.js").Schemas["Infraction"]} Infraction */

const PENALTIES = /** @type {const} */ (["warning", "game_loss", "match_loss", "disqualification"]);
/** @type {Record<string, string>} */
const CLOCK_STATE = { not_started: "Not started", running: "Running", paused: "Paused", ended: "Time called" };
// a delay that held up the whole hall (a late start, a power cut): a few common lengths, one tap each
const EXTEND_BY = [2, 5, 10, 15];

/** @param {{ data: EventData, onChange: () => void }} props */
export function RoundTools({ data, onChange }) {
  const round = data.round;
  const t = data.tournament;
  return html`<div class="console-block">
    <h3>Round ${round ? round.number : ""} clock</h3>
    ${round ? html`<${RoundClock} tournamentId=${t.id} round=${round} onChange=${onChange} />`
      : html`<p class="muted">The clock starts once round 1 is paired.</p>`}
    ${round && t.status !== "finished" && html`<${ExtendTable} tournamentId=${t.id} round=${round} onChange=${onChange} />`}
    <${PrintLinks} tournamentId=${t.id} round=${round} />
  </div>`;
}

/**
 * The round's clock, counting down from the server's `ends_at` (this device's clock corrected by the server's `now`),
 * and the buttons its state allows.
 * @param {{ tournamentId: string, round: Round, onChange: () => void }} props
 */
function RoundClock({ tournamentId, round, onChange }) {
  // the clock as last read, and when: the server's `now` then, against this device's time then, is the skew
  const [seen, setSeen] = useState({ clock: /** @type {Clock} */ (round.clock), at: Date.now() });
  const clock = seen.clock;
  const setClock = (/** @type {Clock} */ next) => setSeen({ clock: next, at: Date.now() });
  const [, setTick] = useState(0);
  const [run, busy, problem] = useTask();
  useEffect(() => setClock(round.clock), [round.clock]);
  useEffect(() => {
    if (clock.state !== "running") return undefined;
    const timer = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [clock.state]);
  const [extra, setExtra] = useState(5);
  const act = (/** @type {"start" | "pause" | "resume" | "extend" | "end"} */ action) => run(async () => {
    const path = { tournament_id: tournamentId, number: String(round.number) };
    const body = action === "extend" ? { action, minutes: extra } : { action };
    setClock(await ok(api.POST("/v1/tournaments/{tournament_id}/rounds/{number}/clock", { params: { path }, body })));
    onChange();
  });
  const seconds = secondsLeft(clock, seen.at);
  const state = clock.state === "running" && seconds === 0 ? "Time called" : CLOCK_STATE[clock.state] || humanize(clock.state);
  return html`<div class="round-clock">
    <p class="clock-line"><span role="timer" aria-label="Round clock" class="clock-time">${minutesText(seconds)}</span>
      <span class="badge">${state}</span>
      <span class="muted small">${clock.minutes} min round</span></p>
    <div class="row">
      ${clock.state === "not_started" && html`<button type="button" class="primary" disabled=${busy} onClick=${() => act("start")}>Start clock</button>`}
      ${clock.state === "running" && html`<button type="button" disabled=${busy} onClick=${() => act("pause")}>Pause clock</button>`}
      ${clock.state === "paused" && html`<button type="button" class="primary" disabled=${busy} onClick=${() => act("resume")}>Resume clock</button>`}
      ${(clock.state === "running" || clock.state === "paused") && html`<button type="button" class="quiet" disabled=${busy} onClick=${() => act("end")}>End clock</button>`}
    </div>
    ${(clock.state === "running" || clock.state === "paused") && seconds > 0 && html`<div class="row clock-extend">
      <label for="clock-extend-by">Extend by</label>
      <select id="clock-extend-by" value=${String(extra)} onChange=${(/** @type {any} */ e) => setExtra(Number(e.currentTarget.value))}>
        ${EXTEND_BY.map((m) => html`<option value=${String(m)}>${m} min</option>`)}
      </select>
      <button type="button" disabled=${busy} onClick=${() => act("extend")}>Extend</button>
    </div>`}
    <${ProblemNotice} problem=${problem} />
  </div>`;
}

/** @param {Clock} clock @param {number} readAt this device's time when the clock was read */
function secondsLeft(clock, readAt) {
  if (clock.state !== "running" || !clock.ends_at) return clock.remaining_seconds;
  const skew = Date.parse(clock.now) - readAt;
  return Math.max(0, Math.round((Date.parse(clock.ends_at) - (Date.now() + (Number.isNaN(skew) ? 0 : skew))) / 1000));
}

/** @param {number} seconds */
function minutesText(seconds) {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * Extra time for one table (a ruling, a deck check): its own time is then the round's plus these minutes.
 * @param {{ tournamentId: string, round: Round, onChange: () => void }} props
 */
function ExtendTable({ tournamentId, round, onChange }) {
  const open = round.matches.filter((m) => m.kind !== "bye" && m.status !== "final");
  const [matchId, setMatchId] = useState("");
  const [minutes, setMinutes] = useState("5");
  const [reason, setReason] = useState("");
  const [note, setNote] = useState("");
  const [run, busy, problem] = useTask();
  const extended = round.matches.filter((m) => m.extension_minutes);
  const chosen = open.find((m) => m.id === matchId) || open[0];
  const submit = (/** @type {Event} */ e) => {
    e.preventDefault();
    if (!chosen) return;
    run(async () => {
      const path = { tournament_id: tournamentId, match_id: chosen.id };
      await write((headers) => api.POST("/v1/tournaments/{tournament_id}/matches/{match_id}/extensions", {
        params: { path }, body: { minutes: Number(minutes), reason: reason.trim() }, headers,
      }));
      setNote(`Table ${chosen.table}: ${minutes} more minutes.`);
      setReason("");
      onChange();
    });
  };
  return html`<form class="extend-form" aria-label="Extend a table's time" onSubmit=${submit}>
    <div class="row wrap">
      <div class="field grow"><label for="extend-table">Table</label>
        <select id="extend-table" value=${chosen?.id || ""} onChange=${(/** @type {any} */ e) => setMatchId(e.currentTarget.value)}>
          ${open.map((m) => html`<option key=${m.id} value=${m.id}>Table ${m.table}: ${m.players.map((p) => p.name).join(" vs ")}</option>`)}
        </select></div>
      <div class="field small-number"><label for="extend-minutes">Minutes</label>
        <input id="extend-minutes" type="number" inputmode="numeric" min="1" max="60" required value=${minutes}
          onInput=${(/** @type {any} */ e) => setMinutes(e.currentTarget.value)} /></div>
      <div class="field grow"><label for="extend-reason">Reason</label>
        <input id="extend-reason" required maxlength="200" autocomplete="off" placeholder="A ruling, a deck check…" value=${reason}
          onInput=${(/** @type {any} */ e) => setReason(e.currentTarget.value)} /></div>
    </div>
    <${ProblemNotice} problem=${problem} />
    <div class="row"><button type="submit" disabled=${busy || !chosen}>Extend table</button><${Status} text=${note} /></div>
    ${extended.length > 0 && html`<ul class="list compact" aria-label="Extended tables">${extended.map((m) => html`<li key=${m.id}>
      Table ${m.table}: +${m.extension_minutes} min</li>`)}</ul>`}
  </form>`;
}

/**
 * The round's printable result slips (with each table's code: the page is opened by a plain link, so its address
 * carries a print key the staff get from the API) and the event's live page for a projector.
 * @param {{ tournamentId: string, round: Round | null }} props
 */
function PrintLinks({ tournamentId, round }) {
  const [slips, setSlips] = useState(/** @type {string | null} */ (null));
  const [run, , problem] = useTask();
  const number = round?.number || 0;
  useEffect(() => {
    setSlips(null);
    if (!number) return;
    run(async () => {
      const path = { tournament_id: tournamentId, number: String(number) };
      setSlips((await ok(api.POST("/v1/tournaments/{tournament_id}/rounds/{number}/slips-link", { params: { path } }))).url);
    });
  }, [tournamentId, number]);
  return html`<p class="row links">
    ${slips && html`<a href=${slips} target="_blank" rel="noopener">Result slips</a>`}
    <a href=${`/tournaments/${encodeURIComponent(tournamentId)}/live`} target="_blank" rel="noopener">Live page</a>
  </p><${ProblemNotice} problem=${problem} />`;
}

/** @param {{ data: EventData }} props */
export function Penalties({ data }) {
  const t = data.tournament;
  const path = { tournament_id: t.id };
  const [infractions, setInfractions] = useState(/** @type {Infraction[]} */ ([]));
  const [issued, setIssued] = useState(/** @type {Penalty[]} */ ([]));
  const [form, setForm] = useState({ player: "", infraction: "", penalty: "", notes: "" });
  const [load, , loadProblem] = useTask();
  const [run, busy, problem] = useTask();
  const [note, setNote] = useState("");
  const readList = () => load(async () => setIssued((await ok(api.GET("/v1/tournaments/{tournament_id}/penalties", { params: { path } }))).items));
  useEffect(() => {
    load(async () => setInfractions((await ok(api.GET("/v1/tournaments/{tournament_id}/infractions", { params: { path } }))).items));
    readList();
  }, [t.id]);
  const players = data.players.filter((p) => !p.dropped);
  const playerId = form.player || players[0]?.id || "";
  const infraction = infractions.find((i) => i.code === form.infraction) || infractions[0];
  const penalty = form.penalty || infraction?.default_penalty || "warning";
  const set = (/** @type {string} */ key) => (/** @type {any} */ e) =>
    setForm({ ...form, [key]: e.currentTarget.value, ...(key === "infraction" ? { penalty: "" } : {}) });
  const names = new Map(data.players.map((p) => [p.id, p.name]));
  const infractionName = (/** @type {string} */ code) => infractions.find((i) => i.code === code)?.name || humanize(code);
  const submit = (/** @type {Event} */ e) => {
    e.preventDefault();
    run(async () => {
      const body = { player_id: playerId, infraction: infraction?.code || "", penalty: /** @type {any} */ (penalty), notes: form.notes.trim() };
      const done = await write((headers) => api.POST("/v1/tournaments/{tournament_id}/penalties", { params: { path }, body, headers }));
      setNote(`${humanize(done.penalty)} issued to ${names.get(done.player_id) || "the player"}.`);
      setForm({ player: "", infraction: "", penalty: "", notes: "" });
      readList();
    });
  };
  return html`<div class="console-block">
    <h3>Penalties</h3>
    <form class="penalty-form" aria-label="Issue a penalty" onSubmit=${submit}>
      <div class="field"><label for="penalty-player">Player</label>
        <select id="penalty-player" required value=${playerId} onChange=${set("player")}>
          ${players.map((p) => html`<option key=${p.id} value=${p.id}>${p.name}</option>`)}</select></div>
      <div class="field"><label for="penalty-infraction">Infraction</label>
        <select id="penalty-infraction" required value=${infraction?.code || ""} onChange=${set("infraction")}>
          ${infractions.map((i) => html`<option key=${i.code} value=${i.code}>${i.name}</option>`)}</select>
        ${infraction && html`<span class="hint">${infraction.description}</span>`}</div>
      <div class="field"><label for="penalty-penalty">Penalty</label>
        <select id="penalty-penalty" value=${penalty} onChange=${set("penalty")}>
          ${PENALTIES.map((p) => html`<option key=${p} value=${p}>${humanize(p)}${p === infraction?.default_penalty ? " (default)" : ""}</option>`)}</select></div>
      <div class="field"><label for="penalty-notes">Note</label>
        <input id="penalty-notes" maxlength="2000" autocomplete="off" value=${form.notes} onInput=${set("notes")} /></div>
      <${ProblemNotice} problem=${problem} />
      <div class="row"><button type="submit" disabled=${busy || !playerId || !infraction}>Issue penalty</button><${Status} text=${note} /></div>
    </form>
    <${ProblemNotice} problem=${loadProblem} />
    ${issued.length === 0 ? html`<p class="muted">No penalties.</p>`
      : html`<ul class="list compact" aria-label="Penalties issued">${issued.map((p) => html`<li key=${p.id}>
        <strong>${names.get(p.player_id) || p.player_id}</strong>: ${humanize(p.penalty)} for ${infractionName(p.infraction)}
        <span class="muted small"> · round ${p.round}${p.notes ? ` · ${p.notes}` : ""}</span></li>`)}</ul>`}
  </div>`;
}
