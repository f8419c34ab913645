// Pick a card, then what to do with it, then where, then how to pay: the engine's exhaustive legal list grouped by
// the card each move acts on, so a phone shows one button per card and highlights the places a chosen move can go
// to, instead of one button per combination. Every send is one body exactly as the legal list gave it.
import { html, humanize, useEffect, useRef } from "../ui.js";
import { actionLabel, valueLabel, VERB_WORDS } from "../labels.js";
import { payLabel } from "./card-facts.js";

/** @typedef {import("../api.js").Game} Game */
/** @typedef {import("../labels.js").Namer} Namer */
/** @typedef {Record<string, unknown>} Obj */
/** @typedef {{ byCard: Map<string, Obj[]>, loose: Obj[], tucked: Obj[] }} Grouped */

// the service's own moves in every ruleset: kept out of the way, behind a confirmation
export const TUCKED = new Set(["adjust", "concede"]);
// the fields that say where a move goes, in the order a place is chosen by
const PLACE_FIELDS = ["row", "zone", "host", "to", "defender", "target"];
// the moves whose place is a kind of slot the engine fills itself (an Athernum character takes the next free
// character slot, a location the location slot): the board highlights that slot
const SLOT_OF = /** @type {Record<string, string>} */ ({ play_character: "character", play_location: "location" });
// the moves whose `card` is an option's label, not a card instance (an Athernum starting option)
const LABEL_CARD = new Set(["choose_start"]);

/** The card a choice the engine waits on is about (an Arcane card being placed, a trigger's source). @param {Game} game */
export function pendingCard(game) {
  const pending = /** @type {Obj | null} */ (game.pending || null);
  if (!pending) return null;
  for (const key of ["card", "source"]) {
    const ref = /** @type {unknown} */ (pending[key]);
    if (ref && typeof ref === "object" && typeof (/** @type {Obj} */ (ref)).card === "string") return String(/** @type {Obj} */ (ref).card);
  }
  return null;
}

/** The card instance a move acts on: its card, its attacker, else the pending card for a move that only places. */
export function moveCard(/** @type {Obj} */ move, /** @type {string | null} */ pending) {
  if (LABEL_CARD.has(String(move.type))) return null;
  if (typeof move.card === "string") return move.card;
  if (typeof move.attacker === "string") return move.attacker;
  return pending && targetKey(move) ? pending : null;
}

/**
 * Where a move goes, as the key the board gives that place: `slot:p1:front:3`, `zone:p1:u2`, `card:c42`, `seat:p2`.
 * @param {Obj} move @returns {string | null}
 */
export function targetKey(move) {
  if (move.row !== undefined && move.slot !== undefined) return `slot:${move.seat}:${move.row}:${move.slot}`;
  if (typeof move.zone === "string") return `zone:${move.seat}:${move.zone}`;
  // the empty Unit Zone a Spawned card is to Enter (an Oversoul choice)
  if (move.type === "choose" && typeof move.target === "string" && /^u[1-5]$/.test(move.target)) return `zone:${move.seat}:${move.target}`;
  if (typeof move.to === "string") return `card:${move.to}`; // the character an Athernum item is attached to
  const slot = SLOT_OF[String(move.type)];
  if (slot) return `slot:${move.seat}:${slot}`;
  for (const key of ["host", "defender", "target"]) {
    const value = move[key];
    if (typeof value === "string") return /^p[1-9][0-9]?$/.test(value) ? `seat:${value}` : `card:${value}`;
  }
  return null;
}

/** What a move does to its card, without where: the type, and the mode or ability that changes it. */
export function verbOf(/** @type {Obj} */ move) {
  return [move.type, move.mode, move.ability, move.face_down === true ? "face_down" : null]
    .filter((v) => v !== undefined && v !== null).join(":");
}

/** @param {Obj[]} items @param {Game} game @returns {Grouped} */
export function groupMoves(items, game) {
  const pending = pendingCard(game);
  /** @type {Map<string, Obj[]>} */
  const byCard = new Map();
  /** @type {Obj[]} */
  const loose = [];
  /** @type {Obj[]} */
  const tucked = [];
  for (const move of items) {
    if (TUCKED.has(String(move.type))) {
      tucked.push(move);
      continue;
    }
    const card = moveCard(move, pending);
    if (!card) loose.push(move);
    else byCard.set(card, [...(byCard.get(card) || []), move]);
  }
  return { byCard, loose, tucked };
}

/** A pass as its button says it: "Pass", and the standing passes of the responding contract (any engine listing
 * `pass` with `until`) "Pass until end of turn", "Pass until my turn". @param {Obj} move */
export function passLabel(move) {
  return typeof move.until === "string" ? `Pass until ${move.until.replace(/_/g, " ")}` : "Pass";
}

/** What a seat's standing pass holds until, in words, or null without one. @param {Game} game @param {string | null} seat */
export function standingPass(game, seat) {
  const passing = /** @type {Record<string, unknown> | undefined} */ (game.passing_until);
  const until = seat && passing ? passing[seat] : undefined;
  if (typeof until !== "string") return null;
  return until === "my_turn" ? "your next turn" : until === "end_of_turn" ? "the end of this turn" : humanize(until).toLowerCase();
}

/**
 * The notice of a standing pass: the engine passes for the seat at every window until then; "Stop passing" (when
 * the legal list offers it) makes it be asked again.
 * @param {{ until: string, stop: Obj | null, busy: boolean, send: (move: Obj) => void }} props
 */
export function StandingPass({ until, stop, busy, send }) {
  return html`<div class="notice standing-pass" role="status" aria-label="Standing pass">
    <p>You pass every response until ${until}.</p>
    ${stop && html`<button type="button" class="move" disabled=${busy} onClick=${() => send(stop)}>Stop passing</button>`}
  </div>`;
}

/** The moves of one card, by what they do. @param {Obj[]} moves @returns {Map<string, Obj[]>} */
export function byVerb(moves) {
  /** @type {Map<string, Obj[]>} */
  const verbs = new Map();
  for (const m of moves) verbs.set(verbOf(m), [...(verbs.get(verbOf(m)) || []), m]);
  return verbs;
}

/**
 * The moves among `moves` that are one move paid in different ways (an Arcane cost paid with one type of Essence or
 * another, `pay`; an Oversoul cost with or without Generating from +cards, `generate`), in the engine's order: its
 * default payment first. Empty when there is nothing to choose.
 * @param {Obj[]} moves @returns {Obj[]}
 */
export function payments(moves) {
  if (moves.length < 2 || !moves.some((m) => m.pay !== undefined || m.generate !== undefined)) return [];
  const bare = new Set(moves.map((m) => JSON.stringify({ ...m, pay: undefined, generate: undefined })));
  return bare.size === 1 ? moves : [];
}

/** A verb as words with its card: "Deploy Emberwing Hatchling", "Attack with Ashen Drake". */
export function verbLabel(/** @type {Obj} */ move, /** @type {string} */ cardName) {
  const type = String(move.type);
  const word = VERB_WORDS[type] || humanize(type);
  const extra = [move.mode, typeof move.ability === "number" ? `ability ${move.ability + 1}` : move.ability, move.face_down === true ? "face-down" : null]
    .filter((v) => v !== undefined && v !== null).map((v) => humanize(String(v)).replace(/^[rR]:/, ""));
  const base = type === "attack" || type === "block" || type === "guard" || type === "use" ? `${word} with ${cardName}` : `${word} ${cardName}`;
  return extra.length ? `${base} (${extra.join(", ").toLowerCase()})` : base;
}

/**
 * How a move pays, in words: the Essences it exhausts ("Pay 1 Fire + 1 Water"), the +cards that Generate, the
 * Leader's Energy alone, or the engine's usual way (no payment named).
 * @param {Obj} move @param {Namer} names
 */
export function paymentLabel(move, names) {
  if (move.pay !== undefined) return payLabel(move.pay);
  const cards = move.generate;
  if (!Array.isArray(cards)) return "Pay as usual: Leader's Energy first";
  if (cards.length === 0) return "Pay with the Leader's Energy only";
  const named = cards.map((c) => names.cardName(String(c)) || String(c)).join(" and ");
  return `Generate from ${named}, Leader's Energy for the rest`;
}

/** Where a move goes, in words: "front row, slot 3", "unit zone 2", "Bot". @param {Obj} move @param {Namer} names */
export function placeLabel(move, names) {
  if (move.row !== undefined) return `${move.row} row, slot ${move.slot}`;
  if (SLOT_OF[String(move.type)]) return `${SLOT_OF[String(move.type)]} slot`;
  if (typeof move.zone === "string") {
    const kind = move.zone.startsWith("u") ? "unit zone" : move.zone.startsWith("e") ? "event zone" : "zone";
    return `${kind} ${move.zone.replace(/^[a-z]+/, "")}`;
  }
  for (const key of PLACE_FIELDS) if (typeof move[key] === "string") return valueLabel(move[key], names);
  return "";
}

/**
 * The chosen card's panel: what it does (a button per verb), and, once a verb with places is chosen, the places
 * the board does not show (an Abyss card, a seat off screen) and the moves still left to tell apart.
 * @param {{ moves: Obj[], cardName: string, verb: string | null, place: string | null, onBoard: Set<string>,
 *   names: Namer, busy: boolean, onVerb: (verb: string) => void, onPlace: (key: string) => void,
 *   send: (move: Obj) => void }} props
 */
export function MoveChoices({ moves, cardName, verb, place, onBoard, names, busy, onVerb, onPlace, send }) {
  const verbs = byVerb(moves);
  const chosen = verb ? verbs.get(verb) || [] : [];
  const offBoard = [...new Map(chosen.filter((m) => targetKey(m) && !onBoard.has(String(targetKey(m))))
    .map((m) => [String(targetKey(m)), m])).entries()];
  const left = place ? chosen.filter((m) => targetKey(m) === place) : [];
  const spots = new Set(chosen.map((m) => targetKey(m)).filter(Boolean)).size; // a place paid for two ways counts once
  // a move with no place but several ways to pay: the payments, once its verb is chosen
  const paying = chosen.some((m) => targetKey(m)) ? [] : payments(chosen);
  return html`<div class="pick-verbs" role="group" aria-label=${`Moves for ${cardName}`}>
      ${[...verbs.entries()].map(([key, list]) => {
        const placed = list.some((m) => targetKey(m)) || payments(list).length > 0;
        const label = verbLabel(list[0], cardName);
        return placed
          ? html`<button type="button" class=${`move${verb === key ? " primary" : ""}`} key=${key} aria-pressed=${verb === key}
              disabled=${busy} onClick=${() => onVerb(key)}>${label}…</button>`
          : html`<button type="button" class="move primary" key=${key} disabled=${busy} onClick=${() => send(list[0])}>${label}</button>`;
      })}
    </div>
    ${verb && chosen.some((m) => targetKey(m)) && html`<p class="pick-hint" id="pick-hint">
      Tap a highlighted place${offBoard.length ? " or one below" : ""}: ${spots} choice${spots === 1 ? "" : "s"}.</p>`}
    ${offBoard.length > 0 && html`<div class="pick-places" role="group" aria-label="Other places">
      ${offBoard.map(([key, m]) => html`<button type="button" class="move target" key=${key} disabled=${busy}
        onClick=${() => onPlace(key)}>${verbLabel(m, cardName)} · ${placeLabel(m, names)}</button>`)}</div>`}
    ${left.length > 1 && (payments(left).length ? html`<${PayChoices} moves=${left} names=${names} busy=${busy} send=${send} />`
      : html`<div class="pick-places" role="group" aria-label="Which one">
      ${left.map((m, i) => html`<button type="button" class="move target" key=${i} disabled=${busy}
        onClick=${() => send(m)}>${actionLabel(m, names)}</button>`)}</div>`)}
    ${paying.length > 0 && html`<${PayChoices} moves=${paying} names=${names} busy=${busy} send=${send} />`}`;
}

/**
 * The ways to pay for one move, the engine's default first ("Pay 2 Fire", "Pay 1 Fire + 1 Water"): what is left
 * unexhausted decides what can still be played, in this turn and in the opponents' turns.
 * @param {{ moves: Obj[], names: Namer, busy: boolean, send: (move: Obj) => void }} props
 */
export function PayChoices({ moves, names, busy, send }) {
  return html`<p class="pick-hint" id="pay-hint">How to pay: the first keeps the most options open.</p>
    <div class="pick-places" role="group" aria-label="How to pay" aria-describedby="pay-hint">
      ${moves.map((m, i) => html`<button type="button" class=${`move${i === 0 ? " primary" : ""}`} key=${i} disabled=${busy}
        onClick=${() => send(m)}>${paymentLabel(m, names)}</button>`)}</div>`;
}

/**
 * A move that would lose the game, held until the player confirms it (focus goes to Cancel: the safe choice).
 * @param {{ warning: string, label: string, busy: boolean, onConfirm: () => void, onCancel: () => void }} props
 */
export function LosingMoveCheck({ warning, label, busy, onConfirm, onCancel }) {
  const cancel = useRef(/** @type {HTMLButtonElement | null} */ (null));
  useEffect(() => cancel.current?.focus(), []);
  return html`<div class="notice error losing" role="alertdialog" aria-labelledby="losing-title" aria-describedby="losing-text">
    <p class="notice-title" id="losing-title">This move loses the game</p>
    <p id="losing-text">${warning}</p>
    <div class="row">
      <button type="button" class="danger" disabled=${busy} onClick=${onConfirm}>${`${label} anyway`}</button>
      <button type="button" ref=${cancel} onClick=${onCancel}>Cancel</button>
    </div>
  </div>`;
}
