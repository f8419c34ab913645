// The organiser's console (the organiser and the event's staff): the round clock and extra time, the result slips
// and the live page, players (search, check in, drop), pairing rounds, penalties, entering and correcting results,
// finishing the event.
import { html, ProblemNotice, useState, useTask } from "../ui.js";
import { api, ok, write } from "../api.js";
import { matchStatus } from "./match-status.js";
import { PlayerList } from "./event-players.js";
import { Penalties, RoundTools } from "./event-staff.js";

/** @typedef {import("./event.js").EventData} EventData */
/** @typedef {import("../api.js").Schemas["Match"]} Match */
/** @typedef {import("../api.js").Schemas["Tournament"]} Tournament */

/** @param {{ data: EventData, onChange: () => void }} props */
export function Console({ data, onChange }) {
  const t = data.tournament;
  const path = { tournament_id: t.id };
  const [name, setName] = useState("");
  const [run, busy, problem] = useTask();
  const [runPairing, pairing, pairProblem] = useTask();
  const round = data.round;
  const pending = round ? round.matches.filter((m) => m.kind !== "bye" && m.status !== "final").length : 0;
  const nextRound = (t.current_round || 0) + 1;
  const addPlayer = (/** @type {Event} */ e) => {
    e.preventDefault();
    run(async () => {
      await write((headers) => api.POST("/v1/tournaments/{tournament_id}/players", { params: { path }, body: { name: name.trim() }, headers }));
      setName("");
      onChange();
    });
  };
  const pair = () => runPairing(async () => {
    await ok(api.POST("/v1/tournaments/{tournament_id}/rounds", { params: { path } }));
    onChange();
  });
  return html`<section class="card console" aria-labelledby="console-title">
    <h2 id="console-title">Organiser console</h2>
    <${RoundTools} data=${data} onChange=${onChange} />
    <div class="console-block">
      <h3>Players (${data.players.filter((p) => !p.dropped).length})</h3>
      <${ProblemNotice} problem=${problem} />
      ${t.status !== "finished" && html`
      <form class="row" onSubmit=${addPlayer}>
        <div class="field grow"><label for="guest-name">Player name</label>
          <input id="guest-name" required maxlength="80" autocomplete="off" value=${name} onInput=${(/** @type {any} */ e) => setName(e.currentTarget.value)} /></div>
        <button type="submit" disabled=${busy}>Add player</button>
      </form>`}
      <${PlayerList} data=${data} onChange=${onChange} />
    </div>
    ${t.status !== "finished" && html`<div class="console-block">
      <h3>Rounds</h3>
      ${pending > 0 ? html`<p class="muted">${pending} result${pending === 1 ? "" : "s"} missing in round ${round?.number}.</p>` : null}
      <${ProblemNotice} problem=${pairProblem} />
      <button type="button" class="primary" disabled=${pairing || pending > 0} onClick=${pair}>Pair round ${nextRound}</button>
    </div>`}
    <${Penalties} data=${data} />
    ${round && html`<div class="console-block">
      <h3>Round ${round.number} results</h3>
      ${round.matches.filter((m) => m.kind !== "bye").map((m) => html`<div class="console-match" key=${m.id}>
        <p><strong>Table ${m.table}</strong>: ${m.players.map((p) => p.name).join(" vs ")} — ${matchStatus(m)}</p>
        <${ResultForm} tournament=${t} match=${m} label=${m.status === "final" ? "Correct result" : "Enter result"} onDone=${onChange} />
      </div>`)}
    </div>`}
    ${t.status === "running" && html`<div class="console-block"><${FinishEvent} tournament=${t} onChange=${onChange} /></div>`}
  </section>`;
}

/**
 * A match's result: games won per player and draws (a pod: each player's place). Players report (both the same makes
 * it final); staff enter it final at once, or correct a final one. `send` posts it elsewhere (a guest's report with
 * the slip's code), and `extra` are fields of its own, shown last, right above the refusal.
 * @param {{ tournament: Tournament, match: Match, label: string, onDone: () => void, name?: string,
 *   send?: (body: import("../api.js").Schemas["Result"]) => Promise<unknown>, extra?: any }} props
 */
export function ResultForm({ tournament, match, label, onDone, name, send, extra }) {
  const pod = match.kind === "pod";
  const [values, setValues] = useState(/** @type {Record<string, string>} */ ({}));
  const [run, busy, problem] = useTask();
  const formName = name || `Table ${match.table} result`;
  const set = (/** @type {string} */ key) => (/** @type {any} */ e) => setValues({ ...values, [key]: e.currentTarget.value });
  const submit = (/** @type {Event} */ e) => {
    e.preventDefault();
    run(async () => {
      /** @type {import("../api.js").Schemas["Result"]} */
      let body;
      if (pod) {
        const places = [...new Set(match.players.map((p) => Number(values[p.id] || 0)))].sort((a, b) => a - b);
        body = { placements: places.map((place) => match.players.filter((p) => Number(values[p.id] || 0) === place).map((p) => p.id)) };
      } else {
        body = { wins: Object.fromEntries(match.players.map((p) => [p.id, Number(values[p.id] || 0)])), draws: Number(values.draws || 0) };
      }
      if (send) await send(body);
      else {
        await ok(api.POST("/v1/tournaments/{tournament_id}/matches/{match_id}/result", {
          params: { path: { tournament_id: tournament.id, match_id: match.id } }, body,
        }));
      }
      setValues({});
      onDone();
    });
  };
  const idBase = resultFormId(match, label);
  return html`<form class="result-form" aria-label=${formName} onSubmit=${submit}>
    <div class="row wrap">
      ${match.players.map((p) => html`<div class="field small-number" key=${p.id}>
        <label for=${`${idBase}-${p.id}`}>${pod ? `${p.name} place` : `${p.name} wins`}</label>
        <input id=${`${idBase}-${p.id}`} type="number" inputmode="numeric" required min=${pod ? 1 : 0}
          max=${pod ? match.players.length : tournament.match.best_of} value=${values[p.id] ?? ""} onInput=${set(p.id)} /></div>`)}
      ${!pod && html`<div class="field small-number"><label for=${`${idBase}-draws`}>Draws</label>
        <input id=${`${idBase}-draws`} type="number" inputmode="numeric" min="0" max=${tournament.match.best_of}
          value=${values.draws ?? ""} onInput=${set("draws")} /></div>`}
    </div>
    ${extra}
    <${ProblemNotice} problem=${problem} id=${resultFormProblemId(match, label)} />
    <button type="submit" disabled=${busy}>${label}</button>
  </form>`;
}

/** @param {Match} match @param {string} label */
function resultFormId(match, label) {
  return `r-${match.id}-${label.replace(/\W+/g, "")}`;
}

/** The id of a result form's refusal, for the fields it is about (`aria-describedby`). */
export function resultFormProblemId(/** @type {Match} */ match, /** @type {string} */ label) {
  return `${resultFormId(match, label)}-problem`;
}

/** @param {{ tournament: Tournament, onChange: () => void }} props */
function FinishEvent({ tournament, onChange }) {
  const [asking, setAsking] = useState(false);
  const [run, busy, problem] = useTask();
  if (!asking) return html`<button type="button" class="quiet" onClick=${() => setAsking(true)}>Finish event</button>`;
  return html`<div class="row confirm" role="group" aria-label="Confirm finish event"><span>End the event now?</span>
    <button type="button" class="danger" disabled=${busy} onClick=${() => run(async () => {
      await ok(api.POST("/v1/tournaments/{tournament_id}/finish", { params: { path: { tournament_id: tournament.id } } }));
      setAsking(false);
      onChange();
    })}>Yes, finish event</button>
    <button type="button" onClick=${() => setAsking(false)}>Cancel</button>
    <${ProblemNotice} problem=${problem} /></div>`;
}
