// What a game screen says about the network: the cached copy it shows when a reload found none, the actions made
// here that are waiting to be sent (outbox.js), and those the server refused when they were sent, with its reason.
import { html } from "../ui.js";
import { actionLabel } from "../labels.js";
import { dismiss } from "../outbox.js";
import { ENGINE_OFFLINE } from "./live-game.js";

/** @typedef {import("../outbox.js").Queued} Queued */
/** @typedef {import("../labels.js").Namer} Namer */

/**
 * Above the game: that it is the cached copy, and that an engine game's moves need the network.
 * @param {{ cachedAt: number | null, engine: boolean, offline: boolean }} props
 */
export function OfflineNotice({ cachedAt, engine, offline }) {
  return html`
    ${cachedAt !== null && html`<p class="notice offline-copy" role="status">
      <strong>Offline</strong> — the game as this phone last saw it, at ${clock(cachedAt)}.</p>`}
    ${engine && offline && html`<p class="notice offline-copy">${ENGINE_OFFLINE.detail}</p>`}`;
}

/**
 * Below the seats: the changes waiting to be sent, and each one refused with its reason until it is dismissed.
 * @param {{ gameId: string, items: Queued[], names: Namer, offline: boolean }} props
 */
export function OutboxList({ gameId, items, names, offline }) {
  const pending = items.filter((i) => i.state === "pending");
  const refused = items.filter((i) => i.state === "refused");
  const waiting = pending.find((i) => i.problem)?.problem;
  return html`
    ${pending.length > 0 && html`<section class="card outbox" aria-labelledby="outbox-title">
      <h2 id="outbox-title">Not sent yet</h2>
      <p role="status">${pending.length === 1 ? "1 change" : `${pending.length} changes`} waiting to be sent${offline
        ? ": they go when the network is back" : ""}.</p>
      ${waiting && !offline && html`<p class="muted small">Last try: ${waiting.detail || waiting.title}</p>`}
      <ol class="entries">${pending.map((i) => html`<li key=${i.key} class="entry pending">
        <span class="entry-text">${actionLabel(i.body, names, true)} <span class="badge">pending</span></span></li>`)}</ol>
    </section>`}
    ${refused.map((i) => html`<div class="notice error refused" role="alert" key=${i.key}>
      <p class="notice-title">Refused: ${actionLabel(i.body, names, true)}</p>
      <p>${i.problem?.detail || i.problem?.title || "The server refused it."} The game is shown as it is now.</p>
      ${i.problem?.rule && html`<p class="rule"><span class="rule-label">Rule: </span>${ruleSection(i.problem.rule)}</p>`}
      <button type="button" onClick=${() => dismiss(gameId, i.key)}>Dismiss</button>
    </div>`)}`;
}

/** @param {unknown} rule */
function ruleSection(rule) {
  const r = /** @type {{ section?: string, id?: string }} */ (rule);
  return r.section || r.id || "";
}

/** @param {number} time */
function clock(time) {
  return new Date(time).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
}
