// Events: every tournament (public), and a form that creates one (the creator is its organiser).
import { html, humanize, Link, navigate, ProblemNotice, useEffect, useState, useTask, useTitle } from "../ui.js";
import { api, ok, write } from "../api.js";

/** @typedef {import("../api.js").Schemas} Schemas */

/** @param {{ session: import("../session.js").Session | null }} props */
export function Events({ session }) {
  useTitle("Events");
  const [events, setEvents] = useState(/** @type {Schemas["Tournament"][] | null} */ (null));
  const [load, , problem] = useTask();
  useEffect(() => {
    load(async () => setEvents((await ok(api.GET("/v1/tournaments", { params: { query: { limit: 50 } } }))).items));
  }, []);
  return html`<h1>Events</h1>
    ${session ? html`<${CreateEvent} />` : html`<p class="card">Sign in to run an event or register for one.</p>`}
    <${ProblemNotice} problem=${problem} />
    <section class="card" aria-labelledby="events-title">
      <h2 id="events-title">All events</h2>
      ${events === null ? html`<p class="muted">Loading…</p>` : events.length === 0 ? html`<p class="muted">No events yet.</p>`
        : html`<ul class="list">${events.map((t) => html`<li key=${t.id}><${Link} class="row-link" href=${`/app/events/${encodeURIComponent(t.id)}`}>
            <span class="row-main">${t.name}</span>
            <span class="row-sub">${humanize(t.ruleset)} · ${t.format} · ${t.player_count} players · ${humanize(t.status)}</span></${Link}></li>`)}</ul>`}
    </section>`;
}

function CreateEvent() {
  const [form, setForm] = useState({ name: "", ruleset: "achroma", format: "swiss", best_of: "3", rounds: "", top_cut: "0" });
  const [ids, setIds] = useState(/** @type {string[]} */ ([]));
  const [run, busy, problem] = useTask();
  useEffect(() => {
    ok(api.GET("/v1/rulesets")).then((list) => setIds(list.items.map((r) => r.id))).catch(() => {});
  }, []);
  const set = (/** @type {keyof typeof form} */ key) => (/** @type {any} */ e) => setForm({ ...form, [key]: e.currentTarget.value });
  const submit = (/** @type {Event} */ e) => {
    e.preventDefault();
    run(async () => {
      /** @type {Schemas["TournamentCreate"]} */
      const body = {
        name: form.name.trim(), ruleset: /** @type {Schemas["TournamentCreate"]["ruleset"]} */ (form.ruleset), format: /** @type {"swiss" | "pods"} */ (form.format),
        match: { best_of: /** @type {1 | 3 | 5} */ (Number(form.best_of)) }, rounds: form.rounds ? Number(form.rounds) : null,
        top_cut: /** @type {0 | 4 | 8} */ (Number(form.top_cut)),
      };
      const created = await write((headers) => api.POST("/v1/tournaments", { body, headers }));
      navigate(`/app/events/${encodeURIComponent(created.id)}`);
    });
  };
  return html`<details class="card">
    <summary>New event</summary>
    <form onSubmit=${submit}>
      <div class="field"><label for="event-name">Event name</label>
        <input id="event-name" required maxlength="120" value=${form.name} onInput=${set("name")} /></div>
      <div class="field"><label for="event-ruleset">Event game</label>
        <select id="event-ruleset" value=${form.ruleset} onChange=${set("ruleset")}>${ids.map((id) => html`<option value=${id}>${id}</option>`)}</select></div>
      <div class="field"><label for="event-format">Format</label>
        <select id="event-format" value=${form.format} onChange=${set("format")}>
          <option value="swiss">Swiss (one opponent a round)</option><option value="pods">Pods (multiplayer tables)</option></select></div>
      <div class="field"><label for="event-best-of">Best of</label>
        <select id="event-best-of" value=${form.best_of} onChange=${set("best_of")}>${["1", "3", "5"].map((n) => html`<option value=${n}>${n}</option>`)}</select></div>
      <div class="field"><label for="event-rounds">Rounds</label>
        <input id="event-rounds" type="number" inputmode="numeric" min="1" max="30" value=${form.rounds} onInput=${set("rounds")} aria-describedby="event-rounds-hint" />
        <span class="hint" id="event-rounds-hint">Leave empty to follow the player count.</span></div>
      <div class="field"><label for="event-top-cut">Top cut</label>
        <select id="event-top-cut" value=${form.top_cut} onChange=${set("top_cut")}>
          <option value="0">None</option><option value="4">Top 4</option><option value="8">Top 8</option></select></div>
      <${ProblemNotice} problem=${problem} />
      <button type="submit" class="primary" disabled=${busy}>Create event</button>
    </form>
  </details>`;
}
