// A game played card by card against the engine (game.mode "engine"): the players in a line, what the AI just did,
// the boards as the game lays them out, and the hand docked at the bottom of the screen. Pick a card, then what to do
// with it, then where (the board highlights the places); a move that would lose the game asks first. At the end: the
// result, a rematch, the history and the log's check.
import { html, Link, ProblemNotice, useEffect, useState } from "../ui.js";
import { actionLabel } from "../labels.js";
import { Confirmed } from "./action-sheet.js";
import { AiBanner } from "./ai-banner.js";
import { PLAY_VERBS, losingWarning } from "./card-facts.js";
import { EndScreen } from "./end-screen.js";
import { CardDetails, Hand } from "./hand.js";
import { History } from "./history.js";
import {
  byVerb, groupMoves, LosingMoveCheck, MoveChoices, passLabel, payments, pendingCard, StandingPass, standingPass, targetKey, verbLabel,
} from "./move-picker.js";
import { boardKeys, Boards, SeatStrips } from "./zones.js";
import { ThemeChoice } from "../theme.js";

/** @typedef {import("../api.js").Game} Game */
/** @typedef {import("../api.js").Ruleset} Ruleset */
/** @typedef {import("../api.js").Entry} Entry */
/** @typedef {import("../api.js").Schemas["LegalActions"]} LegalActions */
/** @typedef {import("../labels.js").Namer} Namer */
/** @typedef {Record<string, unknown>} Obj */
/** @typedef {{ card: string | null, verb: string | null, place: string | null }} Pick */
/** @typedef {{ move: Obj, warning: string, label: string }} Held */

const NO_PICK = /** @type {Pick} */ ({ card: null, verb: null, place: null });

/**
 * @param {{ game: Game, ruleset: Ruleset, entries: Entry[], legal: LegalActions | null, acting: string | null,
 *   seats: string[], names: Namer, act: (body: Obj) => Promise<boolean>, busy: boolean, liveText: string,
 *   liveStatus: string, loadProblem: import("../api.js").Problem | null, problem: import("../api.js").Problem | null,
 *   onActing: (seat: string) => void, notice?: unknown, extra?: unknown }} props
 */
export function EngineGame(props) {
  const { game, ruleset, entries, legal, acting, seats, names, act, busy } = props;
  const [pick, setPick] = useState(NO_PICK);
  const [held, setHeld] = useState(/** @type {Held | null} */ (null));
  useEffect(() => {
    setPick(NO_PICK);
    setHeld(null);
  }, [acting]);

  const over = game.status !== "active" || Boolean(game.archived);
  const me = acting || (seats[0] ?? null);
  const items = !over && legal && legal.seat === acting ? /** @type {Obj[]} */ (legal.items) : null;
  const grouped = groupMoves(items || [], game);
  const pending = pendingCard(game);
  // a card the engine waits on (an Arcane card to place) is picked for the player
  const cardId = pick.card ?? (pending && grouped.byCard.has(pending) ? pending : null);
  const cardMoves = cardId ? grouped.byCard.get(cardId) || [] : [];
  const verbs = byVerb(cardMoves);
  const onlyVerb = verbs.size === 1 ? [...verbs.keys()][0] : null;
  const verb = pick.verb && verbs.has(pick.verb) ? pick.verb : onlyVerb && cardMoves.some((m) => targetKey(m)) ? onlyVerb : null;
  const chosen = verb ? verbs.get(verb) || [] : [];
  const cardName = cardId ? names.cardName(cardId) || "Face-down card" : "";
  /** @type {Map<string, string>} */
  const targets = new Map();
  for (const m of chosen) {
    const key = targetKey(m);
    if (key && !targets.has(key)) targets.set(key, verbLabel(m, cardName));
  }

  const placing = chosen.some((m) => targetKey(m));
  // the places light up on the boards above the dock: bring the first into view
  useEffect(() => {
    if (placing) document.querySelector(".engine-game .target")?.scrollIntoView({ block: "nearest" });
  }, [placing, cardId, verb]);

  const send = async (/** @type {Obj} */ move, confirmed = false) => {
    const warning = confirmed ? null : losingWarning(game, move, names.cardName);
    if (warning) {
      setHeld({ move, warning, label: actionLabel(move, names) });
      return;
    }
    setHeld(null);
    if (await act(move)) setPick(NO_PICK);
  };
  const onTarget = (/** @type {string} */ key) => {
    const moves = chosen.filter((m) => targetKey(m) === key);
    if (moves.length === 1) send(moves[0]);
    else setPick({ card: cardId, verb, place: key });
  };
  const onSelect = (/** @type {string} */ id) => {
    setHeld(null);
    setPick(id === cardId && pick.card ? NO_PICK : { card: id, verb: null, place: null });
  };
  const movable = new Set(grouped.byCard.keys());
  const board = { game, names, me, targets, onTarget, selected: cardId, onSelect, movable };
  const mySeat = /** @type {Obj | undefined} */ (game.seats.find((s) => s.seat === me));
  const hand = /** @type {Obj[]} */ (Array.isArray(mySeat?.hand) ? mySeat.hand : []);
  const entry = cardId ? findEntry(game, cardId) : null;
  // answering a window: the other moves first, then Pass and the standing passes; Stop passing sits in its notice
  const passes = grouped.loose.filter((m) => m.type === "pass");
  const stop = grouped.loose.find((m) => m.type === "stop_passing") || null;
  const others = grouped.loose.filter((m) => m.type !== "pass" && m.type !== "stop_passing");
  const standing = standingPass(game, me);

  return html`<div class="engine-game">
    <h1 class="game-title">${ruleset.name} vs AI
      <span class=${`live-status ${over ? "closed" : props.liveStatus}`} role="status">${over ? "" : props.liveText}</span></h1>
    <${ProblemNotice} problem=${props.loadProblem} />
    <p class="turn-line">${over ? "" : turnText(game, names)}</p>
    ${props.notice}
    <${AiBanner} game=${game} entries=${entries} names=${names} />
    <${EndScreen} game=${game} names=${names} me=${me} />
    <${SeatStrips} game=${game} ruleset=${ruleset} names=${names} me=${me} targets=${targets} onTarget=${onTarget} />
    <section class="engine-board" aria-label="Board"><${Boards} ...${board} /></section>
    ${!over && me && html`<section class="engine-dock" aria-label="Your hand and moves">
      ${seats.length > 1 && html`<div class="field inline"><label for="acting-seat">Acting as</label>
        <select id="acting-seat" value=${acting || ""} onChange=${(/** @type {any} */ e) => props.onActing(e.currentTarget.value)}>
          ${seats.map((s) => html`<option value=${s}>${names.seatName(s)}</option>`)}</select></div>`}
      <${ProblemNotice} problem=${props.problem} id="action-problem" />
      ${held && html`<${LosingMoveCheck} warning=${held.warning} label=${held.label} busy=${busy}
        onConfirm=${() => send(held.move, true)} onCancel=${() => setHeld(null)} />`}
      ${standing && html`<${StandingPass} until=${standing} stop=${stop} busy=${busy} send=${send} />`}
      <div class="dock-moves" role="group" aria-label="Moves">
        ${items === null ? html`<p class="muted dock-wait">Loading…</p>`
          : items.length === 0 ? html`<p class="muted dock-wait">Nothing to do until the other player moves.</p>`
          : [...others.map((m, i) => html`<button type="button" class="move" key=${`m${i}`} disabled=${busy}
              onClick=${() => send(m)}>${actionLabel(m, names)}</button>`),
            ...passes.map((m, i) => html`<button type="button" class=${`move${m.until ? " quiet" : ""}`} key=${`p${i}`}
              disabled=${busy} onClick=${() => send(m)}>${passLabel(m)}</button>`)]}
      </div>
      ${placing ? pick.card && html`<button type="button" class="move quiet" onClick=${() => setPick(NO_PICK)}>Back to your hand</button>`
        : html`<${Hand} game=${game} seat=${me} cards=${hand} movesOf=${(/** @type {string} */ id) => grouped.byCard.get(id) || []}
          selected=${cardId} onSelect=${onSelect} />`}
      ${entry && html`<div class="pick-panel" aria-labelledby="picked-card">
        <${CardDetails} game=${game} seat=${me} entry=${entry} playable=${cardMoves.some((m) => PLAY_VERBS.has(String(m.type)))} />
        ${cardMoves.length === 0 ? html`<p class="muted">No move for this card now.</p>`
          : html`<${MoveChoices} moves=${cardMoves} cardName=${cardName} verb=${verb} place=${pick.place} onBoard=${boardKeys(game)}
              names=${names} busy=${busy} onVerb=${(/** @type {string} */ v) => setPick({ card: cardId, verb: v, place: null })}
              onPlace=${onTarget} send=${send} />`}
        ${verb && (payments(chosen).length ? [] : chosen.filter((m) => !targetKey(m))).map((m, i) => html`<button type="button" class="move" key=${`u${i}`}
          disabled=${busy} onClick=${() => send(m)}>${actionLabel(m, names)}</button>`)}
      </div>`}
      ${grouped.tucked.length > 0 && html`<details class="more"><summary>More actions</summary>
        ${grouped.tucked.map((m, i) => html`<${Confirmed} key=${i} label=${actionLabel(m, names)} busy=${busy} onConfirm=${() => send(m)} />`)}
      </details>`}
    </section>`}
    ${props.extra}
    <${History} entries=${entries} ruleset=${ruleset} names=${names} />
    <p class="row small">
      <${Link} href=${`/app/games/${encodeURIComponent(game.id)}/projector`}>Projector view</${Link}>
      <span class="muted">${game.viewer.role === "spectator" ? "You are watching." : ""}</span>
      <${ThemeChoice} />
    </p>
  </div>`;
}

/** The `{card, card_id}` entry of a card instance wherever the document holds it. @param {Game} game @param {string} id */
function findEntry(game, id) {
  /** @type {Obj | null} */
  let found = null;
  /** @param {unknown} node @param {number} depth */
  const walk = (node, depth) => {
    if (found || depth > 6 || !node || typeof node !== "object") return;
    if (Array.isArray(node)) {
      node.forEach((n) => walk(n, depth + 1));
      return;
    }
    const obj = /** @type {Obj} */ (node);
    if (obj.card === id && "card_id" in obj) found = obj;
    else if (obj.card === id && "zone" in obj) found = obj; // a face-down Oversoul card: no card_id
    for (const [key, value] of Object.entries(obj)) if (key !== "cards") walk(value, depth + 1);
  };
  walk(game, 0);
  return found;
}

/** @param {Game} game @param {Namer} names */
function turnText(game, names) {
  const turn = /** @type {Obj} */ (game.turn);
  const parts = [];
  if (turn.number) parts.push(`Turn ${turn.number}`);
  if (turn.active_seat) parts.push(`${names.seatName(String(turn.active_seat))} to play`);
  if (turn.step) parts.push(String(turn.step).replace(/_/g, " "));
  if (typeof game.phase === "string") parts.push(game.phase.replace(/_/g, " "));
  return parts.join(" · ");
}
