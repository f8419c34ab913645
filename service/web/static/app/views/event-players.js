// The staff's list of an event's players: search by name, check in before round 1, drop (after a confirmation: a
// dropped player is never paired again). A refusal shows in the player's own row.
import { html, ProblemNotice, useState, useTask } from "../ui.js";
import { api, ok } from "../api.js";

/** @typedef {import("./event.js").EventData} EventData */
/** @typedef {import("../api.js").Schemas["TournamentPlayer"]} Player */

/** @param {{ data: EventData, onChange: () => void }} props */
export function PlayerList({ data, onChange }) {
  const [query, setQuery] = useState("");
  const wanted = query.trim().toLocaleLowerCase();
  const shown = wanted ? data.players.filter((p) => p.name.toLocaleLowerCase().includes(wanted)) : data.players;
  return html`<div class="field"><label for="player-search">Search players</label>
      <input id="player-search" type="search" autocomplete="off" value=${query}
        onInput=${(/** @type {any} */ e) => setQuery(e.currentTarget.value)} /></div>
    <p class="muted small" role="status">${wanted ? `${shown.length} of ${data.players.length} players` : ""}</p>
    <ul class="list compact" aria-label="Players">${shown.map((p) => html`<${PlayerRow} key=${p.id} player=${p} data=${data} onChange=${onChange} />`)}</ul>`;
}

/** @param {{ player: Player, data: EventData, onChange: () => void }} props */
function PlayerRow({ player: p, data, onChange }) {
  const t = data.tournament;
  const [run, busy, problem] = useTask();
  const [asking, setAsking] = useState(false);
  const path = { tournament_id: t.id, player_id: p.id };
  const nameId = `player-name-${p.id}`;
  const state = p.dropped ? "dropped" : t.status === "registration" ? (p.checked_in ? "checked in" : "not checked in") : "playing";
  return html`<li class="player-row">
    <div class="row">
      <span class="grow" id=${nameId}>${p.name}${p.user_id ? "" : " (guest)"} · ${state}</span>
      ${t.status === "registration" && !p.checked_in && !p.dropped && html`<button type="button" disabled=${busy} onClick=${() => run(async () => {
        await ok(api.POST("/v1/tournaments/{tournament_id}/players/{player_id}/check-in", { params: { path } }));
        onChange();
      })}>Check in ${p.name}</button>`}
      ${t.status !== "finished" && !p.dropped && !asking && html`<button type="button" class="quiet" aria-describedby=${nameId}
        onClick=${() => setAsking(true)}>Drop player</button>`}
    </div>
    ${asking && html`<div class="row confirm" role="group" aria-label=${`Confirm dropping ${p.name}`}>
      <span>Drop ${p.name}? They are never paired again.</span>
      <button type="button" class="danger" disabled=${busy} onClick=${() => run(async () => {
        await ok(api.DELETE("/v1/tournaments/{tournament_id}/players/{player_id}", { params: { path } }));
        setAsking(false);
        onChange();
      })}>Yes, drop ${p.name}</button>
      <button type="button" onClick=${() => setAsking(false)}>Cancel</button></div>`}
    <${ProblemNotice} problem=${problem} />
  </li>`;
}
