// Verify a card: the public page the QR code printed on a card opens (/app/verify/{serial}); no account needed.
import { html, humanize, navigate, ProblemNotice, useEffect, useState, useTask, useTitle } from "../ui.js";
import { api, ok } from "../api.js";

/** @typedef {import("../api.js").Schemas["Verify"]} Verification */

/** @param {{ serial: string | null }} props */
export function Verify({ serial }) {
  useTitle(serial ? `Verify ${serial}` : "Verify a card");
  const [typed, setTyped] = useState(serial || "");
  const [result, setResult] = useState(/** @type {Verification | null} */ (null));
  const [run, busy, problem] = useTask();
  useEffect(() => {
    if (!serial) return;
    run(async () => setResult(await ok(api.GET("/v1/verify/{serial}", { params: { path: { serial } } }))));
  }, [serial]);
  const submit = (/** @type {Event} */ e) => {
    e.preventDefault();
    const next = typed.trim().toUpperCase();
    if (next) navigate(`/app/verify/${encodeURIComponent(next)}`);
  };
  return html`<section class="card narrow" aria-labelledby="verify-title">
    <h1 id="verify-title">Verify a card</h1>
    <form onSubmit=${submit} class="row">
      <div class="field grow"><label for="verify-serial">Serial number</label>
        <input id="verify-serial" required autocomplete="off" autocapitalize="characters" spellcheck="false" maxlength="40"
          value=${typed} onInput=${(/** @type {any} */ e) => setTyped(e.currentTarget.value)} /></div>
      <button type="submit" disabled=${busy}>Verify</button>
    </form>
    <${ProblemNotice} problem=${problem} />
    ${result && html`<${Verdict} result=${result} />`}
  </section>`;
}

/** @param {{ result: Verification }} props */
function Verdict({ result }) {
  const good = result.genuine && result.status === "active";
  return html`<div class=${`verdict ${good ? "good" : "bad"}`} role="status" aria-labelledby="verdict-title">
    <h2 id="verdict-title">${!result.genuine ? "Not a genuine card" : result.status === "active" ? "Genuine card" : `Genuine card, reported ${result.status}`}</h2>
    <dl class="facts">
      <dt>Serial</dt><dd>${result.serial}</dd>
      ${result.card && html`<dt>Card</dt><dd>${result.card.name} <span class="muted">(${humanize(result.card.ruleset)})</span></dd>`}
      <dt>Registered</dt><dd>${result.registered ? "Yes" : "Not yet"}</dd>
      ${result.owner && html`<dt>Owner</dt><dd>${result.owner}</dd>`}
      <dt>Official play</dt><dd>${result.playable_in_official ? "Allowed" : "Not allowed"}</dd>
    </dl>
  </div>`;
}
