// How a match stands, in words: shared by the player's event page and the organiser's console.
import { humanize } from "../ui.js";

/** @typedef {import("../api.js").Schemas["Match"]} Match */

/** @param {Match} match @param {boolean} reportedByMe */
export function matchStatus(match, reportedByMe = false) {
  if (match.kind === "bye") return "A bye: you score the win.";
  const result = resultText(match);
  switch (match.status) {
    case "final": return `Final: ${result}.`;
    // a report is not shown until it is final (match.result is null meanwhile): say who reported, not what
    case "disputed": return `Disputed${result ? ` (${result})` : ""}: the reports differ; report again or call a judge.`;
    case "reported": return reportedByMe ? `You reported${result ? ` ${result}` : " your result"}; waiting for your opponent to confirm.`
      : `Reported${result ? `: ${result}` : " by your opponent"}; confirm it by reporting the same.`;
    default: return "No result yet.";
  }
}

/** @param {Match} match */
export function resultText(match) {
  const r = /** @type {{ wins?: Record<string, number>, draws?: number, outcome?: string, placements?: string[][] } | null} */ (match.result);
  if (!r) return "";
  const name = (/** @type {string} */ id) => match.players.find((p) => p.id === id)?.name || id;
  if (r.placements) return r.placements.map((g, i) => `${i + 1}. ${g.map(name).join(" = ")}`).join(", ");
  if (r.outcome && r.outcome !== "played" && r.outcome !== "no_show") return humanize(r.outcome).toLowerCase();
  const wins = r.wins || {};
  return `${match.players.map((p) => `${p.name} ${wins[p.id] ?? 0}`).join(" – ")}${r.draws ? `, ${r.draws} drawn` : ""}`;
}
