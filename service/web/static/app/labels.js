// Words for what the API sends: seat ids as player names, card instance ids as card names, actions as sentences.
// Nothing here knows a game: cards are found wherever the game document holds {card, card_id} objects.
import { humanize } from "./ui.js";

/** @typedef {import("./api.js").Game} Game */
/** @typedef {{ seatName: (seat: string) => string, cardName: (instance: string) => string | null }} Namer */

/** @returns {Namer} */
export function namer(/** @type {Game | null} */ game) {
  /** @type {Map<string, string>} */
  const seats = new Map();
  for (const s of game?.seats || []) seats.set(String(s.seat), String(s.name));
  /** @type {Map<string, string>} */
  const instances = new Map();
  const catalog = /** @type {Record<string, { name?: string }>} */ (game && typeof game.cards === "object" && game.cards ? game.cards : {});
  /** @param {unknown} node @param {number} depth */
  const walk = (node, depth) => {
    if (depth > 6 || !node || typeof node !== "object") return;
    if (Array.isArray(node)) {
      node.forEach((item) => walk(item, depth + 1));
      return;
    }
    const obj = /** @type {Record<string, unknown>} */ (node);
    // a card entry names itself when the document has no catalog (an Athernum view carries each card's face)
    const own = typeof obj.name === "string" ? obj.name : null;
    // (a bare reference, as on a stack, does not hide a name found elsewhere)
    if (typeof obj.card === "string" && typeof obj.card_id === "string" && (own || !instances.has(obj.card))) {
      instances.set(obj.card, catalog[obj.card_id]?.name || own || obj.card_id);
    }
    // an option label that stands for a card (an Athernum starting option): a move names the label
    if (typeof obj.option === "string" && typeof obj.card_id === "string") {
      instances.set(obj.option, catalog[obj.card_id]?.name || own || obj.card_id);
    }
    for (const [key, value] of Object.entries(obj)) if (key !== "cards") walk(value, depth + 1);
  };
  walk(game, 0);
  return {
    seatName: (seat) => seats.get(seat) || seat,
    cardName: (instance) => instances.get(instance) || catalog[instance]?.name || null,
  };
}

/**
 * A value as words: a seat as its player, a card instance as its name, a signed number with its sign.
 * @param {unknown} value @param {Namer} names @returns {string}
 */
export function valueLabel(value, names, key = "") {
  if (typeof value === "string") {
    if (/^p[1-9][0-9]?$/.test(value)) return names.seatName(value);
    return names.cardName(value) || value;
  }
  if (typeof value === "number") return key === "delta" && value > 0 ? `+${value}` : String(value).replace("-", "−");
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) return value.map((v) => valueLabel(v, names)).join(", ");
  if (value && typeof value === "object") {
    return Object.entries(value).map(([k, v]) => `${humanize(k).toLowerCase()} ${valueLabel(v, names, k)}`).join(", ");
  }
  return String(value);
}

/**
 * How a move pays, as the history says it: "paying 2 Fire + 1 Water" (Arcane's Essences), "generating from
 * Wellspring" or "with the Leader's Energy only" (Oversoul).
 * @param {string} key @param {unknown} value @param {Namer} names
 */
function paymentWords(key, value, names) {
  if (key === "generate" && Array.isArray(value)) {
    return value.length ? `generating from ${valueLabel(value, names)}` : "with the Leader's Energy only";
  }
  const counts = value && typeof value === "object" ? Object.entries(value) : [];
  return `paying ${counts.map(([kind, n]) => `${n} ${humanize(kind)}`).join(" + ")}`;
}

// the words a move type reads as where its name alone reads badly ("Choose start", "Assign defender")
export const VERB_WORDS = /** @type {Record<string, string>} */ ({
  choose_start: "Start with",
  assign_defender: "Defend with",
  play_character: "Play",
  play_location: "Play",
  attach_item: "Attach",
  place_victory_token: "Place a Victory Token",
  end_day: "End the day",
});

/**
 * An action as a sentence: `Deploy Emberwing Hatchling`, `Life · target Ann · delta −3`. The acting seat is left
 * out unless `withSeat` (the history says who acted).
 * @param {Record<string, unknown>} action @param {Namer} names
 */
export function actionLabel(action, names, withSeat = false) {
  const type = String(action.type);
  const parts = [VERB_WORDS[type] || humanize(type)];
  // a standing pass (the responding contract's `until`) reads as one phrase: "Pass until end of turn"
  if (action.type === "pass" && typeof action.until === "string") parts[0] += ` until ${action.until.replace(/_/g, " ")}`;
  const card = action.card;
  const named = (/** @type {unknown} */ v) => names.cardName(String(v)) || String(v);
  // a card this phone may not see: a starting option once chosen, an item attached face-down
  const known = typeof card === "string" ? names.cardName(card) : null;
  if (action.type === "choose_start" && !known) parts[0] = "Choose a starting card";
  else if (typeof card === "string") parts[0] += ` ${known || (action.face_down === true ? "a face-down card" : card)}`;
  // one phrase where the fields say who does what to whom: "Attack Lantern Warden with Orsa Vell", "Attach Horn to Orsa
  // Vell face-down", "Choose Lantern Warden"
  const phrased = new Set(["type", "seat", "card"]);
  if (typeof action.attacker === "string" && typeof action.target === "string") {
    parts[0] += ` ${named(action.target)} with ${named(action.attacker)}`;
    phrased.add("attacker").add("target");
  }
  if (typeof action.to === "string") parts[0] += ` to ${named(action.to)}`;
  if (typeof action.face_down === "boolean") parts[0] += action.face_down ? " face-down" : "";
  if (action.type === "choose" && typeof action.option === "string") parts[0] += ` ${valueLabel(action.option, names)}`;
  for (const key of ["to", "face_down", ...(action.type === "choose" ? ["option"] : [])]) phrased.add(key);
  for (const [key, value] of Object.entries(action)) {
    if (phrased.has(key) || value === null || value === undefined) continue;
    if (key === "until" && action.type === "pass") continue;
    if (key === "ability" && typeof value === "number") {
      parts.push(`ability ${value + 1}`); // the engine counts a card's abilities from 0, its reader from 1
      continue;
    }
    if (key === "pay" || key === "generate") {
      parts.push(paymentWords(key, value, names));
      continue;
    }
    parts.push(`${humanize(key).toLowerCase()} ${valueLabel(value, names, key)}`);
  }
  const text = parts.join(" · ");
  return withSeat && typeof action.seat === "string" ? `${names.seatName(action.seat)}: ${text}` : text;
}
