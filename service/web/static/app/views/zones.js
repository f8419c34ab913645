// The boards as each game lays them out: Chronicles of Arcane's Front and Back Rows of six slots, Oversoul's five
// Unit Zones before the Event Zones and the Leader, Athernum's main character, location and five character slots
// (items under their characters), Achroma's Canvas. Every card is a button that picks it (its
// details and moves show in the hand's panel); a place the chosen move can go to is a highlighted button that sends it.
import { html, humanize } from "../ui.js";
import { cardFacts } from "./card-facts.js";
import { winners } from "./board.js";
import { athernumBoard, resourcesText, TableLine } from "./athernum.js";

/** @typedef {import("../api.js").Game} Game */
/** @typedef {import("../api.js").Ruleset} Ruleset */
/** @typedef {import("../labels.js").Namer} Namer */
/** @typedef {Record<string, unknown>} Obj */
/**
 * @typedef {{ game: Game, names: Namer, me: string | null, targets: Map<string, string>, onTarget: (key: string) => void,
 *   selected: string | null, onSelect: (card: string) => void, movable: Set<string> }} BoardProps
 */

const ARCANE_SLOTS = [1, 2, 3, 4, 5, 6];
const OVERSOUL_UNITS = ["u1", "u2", "u3", "u4", "u5"];
const OVERSOUL_BACK = ["e1", "e2", "leader", "e3"];
const ATHERNUM_SLOTS = [1, 2, 3, 4, 5];

/** The seats in board order: the others first (across the table), the acting seat last (nearest the hand). */
export function boardOrder(/** @type {Game} */ game, /** @type {string | null} */ me) {
  const ids = game.seats.map((s) => String(s.seat));
  return [...ids.filter((s) => s !== me), ...ids.filter((s) => s === me)];
}

/** Every place key the board shows, so the panel lists only the others. @param {Game} game @returns {Set<string>} */
export function boardKeys(game) {
  const keys = new Set(game.seats.map((s) => `seat:${s.seat}`));
  for (const seat of game.seats) {
    const id = String(seat.seat);
    if (game.ruleset === "arcane") for (const row of ["front", "back"]) for (const n of ARCANE_SLOTS) keys.add(`slot:${id}:${row}:${n}`);
    if (game.ruleset === "oversoul") for (const z of [...OVERSOUL_UNITS, ...OVERSOUL_BACK]) keys.add(`zone:${id}:${z}`);
    if (game.ruleset === "athernum") {
      keys.add(`slot:${id}:location`);
      // a new character takes the next free slot: the board shows that slot while there is one
      if (athernumBoard(game, id).characters.length < ATHERNUM_SLOTS.length) keys.add(`slot:${id}:character`);
    }
  }
  for (const entry of boardCards(game)) keys.add(`card:${entry.card}`);
  return keys;
}

/** Every card entry on the boards (with the cards attached to them). @param {Game} game @returns {Obj[]} */
function boardCards(game) {
  /** @type {Obj[]} */
  const out = [];
  /** @param {unknown} bySeat */
  const add = (bySeat) => {
    for (const list of Object.values(/** @type {Obj} */ (bySeat || {}))) {
      for (const e of /** @type {Obj[]} */ (Array.isArray(list) ? list : [])) {
        out.push(e);
        for (const a of /** @type {Obj[]} */ (Array.isArray(e.attached) ? e.attached : [])) out.push(a);
      }
    }
  };
  for (const key of ["front_row", "back_row", "ancients", "canvases", "board"]) add(game[key]);
  // Athernum's board is one map of every card in play (characters, items, locations) by instance
  if (game.ruleset === "athernum") out.push(.../** @type {Obj[]} */ (Object.values(/** @type {Obj} */ (game.board || {}))));
  for (const s of game.seats) if (s.leader) out.push(/** @type {Obj} */ (s.leader));
  return out;
}

/** @param {BoardProps} props */
export function Boards(props) {
  const { game, me } = props;
  return html`<div class="boards">
    ${game.ruleset === "athernum" && html`<${TableLine} game=${game} names=${props.names} />`}
    ${boardOrder(game, me).map((id) => {
      const name = props.names.seatName(id);
      return html`<div class=${`board-side${id === me ? " mine" : ""}`} role="group" aria-label=${`${name} board`} key=${id}>
        <p class="board-owner">${id === me ? "Your board" : `${name}’s board`}</p>
        ${game.ruleset === "arcane" ? html`<${ArcaneSide} ...${props} seat=${id} />`
          : game.ruleset === "oversoul" ? html`<${OversoulSide} ...${props} seat=${id} />`
          : game.ruleset === "athernum" ? html`<${AthernumSide} ...${props} seat=${id} />`
          : html`<${CanvasSide} ...${props} seat=${id} />`}
      </div>`;
    })}
  </div>`;
}

/** @param {BoardProps & { seat: string }} props */
function ArcaneSide(props) {
  const { game, seat, me } = props;
  const name = props.names.seatName(seat);
  const rows = seat === me ? ["front", "back"] : ["back", "front"];
  const ancients = /** @type {Obj[]} */ ((/** @type {Obj} */ (game.ancients || {}))[seat] || []);
  const essences = /** @type {Obj[]} */ ((/** @type {Obj} */ (game.essences || {}))[seat] || []);
  const domains = /** @type {Obj[]} */ ((/** @type {Obj} */ (game.domains || {}))[seat] || []);
  const ready = essences.filter((e) => !e.exhausted).length;
  return html`
    ${rows.map((row) => {
      const cards = /** @type {Obj[]} */ ((/** @type {Obj} */ (game[`${row}_row`] || {}))[seat] || []);
      return html`<div class="slots six" role="group" aria-label=${`${name} ${row} row`} key=${row}>
        <span class="row-name" aria-hidden="true">${humanize(row)}</span>
        ${ARCANE_SLOTS.map((n) => html`<${Place} ...${props} key=${n} placeKey=${`slot:${seat}:${row}:${n}`}
          where=${`${row} row, slot ${n}`} entry=${cards.find((c) => Number(c.slot) === n)} />`)}
      </div>`;
    })}
    <p class="side-facts small">
      <span>Essences ${ready}/${essences.length} ready</span>
      ${ancients.map((a) => html` · <${CardButton} ...${props} entry=${a} inline=${true} />`)}
      ${domains.map((d) => html` · <${CardButton} ...${props} entry=${d} inline=${true} />`)}
    </p>`;
}

/** @param {BoardProps & { seat: string }} props */
function OversoulSide(props) {
  const { game, seat, me } = props;
  const name = props.names.seatName(seat);
  const entries = /** @type {Obj[]} */ ((/** @type {Obj} */ (game.board || {}))[seat] || []);
  const info = /** @type {Obj} */ (game.seats.find((s) => s.seat === seat) || {});
  const leader = entries.find((e) => e.zone === "leader") || /** @type {Obj | undefined} */ (info.leader);
  const units = html`<div class="slots five" role="group" aria-label=${`${name} unit zones`} key="u">
    ${OVERSOUL_UNITS.map((z, i) => html`<${Place} ...${props} key=${z} placeKey=${`zone:${seat}:${z}`}
      where=${`unit zone ${i + 1}`} entry=${entries.find((e) => e.zone === z)} />`)}</div>`;
  const back = html`<div class="slots five" role="group" aria-label=${`${name} event zones and Leader`} key="e">
    ${OVERSOUL_BACK.map((z) => html`<${Place} ...${props} key=${z} placeKey=${`zone:${seat}:${z}`}
      where=${z === "leader" ? "Leader zone" : `event zone ${z.slice(1)}`} entry=${z === "leader" ? leader : entries.find((e) => e.zone === z)} />`)}</div>`;
  return seat === me ? html`${units}${back}` : html`${back}${units}`;
}

/** @param {BoardProps & { seat: string }} props */
function AthernumSide(props) {
  const { game, seat, me, targets, onTarget } = props;
  const name = props.names.seatName(seat);
  const side = athernumBoard(game, seat);
  const free = ATHERNUM_SLOTS[side.characters.length]; // the slot a character played now goes to
  /** @param {Obj | null} entry @param {string} key @param {string} where */
  const character = (entry, key, where) => (entry
    ? html`<div class="place filled" key=${key}><${CardButton} ...${props} entry=${entry} />
        ${side.itemsOf(String(entry.card)).map((i) => html`<${CardButton} ...${props} key=${String(i.card)} entry=${i} attached=${true} />`)}</div>`
    : html`<${Place} ...${props} key=${key} placeKey=${key} where=${where} />`);
  const slots = html`<div class="slots five" role="group" aria-label=${`${name} character slots`} key="c">
    ${ATHERNUM_SLOTS.map((n, i) => character(side.characters[i] || null,
      n === free ? `slot:${seat}:character` : `slot:${seat}:character:${n}`, `character slot ${n}`))}</div>`;
  const locationKey = `slot:${seat}:location`;
  const replacing = side.location && targets.get(locationKey);
  const back = html`<div class="slots two" role="group" aria-label=${`${name} main character and location`} key="m">
    ${character(side.main, `slot:${seat}:main`, "main character slot")}
    ${replacing ? html`<div class="place filled"><${CardButton} ...${props} entry=${/** @type {Obj} */ (side.location)} />
        <button type="button" class="move target" aria-label=${`${replacing} · location slot`} onClick=${() => onTarget(locationKey)}>
          <span aria-hidden="true">+</span></button></div>`
      : side.location ? html`<div class="place filled"><${CardButton} ...${props} entry=${side.location} /></div>`
      : html`<${Place} ...${props} placeKey=${locationKey} where="location slot" />`}</div>`;
  const facts = html`<p class="side-facts small" key="f">${resourcesText(game, seat)}</p>`;
  return seat === me ? html`${slots}${back}${facts}` : html`${facts}${back}${slots}`;
}

/** @param {BoardProps & { seat: string }} props */
function CanvasSide(props) {
  const { game, seat } = props;
  const canvas = /** @type {Obj[]} */ ((/** @type {Obj} */ (game.canvases || {}))[seat] || []);
  const hosts = canvas.filter((c) => !c.attached_to);
  if (canvas.length === 0) return html`<p class="muted small canvas-empty">Canvas empty</p>`;
  return html`<ul class="canvas">
    ${hosts.map((c) => html`<li key=${String(c.card)}>
      <${CardButton} ...${props} entry=${c} />
      ${canvas.filter((a) => a.attached_to === c.card).map((a) => html`<${CardButton} ...${props} key=${String(a.card)} entry=${a} attached=${true} />`)}
    </li>`)}
  </ul>`;
}

/**
 * A slot or zone: the card in it, or an empty place that is a button when the chosen move can go there.
 * @param {BoardProps & { placeKey: string, where: string, entry?: Obj }} props
 */
function Place(props) {
  const { placeKey, where, entry, targets, onTarget } = props;
  if (entry) return html`<div class="place filled"><${CardButton} ...${props} entry=${entry} /></div>`;
  const label = targets.get(placeKey);
  return label
    ? html`<button type="button" class="place target" aria-label=${`${label} · ${where}`} onClick=${() => onTarget(placeKey)}>
        <span aria-hidden="true">+</span></button>`
    : html`<div class="place empty" title=${where}><span class="visually-hidden">${where}: empty</span></div>`;
}

/**
 * A card on a board: a button that picks it, or (when a chosen move can target it) that sends the move.
 * @param {BoardProps & { entry: Obj, inline?: boolean, attached?: boolean }} props
 */
function CardButton({ game, entry, targets, onTarget, selected, onSelect, movable, inline = false, attached = false }) {
  const id = String(entry.card);
  const facts = cardFacts(game, entry);
  const key = `card:${id}`;
  const target = targets.get(key);
  const exhausted = entry.exhausted || Number(entry.ex) > 0; // Athernum counts Exhaustion Counters
  const cls = `bc${inline ? " inline" : ""}${attached ? " attached" : ""}${target ? " target" : ""}${movable.has(id) ? " playable" : ""}${exhausted ? " exhausted" : ""}${entry.up === false ? " face-down" : ""}`;
  const label = target ? `${target} · ${facts.name}` : `${facts.name}${facts.stats.length ? `, ${facts.stats.join(", ")}` : ""}${movable.has(id) ? ", playable" : ""}`;
  return html`<button type="button" class=${cls} aria-label=${label} aria-pressed=${target ? undefined : selected === id}
    onClick=${() => (target ? onTarget(key) : onSelect(id))}>
    <span class="bc-name">${facts.name}</span>
    ${!inline && facts.stats.length > 0 && html`<span class="bc-stats" aria-hidden="true">${shortStats(facts.stats)}</span>`}
    ${!inline && facts.marks.length > 0 && html`<span class="bc-marks" aria-hidden="true">${facts.marks.join(" ")}</span>`}
  </button>`;
}

/** "AP 2 · HP 3" as "2/3": a slot is small. @param {string[]} stats */
function shortStats(stats) {
  const n = (/** @type {string} */ p) => stats.find((s) => s.startsWith(p))?.replace(/\D+/g, "");
  const pair = (/** @type {string} */ a, /** @type {string} */ b) => (n(a) !== undefined && n(b) !== undefined ? `${n(a)}/${n(b)}` : null);
  return pair("AP", "HP") || pair("DMG", "HP") || pair("OFV", "DFV") || stats.slice(0, 2).join(" · ");
}

/**
 * Each seat in a line: its name, badges and the numbers that decide the game; a seat the chosen move can target
 * is a button. Each is a region named after the player.
 * @param {{ game: Game, ruleset: Ruleset, names: Namer, me: string | null, targets: Map<string, string>,
 *   onTarget: (key: string) => void }} props
 */
export function SeatStrips({ game, ruleset, names, me, targets, onTarget }) {
  const counters = ruleset.counters.filter((c) => c.per === "seat");
  const ai = /** @type {Obj} */ (game.ai_seats || {});
  const over = game.status === "finished";
  const active = over ? null : /** @type {Obj} */ (game.turn).active_seat;
  return html`<div class="seat-strips">
    ${boardOrder(game, me).map((id) => {
      const seat = /** @type {Obj} */ (game.seats.find((s) => s.seat === id) || {});
      const name = names.seatName(id);
      const badges = [id === active && "Turn", ai[id] && "AI", id === me && "You", seat.out && "Out", winners(game).includes(id) && "Winner"].filter(Boolean);
      const numbers = [
        ...counters.filter((c) => typeof seat[c.name] === "number").map((c) => ({ key: c.name, label: `${name} ${c.name}`, value: seat[c.name] })),
        ...["hand_size", "deck_size", "palette_size", "hand_count", "deck_count"].filter((k) => typeof seat[k] === "number" && !counters.some((c) => c.name === k))
          .map((k) => ({ key: k, label: `${name} ${k.replace(/_(size|count)$/, "")}`, value: seat[k] })),
      ];
      const target = targets.get(`seat:${id}`);
      return html`<section class=${`strip${id === active ? " active" : ""}${id === me ? " mine" : ""}`} aria-label=${name} key=${id}>
        <h2 class="strip-name">${name}</h2>
        ${badges.map((b) => html`<span class="badge">${b}</span>`)}
        <span class="strip-numbers">${numbers.map((n) => html`<span class="strip-number" key=${n.key}>
          <output aria-label=${n.label}>${String(n.value)}</output> <span aria-hidden="true">${humanize(n.key.replace(/_(size|count)$/, "")).toLowerCase()}</span></span>`)}</span>
        ${target && html`<button type="button" class="move target strip-target" onClick=${() => onTarget(`seat:${id}`)}>${target} · ${name}</button>`}
      </section>`;
    })}
  </div>`;
}
