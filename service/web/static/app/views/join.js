// Join a table by its code (typed, or opened from the table's QR code: /app/join/{game}#code=…).
import { html, navigate, ProblemNotice, useEffect, useRef, useState, useTask, useTitle } from "../ui.js";
import { api, ok, write } from "../api.js";
import { keepSeatToken } from "../session.js";

/** @typedef {import("../api.js").Schemas["JoinLookupResult"]} Lookup */

const CODE_LENGTH = 6;

/** @param {{ gameId: string | null, session: import("../session.js").Session | null }} props */
export function Join({ gameId, session }) {
  useTitle("Join game");
  const fromLink = new URLSearchParams(location.hash.slice(1)).get("code") || "";
  const [code, setCode] = useState(fromLink);
  const [lookup, setLookup] = useState(/** @type {Lookup | null} */ (null));
  const [seat, setSeat] = useState("");
  const [name, setName] = useState("");
  const [find, finding, findProblem, setFindProblem] = useTask();
  const [run, busy, problem] = useTask();
  const asked = useRef("");

  useEffect(() => {
    const normal = code.trim().toUpperCase().replace(/[\s-]/g, "");
    if (normal.length < CODE_LENGTH) {
      setLookup(null);
      setFindProblem(null);
      return;
    }
    if (asked.current === normal) return;
    asked.current = normal;
    const timer = setTimeout(() => find(async () => {
      const found = await ok(api.POST("/v1/games/lookup", { body: { join_code: normal, game_id: gameId } }));
      setLookup(found);
      setSeat(defaultSeat(found));
    }), 150);
    return () => clearTimeout(timer);
  }, [code]);

  const submit = (/** @type {Event} */ e) => {
    e.preventDefault();
    run(async () => {
      const target = lookup || (await ok(api.POST("/v1/games/lookup", { body: { join_code: code, game_id: gameId } })));
      const joined = await write((headers) => api.POST("/v1/games/{game_id}/join", {
        params: { path: { game_id: target.game_id } }, headers,
        body: { join_code: code, seat: seat || null, name: session ? null : name.trim() || null },
      }));
      if (joined.seat_token) keepSeatToken(target.game_id, { token: joined.seat_token, name: name.trim() || null });
      navigate(`/app/games/${encodeURIComponent(target.game_id)}`, true);
    });
  };

  return html`<section class="card narrow" aria-labelledby="join-title">
    <h1 id="join-title">Join game</h1>
    <form onSubmit=${submit}>
      <div class="field"><label for="join-code">Join code</label>
        <input id="join-code" class="code-input" required autocomplete="off" autocapitalize="characters" spellcheck="false"
          maxlength="20" value=${code} aria-describedby="join-code-hint" onInput=${(/** @type {any} */ e) => setCode(e.currentTarget.value)} />
        <span class="hint" id="join-code-hint">${finding ? "Looking for the table…" : lookup ? `Found: ${lookup.ruleset}, ${lookup.seats.map((s) => s.name).join(", ")}` : "Six letters and digits, shown on the table's screen."}</span>
      </div>
      <${ProblemNotice} problem=${findProblem} />
      <div class="field"><label for="join-seat">Seat</label>
        <select id="join-seat" value=${seat} onChange=${(/** @type {any} */ e) => setSeat(e.currentTarget.value)}>
          <option value="">Watch only (no seat)</option>
          ${(lookup?.seats || []).map((s) => html`<option value=${s.seat} disabled=${s.taken || s.ai}>${s.name}${s.ai ? " (AI)" : s.taken ? " (taken)" : ""}</option>`)}
        </select></div>
      ${!session && html`<div class="field"><label for="join-name">Your name</label>
        <input id="join-name" maxlength="40" autocomplete="nickname" value=${name} aria-describedby="join-name-hint"
          onInput=${(/** @type {any} */ e) => setName(e.currentTarget.value)} />
        <span class="hint" id="join-name-hint">You are joining as a guest: this phone keeps your seat.</span></div>`}
      <${ProblemNotice} problem=${problem} />
      <button type="submit" class="primary big" disabled=${busy}>Join</button>
    </form>
  </section>`;
}

/** The first free seat a person can take, preferring one after the first (by convention the creator's). */
function defaultSeat(/** @type {Lookup} */ found) {
  const free = found.seats.filter((s) => !s.taken && !s.ai);
  return (free.find((s) => s.seat !== found.seats[0]?.seat) || free[0])?.seat || "";
}
