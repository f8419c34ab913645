// A game's history, newest first: each entry with who acted, what they did, and the rule its action type follows.
import { html, humanize } from "../ui.js";
import { actionLabel } from "../labels.js";

/** @typedef {import("../api.js").Entry} Entry */
/** @typedef {import("../api.js").Ruleset} Ruleset */
/** @typedef {import("../labels.js").Namer} Namer */

/** @param {{ entries: Entry[], ruleset: Ruleset, names: Namer }} props */
export function History({ entries, ruleset, names }) {
  const rules = new Map(ruleset.actions.map((a) => [a.type, a.rule]));
  const undone = new Set(entries.filter((e) => e.type === "undo" && e.undoes).map((e) => e.undoes));
  const shown = [...entries].reverse();
  return html`<section class="card history" aria-labelledby="history-title">
    <h2 id="history-title">History</h2>
    ${shown.length === 0 ? html`<p class="muted">Nothing yet.</p>` : html`<ol class="entries" reversed>
      ${shown.map((entry) => {
        const action = /** @type {Record<string, unknown> | undefined} */ (entry.action);
        const rule = entry.type === "action" && action ? rules.get(String(action.type)) : undefined;
        const struck = undone.has(entry.number);
        return html`<li class=${struck ? "entry undone" : "entry"} key=${entry.number} value=${entry.number} data-number=${entry.number}>
          <span class="entry-number">#${entry.number}</span>
          <span class="entry-text">${describe(entry, names)}${struck ? html` <span class="badge">undone</span>` : ""}</span>
          ${entry.by && html`<span class="entry-by">by ${entry.by}</span>`}
          ${rule && html`<details class="entry-rule"><summary>Rule: ${rule.section}</summary><q>${rule.quote}</q>
            <span class="muted small"> (${rule.rulebook})</span></details>`}
        </li>`;
      })}
    </ol>`}
  </section>`;
}

/** @param {Entry} entry @param {Namer} names */
function describe(entry, names) {
  if (entry.type === "game_created") return "Game created";
  if (entry.type === "undo") return `Undo of #${entry.undoes}`;
  if (entry.type === "seat_joined" && entry.seat) {
    const seat = names.seatName(entry.seat);
    return entry.by && entry.by !== seat ? `${entry.by} plays ${seat} on their own phone` : `${seat} plays on their own phone`;
  }
  if (entry.type === "seat_released" && entry.seat) return `${names.seatName(entry.seat)} handed back to the table`;
  if (entry.action) return actionLabel(/** @type {Record<string, unknown>} */ (entry.action), names, true);
  return humanize(entry.type);
}
