// Cards: register a copy by its scratch-off code (typed, or read by the camera where the browser can), see your
// copies and collection, and verify any serial.
import { html, humanize, Link, navigate, ProblemNotice, Status, useEffect, useRef, useState, useTask, useTitle } from "../ui.js";
import { api, ok } from "../api.js";
import { signInThenBack } from "../router.js";

/** @typedef {import("../api.js").Schemas} Schemas */

/** @param {{ session: import("../session.js").Session | null }} props */
export function Cards({ session }) {
  useTitle("Cards");
  const [copies, setCopies] = useState(/** @type {Schemas["Copy"][] | null} */ (null));
  const [collection, setCollection] = useState(/** @type {Schemas["CollectionItem"][] | null} */ (null));
  const [load, , loadProblem] = useTask();
  const reload = () => load(async () => {
    const [mine, owned] = await Promise.all([ok(api.GET("/v1/copies")), ok(api.GET("/v1/me/collection", { params: { query: {} } }))]);
    setCopies(mine.items);
    setCollection(owned.items);
  });
  useEffect(() => {
    if (session) reload();
  }, [session?.token]);
  if (!session) {
    return html`<section class="card"><h1>Cards</h1><p>Sign in to register your cards and see your collection.</p>
      <button type="button" class="primary" onClick=${() => navigate(signInThenBack())}>Sign in or create an account</button>
      <p><${Link} href="/app/verify">Verify a card</${Link}> (no account needed)</p></section>`;
  }
  return html`<h1>Cards</h1>
    <${Register} onRegistered=${reload} />
    <${ProblemNotice} problem=${loadProblem} />
    <section class="card" aria-labelledby="copies-title">
      <h2 id="copies-title">Your registered copies</h2>
      ${copies === null ? html`<p class="muted">Loading…</p>` : copies.length === 0 ? html`<p class="muted">None yet.</p>`
        : html`<ul class="list">${copies.map((c) => html`<li key=${c.serial} class="row-link static">
            <span class="row-main">${/** @type {{ name?: string } | null | undefined} */ (c.card)?.name || "Unknown card"}</span>
            <span class="row-sub">${c.serial} · ${c.status} · <${Link} href=${`/app/verify/${encodeURIComponent(c.serial)}`}>verify page</${Link}></span></li>`)}</ul>`}
    </section>
    <section class="card" aria-labelledby="collection-title">
      <h2 id="collection-title">Collection</h2>
      ${collection === null ? html`<p class="muted">Loading…</p>` : collection.length === 0 ? html`<p class="muted">Empty.</p>`
        : html`<table class="grid"><thead><tr><th scope="col">Card</th><th scope="col">Game</th><th scope="col">Registered</th><th scope="col">Total</th></tr></thead>
          <tbody>${collection.map((item) => html`<tr key=${item.card.id}><td>${item.card.name}</td><td>${humanize(item.card.ruleset)}</td>
            <td>${item.registered}</td><td>${item.quantity}</td></tr>`)}</tbody></table>`}
    </section>
    <p><${Link} href="/app/verify">Verify any card</${Link}></p>`;
}

/** @param {{ onRegistered: () => void }} props */
function Register({ onRegistered }) {
  const [code, setCode] = useState("");
  const [done, setDone] = useState("");
  const [run, busy, problem] = useTask();
  const submit = (/** @type {Event} */ e) => {
    e.preventDefault();
    setDone("");
    run(async () => {
      const copy = await ok(api.POST("/v1/registrations", { body: { code: code.trim() } }));
      const card = /** @type {{ name?: string } | null | undefined} */ (copy.card);
      setDone(`Registered: ${card?.name || "card"} (serial ${copy.serial}).`);
      setCode("");
      onRegistered();
    });
  };
  return html`<section class="card" aria-labelledby="register-title">
    <h2 id="register-title">Register a card</h2>
    <form onSubmit=${submit}>
      <div class="field"><label for="card-code">Card code</label>
        <input id="card-code" required autocomplete="off" autocapitalize="characters" spellcheck="false" maxlength="64"
          aria-describedby="card-code-hint" value=${code} onInput=${(/** @type {any} */ e) => setCode(e.currentTarget.value)} />
        <span class="hint" id="card-code-hint">Under the scratch-off on the card; dashes and case do not matter.</span></div>
      <${Scanner} onCode=${setCode} />
      <${ProblemNotice} problem=${problem} />
      <${Status} text=${done} />
      <button type="submit" class="primary" disabled=${busy}>Register</button>
    </form>
  </section>`;
}

/** Reads a QR code with the camera where the browser has BarcodeDetector (typing the code always works). */
function Scanner(/** @type {{ onCode: (code: string) => void }} */ { onCode }) {
  const Detector = /** @type {any} */ (window).BarcodeDetector;
  const [on, setOn] = useState(false);
  const [note, setNote] = useState("");
  const video = useRef(/** @type {HTMLVideoElement | null} */ (null));
  useEffect(() => {
    if (!on) return;
    /** @type {MediaStream | null} */
    let stream = null;
    let stopped = false;
    (async () => {
      try {
        const detector = new Detector({ formats: ["qr_code"] });
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" } });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        while (!stopped) {
          const found = await detector.detect(video.current);
          if (found.length) {
            onCode(String(found[0].rawValue));
            setNote("Code read: check it, then register.");
            setOn(false);
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      } catch (err) {
        setNote(`The camera is not available (${err instanceof Error ? err.message : String(err)}): type the code.`);
        setOn(false);
      }
    })();
    return () => {
      stopped = true;
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [on]);
  if (!Detector || !navigator.mediaDevices) return null;
  return html`<div class="scanner">
    ${on ? html`<video ref=${video} class="camera" muted playsinline aria-label="Camera preview"></video>
        <button type="button" onClick=${() => setOn(false)}>Stop camera</button>`
      : html`<button type="button" onClick=${() => { setNote(""); setOn(true); }}>Scan with camera</button>`}
    <${Status} text=${note} />
  </div>`;
}
