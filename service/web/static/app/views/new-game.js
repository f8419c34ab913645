// New game: the form for any ruleset, built from GET /v1/rulesets/{id} (players, player fields) and its demo decks
// (engine mode against the AI where a ruleset's decks are playable in it).
import { html, humanize, navigate, ProblemNotice, useEffect, useState, useTask, useTitle } from "../ui.js";
import { api, ok, ruleset as loadRuleset, write } from "../api.js";
import { collect, initialValues, playerFieldsSchema, SchemaFields } from "../schema-form.js";
import { signInThenBack } from "../router.js";
import { rememberSetup } from "./rematch.js";

/** @typedef {import("../api.js").Schemas} Schemas */
/** @typedef {Schemas["Ruleset"]} Ruleset */
/** @typedef {Schemas["DemoDeck"]} DemoDeck */
/** @typedef {{ name: string, fields: Record<string, unknown>, deck: string, ai: string, budget: string }} PlayerDraft */

/** AI levels (the `Ai.level` enum of the API; a removed level fails the type check). */
const AI_LEVELS = /** @type {Schemas["Ai"]["level"][]} */ (["easy", "normal", "hard", "greedy", "random"]);

/** @param {{ session: import("../session.js").Session | null }} props */
export function NewGame({ session }) {
  useTitle("New game");
  const [ids, setIds] = useState(/** @type {string[]} */ ([]));
  const [rulesetId, setRulesetId] = useState("");
  const [info, setInfo] = useState(/** @type {Ruleset | null} */ (null));
  const [decks, setDecks] = useState(/** @type {DemoDeck[]} */ ([]));
  const [mode, setMode] = useState(/** @type {"tracker" | "engine"} */ ("tracker"));
  const [players, setPlayers] = useState(/** @type {PlayerDraft[]} */ ([]));
  const [firstPlayer, setFirstPlayer] = useState("");
  const [load, , loadProblem] = useTask();
  const [run, busy, problem] = useTask();

  useEffect(() => {
    load(async () => {
      const list = await ok(api.GET("/v1/rulesets"));
      setIds(list.items.map((r) => r.id));
      setRulesetId((current) => current || list.items[0]?.id || "");
    });
  }, []);
  useEffect(() => {
    if (!rulesetId) return;
    let stale = false; // another game was chosen before this one's description arrived
    // the last game's form goes at once: a choice made in it (e.g. against the AI) would be undone on arrival
    setInfo(null);
    setDecks([]);
    setMode("tracker");
    load(async () => {
      const [found, demo] = await Promise.all([
        loadRuleset(rulesetId),
        ok(api.GET("/v1/rulesets/{ruleset_id}/demo-decks", { params: { path: { ruleset_id: rulesetId } } })),
      ]);
      if (stale) return;
      setInfo(found);
      setDecks(demo.items.filter((d) => d.engine));
      const count = Math.max(2, found.players.min);
      setPlayers((current) => Array.from({ length: count }, (_, i) => blankPlayer(found, current[i]?.name || "", i, demo.items)));
      setMode("tracker");
      setFirstPlayer("");
    });
    return () => {
      stale = true;
    };
  }, [rulesetId]);

  if (!session) {
    return html`<section class="card"><h1>New game</h1><p>Sign in to start a game (you can join one without an account).</p>
      <button type="button" class="primary" onClick=${() => navigate(signInThenBack())}>Sign in or create an account</button></section>`;
  }
  const engine = mode === "engine";
  const max = engine ? 2 : info?.players.max ?? 12;
  const setPlayer = (/** @type {number} */ i, /** @type {Partial<PlayerDraft>} */ change) =>
    setPlayers(players.map((p, j) => (j === i ? { ...p, ...change } : p)));
  const submit = (/** @type {Event} */ e) => {
    e.preventDefault();
    if (!info) return;
    run(async () => {
      const body = {
        ruleset: info.id,
        mode,
        players: players.map((p) => engine ? enginePlayer(p) : { name: p.name.trim(), ...collectFields(info, p.fields) }),
        first_player: firstPlayer || null,
      };
      const game = await write((headers) => api.POST("/v1/games", { body: /** @type {any} */ (body), headers }));
      if (engine) rememberSetup(game.id, body);
      navigate(`/app/games/${encodeURIComponent(game.id)}`);
    });
  };

  // no landmark name here: a label containing "game" would make the "Game" select ambiguous to find by label
  return html`<section class="card">
    <h1>New game</h1>
    <${ProblemNotice} problem=${loadProblem} />
    <form onSubmit=${submit} data-ruleset=${info ? info.id : ""}>
      <div class="field">
        <label for="game-ruleset">Game</label>
        <select id="game-ruleset" value=${rulesetId} aria-describedby="game-name" onChange=${(/** @type {any} */ e) => setRulesetId(e.currentTarget.value)}>
          ${ids.map((id) => html`<option value=${id}>${id}</option>`)}
        </select>
        <span class="hint" id="game-name">${info ? `${info.name}: ${playerRange(info)}` : ""}</span>
      </div>
      ${decks.length > 0 && html`<fieldset class="choice">
        <legend>Mode</legend>
        <label class="check"><input type="radio" name="mode" value="tracker" checked=${!engine} onChange=${() => setMode("tracker")} /> At a table (track counters)</label>
        <label class="check"><input type="radio" name="mode" value="engine" checked=${engine} onChange=${() => {
          setMode("engine");
          setPlayers(players.slice(0, 2));
        }} /> Against the AI (the app deals the cards)</label>
      </fieldset>`}
      ${info && players.map((p, i) => html`<fieldset class="player" key=${i}>
        <legend>Player ${i + 1}</legend>
        <div class="field"><label for=${`p${i}-name`}>Player ${i + 1} name</label>
          <input id=${`p${i}-name`} required maxlength="40" autocomplete="off" value=${p.name}
            onInput=${(/** @type {any} */ e) => setPlayer(i, { name: e.currentTarget.value })} /></div>
        ${engine ? html`<${EngineSeat} index=${i} player=${p} decks=${decks} onChange=${(/** @type {Partial<PlayerDraft>} */ c) => setPlayer(i, c)} />`
          : info.player_fields.map((f) => html`<${SchemaFields} key=${f.name}
            schema=${{ type: "object", properties: { [f.name]: f.schema }, required: f.required ? [f.name] : [] }}
            values=${p.fields} onChange=${(/** @type {Record<string, unknown>} */ v) => setPlayer(i, { fields: v })}
            labelPrefix=${`Player ${i + 1}`} idPrefix=${`p${i}`} />`)}
      </fieldset>`)}
      ${info && html`<div class="row">
        ${players.length < max && html`<button type="button" onClick=${() => setPlayers([...players, blankPlayer(info, "", players.length, decks)])}>Add player</button>`}
        ${players.length > Math.max(2, info.players.min) && html`<button type="button" onClick=${() => setPlayers(players.slice(0, -1))}>Remove player</button>`}
      </div>`}
      ${info && html`<div class="field"><label for="first-player">First player</label>
        <select id="first-player" value=${firstPlayer} onChange=${(/** @type {any} */ e) => setFirstPlayer(e.currentTarget.value)}>
          <option value="">As the rules decide (dice)</option>
          ${players.map((p, i) => html`<option value=${`p${i + 1}`}>${p.name || `Player ${i + 1}`}</option>`)}
        </select></div>`}
      <${ProblemNotice} problem=${problem} />
      <button type="submit" class="primary big" disabled=${busy || !info || info.id !== rulesetId}>Start game</button>
    </form>
  </section>`;
}

/** @param {{ index: number, player: PlayerDraft, decks: DemoDeck[], onChange: (change: Partial<PlayerDraft>) => void }} props */
function EngineSeat({ index, player, decks, onChange }) {
  const n = index + 1;
  return html`
    <div class="field"><label for=${`p${index}-deck`}>Player ${n} deck</label>
      <select id=${`p${index}-deck`} value=${player.deck} aria-describedby=${`p${index}-deck-hint`}
        onChange=${(/** @type {any} */ e) => onChange({ deck: e.currentTarget.value })}>
        ${decks.map((d) => html`<option value=${d.name}>${humanize(d.name.replace(/-/g, " "))}</option>`)}
      </select>
      <span class="hint" id=${`p${index}-deck-hint`}>${decks.find((d) => d.name === player.deck)?.description || ""}</span></div>
    <div class="field"><label for=${`p${index}-ai`}>Player ${n} played by</label>
      <select id=${`p${index}-ai`} value=${player.ai} onChange=${(/** @type {any} */ e) => onChange({ ai: e.currentTarget.value })}>
        <option value="">A person</option>
        ${AI_LEVELS.map((level) => html`<option value=${level}>AI: ${level}</option>`)}
      </select></div>
    ${player.ai && html`<div class="field"><label for=${`p${index}-budget`}>Player ${n} AI thinking time (ms)</label>
      <input id=${`p${index}-budget`} type="number" inputmode="numeric" min="20" max="10000" step="10" value=${player.budget}
        onInput=${(/** @type {any} */ e) => onChange({ budget: e.currentTarget.value })} /></div>`}`;
}

/** @param {Ruleset} info @param {string} name @param {number} index @param {DemoDeck[]} decks @returns {PlayerDraft} */
function blankPlayer(info, name, index, decks) {
  /** @type {Record<string, unknown>} */
  let fields = {};
  for (const f of info.player_fields) fields = { ...fields, ...initialValues({ type: "object", properties: { [f.name]: f.schema } }, [], null) };
  const engineDecks = decks.filter((d) => d.engine);
  return { name, fields, deck: engineDecks[index % Math.max(1, engineDecks.length)]?.name || "", ai: index === 1 ? "normal" : "", budget: "1000" };
}

/** @param {Ruleset} info @param {Record<string, unknown>} values */
function collectFields(info, values) {
  return collect(playerFieldsSchema(info.player_fields), values);
}

/** @param {PlayerDraft} p */
function enginePlayer(p) {
  /** @type {{ name: string, deck: string, ai?: { level: Schemas["Ai"]["level"], budget_ms: number } }} */
  const body = { name: p.name.trim(), deck: p.deck };
  if (p.ai) body.ai = { level: /** @type {Schemas["Ai"]["level"]} */ (p.ai), budget_ms: Number(p.budget) || 1000 };
  return body;
}

/** @param {Ruleset} info */
function playerRange(info) {
  const { min, max } = info.players;
  return max === min ? `${min} players` : max ? `${min} to ${max} players` : `${min} or more players`;
}
