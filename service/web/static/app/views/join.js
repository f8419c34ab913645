// Join a table by its code (typed, or opened from the table's QR code: /app/join/{game}#code=…). A phone is a
// spectator until its person picks a free seat (and, as a guest, gives a name): a link never hands anyone a seat.
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
  // what this phone must still give before it takes a seat, said beside the field it concerns
  const [missing, setMissing] = useState(/** @type {{ seat?: string, name?: string }} */ ({}));
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
      setSeat((picked) => (found.seats.some((s) => s.seat === picked && !s.taken && !s.ai) ? picked : ""));
    }), 150);
    return () => clearTimeout(timer);
  }, [code]);

  /** Join the table: with `asSeat`, to play that seat (a guest names themself); with none, to watch. */
  const enter = (/** @type {string} */ asSeat) => run(async () => {
    const target = lookup || (await ok(api.POST("/v1/games/lookup", { body: { join_code: code, game_id: gameId } })));
    const guestName = session ? null : name.trim() || null;
    const joined = await write((headers) => api.POST("/v1/games/{game_id}/join", {
      params: { path: { game_id: target.game_id } }, headers,
      body: { join_code: code, seat: asSeat || null, name: guestName },
    }));
    if (joined.seat_token) keepSeatToken(target.game_id, { token: joined.seat_token, name: guestName });
    navigate(`/app/games/${encodeURIComponent(target.game_id)}`, true);
  });

  const submit = (/** @type {Event} */ e) => {
    e.preventDefault();
    const needs = {
      ...(seat ? {} : { seat: "Pick a free seat to play, or tap Watch to follow the game without one." }),
      ...(seat && !session && !name.trim() ? { name: "Give your name to take a seat: the table sees who plays it." } : {}),
    };
    setMissing(needs);
    if (needs.seat || needs.name) {
      document.getElementById(needs.seat ? "join-seat" : "join-name")?.focus();
      return;
    }
    enter(seat);
  };
  const watch = () => {
    setMissing({});
    if (code.trim()) enter("");
    else document.getElementById("join-code")?.focus();
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
        <select id="join-seat" value=${seat} aria-invalid=${missing.seat ? "true" : undefined} aria-describedby="join-seat-hint"
          onChange=${(/** @type {any} */ e) => {
            setSeat(e.currentTarget.value);
            setMissing({});
          }}>
          <option value="">No seat: choose one to play</option>
          ${(lookup?.seats || []).map((s) => html`<option value=${s.seat} disabled=${s.taken || s.ai}>${s.name}${s.ai ? " (AI)" : s.taken ? " (taken)" : ""}</option>`)}
        </select>
        <${FieldNote} id="join-seat-hint" problem=${missing.seat}
          hint="Seats taken on another phone cannot be chosen. Watching needs no seat." /></div>
      ${!session && html`<div class="field"><label for="join-name">Your name</label>
        <input id="join-name" maxlength="40" autocomplete="nickname" value=${name} aria-describedby="join-name-hint"
          aria-invalid=${missing.name ? "true" : undefined}
          onInput=${(/** @type {any} */ e) => {
            setName(e.currentTarget.value);
            if (missing.name) setMissing({});
          }} />
        <${FieldNote} id="join-name-hint" problem=${missing.name}
          hint="You are joining as a guest: this phone keeps your seat. A seat needs your name." /></div>`}
      <${ProblemNotice} problem=${problem} />
      <div class="row">
        <button type="submit" class="primary big" disabled=${busy}>Join</button>
        <button type="button" class="big" disabled=${busy} onClick=${watch}>Watch</button>
      </div>
    </form>
  </section>`;
}

/** A field's hint, or what is missing from it (announced as it appears). @param {{ id: string, hint: string, problem?: string }} props */
function FieldNote({ id, hint, problem }) {
  return problem
    ? html`<span class="hint field-problem" id=${id} role="alert">${problem}</span>`
    : html`<span class="hint" id=${id}>${hint}</span>`;
}
