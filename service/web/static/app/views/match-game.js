// A pairing's tracked games: open the ones linked; start the match's game, or its next one once the linked games
// have ended without deciding it (created on the event's rules and linked, with each player's account in its seat);
// report the result the games decided. A ruleset that asks each player for more than a name (Oversoul's leader,
// Athernum's starting card) gets its fields for every player of the match first: one phone starts the table's game.
import { html, navigate, ProblemNotice, useEffect, useState, useTask, Link } from "../ui.js";
import { api, ok, ruleset as loadRuleset, write } from "../api.js";
import { LiveGame } from "../live.js";
import { collect, initialValues, playerFieldsSchema, SchemaFields } from "../schema-form.js";

/** @typedef {import("../api.js").Schemas} Schemas */
/** @typedef {Schemas["Ruleset"]} Ruleset */

/** @typedef {{ game_id: string, seats: Record<string, string>, chain_head?: string }} LinkedGame */

/** @param {{ match: Schemas["Match"], tournament: Schemas["Tournament"], onChange: () => void }} props */
export function MatchGame({ match, tournament, onChange }) {
  const [info, setInfo] = useState(/** @type {Ruleset | null} */ (null));
  const [ended, setEnded] = useState(/** @type {(string | string[] | null)[] | null} */ (null));
  const [setup, setSetup] = useState(/** @type {Record<string, Record<string, unknown>> | null} */ (null));
  const [run, busy, problem] = useTask();
  const games = /** @type {LinkedGame[]} */ (match.games || []);
  const linked = games.map((g) => g.game_id).join(" ");
  useEffect(() => {
    loadRuleset(tournament.ruleset).then(setInfo, () => {});
  }, [tournament.ruleset]);
  useEffect(() => {
    setEnded(null);
    if (!games.length) return;
    // the winners of the linked games, once all have ended: each game still going is followed on its stream and read
    // again when a move is made (a game is often played on the other player's phone)
    /** @type {LiveGame[]} */
    const streams = [];
    let gone = false;
    const read = (/** @type {string} */ id, version = 0) => ok(api.GET("/v1/games/{game_id}", {
      params: { path: { game_id: id }, query: version ? { min_version: version } : {} },
    }));
    Promise.all(games.map((g) => read(g.game_id))).then((docs) => {
      const settle = () => {
        if (gone || !docs.every((d) => d.status === "finished")) return;
        streams.forEach((s) => s.stop());
        setEnded(docs.map((d) => /** @type {string | string[] | null} */ (d.winner)));
      };
      docs.forEach((doc, i) => {
        if (gone || doc.status === "finished") return;
        const live = new LiveGame(doc.id, {
          onEntry: (entry) => read(doc.id, entry.number).then((now) => {
            if (now.version >= docs[i].version) docs[i] = now; // answers may cross: never go back
            settle();
          }, () => {}),
          onStatus: () => {},
        });
        streams.push(live);
        live.start(doc.version);
      });
      settle();
    }, () => {}); // not a player of the game (staff): the links are all this page offers
    return () => {
      gone = true;
      streams.forEach((s) => s.stop());
    };
  }, [linked]);
  const bestOf = /** @type {{ best_of?: number }} */ (tournament.match).best_of || 1;
  const decided = ended !== null && (match.kind === "pod" || games.length >= bestOf
    || Math.max(...match.players.map((p) => gamesWon(games, ended, p.id))) >= Math.floor(bestOf / 2) + 1);
  const next = !games.length || (ended !== null && !decided) ? games.length + 1 : 0;
  const fields = info ? info.player_fields : [];
  const path = { tournament_id: tournament.id, match_id: match.id };
  const start = (/** @type {Record<string, Record<string, unknown>> | null} */ players) => run(async () => {
    const body = players ? { players } : {};
    const started = await write((headers) =>
      api.POST("/v1/tournaments/{tournament_id}/matches/{match_id}/games", { params: { path }, body, headers }));
    const now = /** @type {LinkedGame[]} */ (started.games);
    navigate(`/app/games/${encodeURIComponent(now[now.length - 1].game_id)}`);
  });
  const report = () => run(async () => {
    await write((headers) =>
      api.POST("/v1/tournaments/{tournament_id}/matches/{match_id}/result", { params: { path }, body: { from_game: true }, headers }));
    onChange();
  });
  const label = games.length ? `Start game ${next}` : "Start the game";
  return html`<div class="match-games">
    ${games.length > 0 && html`<p>${games.map((g, i) => html`<${Link} key=${g.game_id} href=${`/app/games/${encodeURIComponent(g.game_id)}`}>
      ${games.length > 1 ? `Open game ${i + 1}` : "Open the game"}</${Link}> `)}</p>`}
    <${ProblemNotice} problem=${problem} />
    ${decided && html`<p><button type="button" class="primary" disabled=${busy} onClick=${report}>
      ${games.length > 1 ? "Report the result of the games" : "Report the game's result"}</button></p>`}
    ${info && next > 0 && (fields.length === 0
      ? html`<p><button type="button" disabled=${busy} onClick=${() => start(null)}>${label}</button></p>`
      : setup === null
        ? html`<p><button type="button" onClick=${() => setSetup(blankSetup(info, match))}>${label}…</button></p>`
        : html`<${SetupForm} info=${info} match=${match} values=${setup} onChange=${setSetup} busy=${busy}
            label=${label} onCancel=${() => setSetup(null)} onSubmit=${() => start(collectSetup(info, setup))} />`)}
  </div>`;
}

/** Games the player won of those linked (`winners`: each game's winning seat, or seats for a shared win).
 * @param {LinkedGame[]} games @param {(string | string[] | null)[]} winners @param {string} playerId */
function gamesWon(games, winners, playerId) {
  return games.filter((g, i) => {
    const w = winners[i];
    const won = typeof w === "string" ? [w] : w || [];
    return won.length === 1 && won[0] === g.seats[playerId]; // a shared win or none is a drawn game (the API's rule)
  }).length;
}

/**
 * Each player's setup fields, labelled with the player's name.
 * @param {{ info: Ruleset, match: Schemas["Match"], values: Record<string, Record<string, unknown>>,
 *   onChange: (values: Record<string, Record<string, unknown>>) => void, busy: boolean, label: string,
 *   onCancel: () => void, onSubmit: () => void }} props
 */
function SetupForm({ info, match, values, onChange, busy, label, onCancel, onSubmit }) {
  const schema = playerFieldsSchema(info.player_fields);
  return html`<form class="match-setup" aria-label=${`${label}: set-up`} onSubmit=${(/** @type {Event} */ e) => {
    e.preventDefault();
    onSubmit();
  }}>
    ${match.players.map((p, i) => html`<fieldset class="player" key=${p.id}><legend>${p.name}</legend>
      <${SchemaFields} schema=${schema} values=${values[p.id] || {}} labelPrefix=${p.name} idPrefix=${`m${match.id}-p${i}`}
        onChange=${(/** @type {Record<string, unknown>} */ v) => onChange({ ...values, [p.id]: v })} />
    </fieldset>`)}
    <div class="row">
      <button type="submit" class="primary" disabled=${busy}>${label}</button>
      <button type="button" disabled=${busy} onClick=${onCancel}>Cancel</button>
    </div>
  </form>`;
}

/** @param {Ruleset} info @param {Schemas["Match"]} match */
function blankSetup(info, match) {
  const schema = playerFieldsSchema(info.player_fields);
  return Object.fromEntries(match.players.map((p) => [p.id, initialValues(schema, [], null)]));
}

/** @param {Ruleset} info @param {Record<string, Record<string, unknown>>} values */
function collectSetup(info, values) {
  const schema = playerFieldsSchema(info.player_fields);
  return Object.fromEntries(Object.entries(values).map(([id, v]) => [id, collect(schema, v)]));
}
