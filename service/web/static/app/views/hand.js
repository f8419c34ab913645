// The acting seat's hand as cards (name, cost, numbers, keywords), each a button that picks it; and the picked
// card's details: its price against what the seat has, and its text.
import { html } from "../ui.js";
import { cannotAfford, cardFacts, PLAY_VERBS, purse, purseText } from "./card-facts.js";

/** @typedef {import("../api.js").Game} Game */
/** @typedef {Record<string, unknown>} Obj */

/**
 * @param {{ game: Game, seat: string, cards: Obj[], movesOf: (card: string) => Obj[], selected: string | null,
 *   onSelect: (card: string) => void }} props
 */
export function Hand({ game, seat, cards, movesOf, selected, onSelect }) {
  if (cards.length === 0) return html`<p class="muted hand-empty">No cards in your hand.</p>`;
  return html`<ul class="hand" aria-label="Your hand">
    ${cards.map((entry) => {
      const id = String(entry.card);
      const facts = cardFacts(game, entry);
      const moves = movesOf(id);
      const short = moves.some((m) => PLAY_VERBS.has(String(m.type))) ? null : cannotAfford(game, entry, seat);
      return html`<li key=${id}>
        <button type="button" class=${`hand-card${moves.length ? " playable" : ""}${short ? " short" : ""}`}
          aria-pressed=${selected === id} aria-label=${spokenName(facts, short ? "Can't afford" : moves.length ? null : "No move now")}
          onClick=${() => onSelect(id)}>
          <span class="hc-head"><span class="hc-name">${facts.name}${" "}</span>
            ${facts.cost && html`<span class="hc-cost" aria-hidden="true" data-cost=${facts.costText.startsWith("generates")
              ? `+${facts.costText.replace(/\D+/g, "")}` : String(facts.cost.amount)}></span>`}</span>
          ${facts.stats.length > 0 && html`<span class="hc-stats">${facts.stats.join(" · ")}${" "}</span>`}
          ${facts.keywords.length > 0 && html`<span class="hc-keywords">${facts.keywords.join(", ")}${" "}</span>`}
          ${short ? html`<span class="hc-flag">Can't afford</span>` : !moves.length && html`<span class="hc-flag quiet">No move now</span>`}
        </button>
      </li>`;
    })}
  </ul>`;
}

/**
 * The picked card: what it is, its price against the seat's purse, and its text.
 * @param {{ game: Game, seat: string, entry: Obj, playable: boolean }} props
 */
export function CardDetails({ game, seat, entry, playable }) {
  const facts = cardFacts(game, entry);
  const have = purse(game, seat);
  const short = playable ? null : cannotAfford(game, entry, seat);
  return html`<div class="card-details">
    <h3 class="cd-name" id="picked-card">${facts.name}${facts.kind && html` <span class="muted small">${facts.kind}</span>`}</h3>
    ${(facts.costText || have) && html`<p class=${`cd-cost${short ? " short" : ""}`}>
      ${facts.costText && html`<strong>${facts.costText[0].toUpperCase()}${facts.costText.slice(1)}</strong>`}
      ${have && html` <span class="muted">(${purseText(game, have)})</span>`}
      ${short && html` — <strong>can't afford</strong>: ${short}`}</p>`}
    ${facts.stats.length > 0 && html`<p class="cd-stats">${facts.stats.join(" · ")}</p>`}
    ${facts.keywords.length > 0 && html`<p class="cd-keywords">${facts.keywords.join(", ")}</p>`}
    ${facts.text && html`<p class="cd-text">${facts.text}</p>`}
  </div>`;
}

/**
 * A hand card's spoken name: what its face shows, in the face's order (WCAG 2.5.3: the visible words are part of the
 * name; each part of the face ends in a space, so the words do not run together in its text), then its cost in words
 * and "playable" when it has a move now. The corner's cost number is drawn by CSS from
 * `data-cost`: a bare number amid the words would break that order, and the name says the cost in full.
 * @param {import("./card-facts.js").Facts} facts @param {string | null} flag
 */
function spokenName(facts, flag) {
  const shown = [facts.name, ...facts.stats, ...facts.keywords, flag || ""].filter(Boolean);
  return [...shown, facts.costText, flag ? "" : "playable"].filter(Boolean).join(", ");
}
