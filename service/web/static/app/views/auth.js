// Sign in and sign up: the session token is kept on the device and sent as a bearer header; the device token
// stays in its HttpOnly cookie, out of scripts' reach.
import { html, Link, navigate, ProblemNotice, useState, useTask, useTitle } from "../ui.js";
import { api, ok } from "../api.js";
import { setSession } from "../session.js";

/** Only in-app paths are followed after signing in (never another site). */
function safeNext(/** @type {string | null} */ next) {
  return next && next.startsWith("/app/") && !next.startsWith("//") ? next : "/app/";
}

/** @param {string} username @param {string} password */
async function signIn(username, password) {
  // the device-token cookie goes with it (and the answer renews it): a device that signed in here before is trusted,
  // so others' failed guesses at the account, or from the same Wi-Fi, do not lock it out
  const token = await ok(api.POST("/v1/tokens", { body: { username, password }, credentials: "same-origin" }));
  // the session is stored whole or not at all: the app is signed in once it knows who it is
  const me = await ok(api.GET("/v1/me", { headers: { Authorization: `Bearer ${token.token}` } }));
  setSession({ token: token.token, expires_at: token.expires_at, username: me.username, user_id: me.id });
}

/** @param {{ next: string | null }} props */
export function SignIn({ next }) {
  useTitle("Sign in or create an account");
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [run, busy, problem] = useTask();
  const submit = (/** @type {Event} */ e) => {
    e.preventDefault();
    run(async () => {
      await signIn(username.trim(), password);
      navigate(safeNext(next), true);
    });
  };
  return html`<section class="card narrow" aria-labelledby="signin-title">
    <h1 id="signin-title">Sign in or create an account</h1>
    <form onSubmit=${submit}>
      <label class="field">Username
        <input name="username" autocomplete="username" autocapitalize="none" spellcheck="false" required
          value=${username} onInput=${(/** @type {any} */ e) => setUsername(e.currentTarget.value)} /></label>
      <label class="field">Password
        <input name="password" type="password" autocomplete="current-password" required
          value=${password} onInput=${(/** @type {any} */ e) => setPassword(e.currentTarget.value)} /></label>
      <${ProblemNotice} problem=${problem} />
      <button type="submit" class="primary" disabled=${busy}>Sign in</button>
    </form>
    <p>New here? <${Link} href=${`/app/signup${next ? `?next=${encodeURIComponent(next)}` : ""}`}>Create an account</${Link}></p>
  </section>`;
}

/** @param {{ next: string | null }} props */
export function SignUp({ next }) {
  useTitle("Create an account");
  const [form, setForm] = useState({ username: "", email: "", password: "" });
  const [run, busy, problem] = useTask();
  const set = (/** @type {"username" | "email" | "password"} */ key) => (/** @type {any} */ e) =>
    setForm({ ...form, [key]: e.currentTarget.value });
  const submit = (/** @type {Event} */ e) => {
    e.preventDefault();
    run(async () => {
      await ok(api.POST("/v1/users", { body: { username: form.username.trim(), email: form.email.trim(), password: form.password } }));
      await signIn(form.username.trim(), form.password);
      navigate(safeNext(next), true);
    });
  };
  return html`<section class="card narrow" aria-labelledby="signup-title">
    <h1 id="signup-title">Create an account</h1>
    <form onSubmit=${submit}>
      <label class="field">Username
        <input name="username" autocomplete="username" autocapitalize="none" spellcheck="false" required
          value=${form.username} onInput=${set("username")} /></label>
      <label class="field">Email
        <input name="email" type="email" autocomplete="email" required value=${form.email} onInput=${set("email")} /></label>
      <label class="field">Password
        <input name="password" type="password" autocomplete="new-password" required minlength="10"
          value=${form.password} onInput=${set("password")} aria-describedby="password-hint" /></label>
      <p class="hint" id="password-hint">At least 10 characters; a passphrase is best.</p>
      <${ProblemNotice} problem=${problem} />
      <button type="submit" class="primary" disabled=${busy}>Create account</button>
    </form>
    <p>Already have an account? <${Link} href=${`/app/signin${next ? `?next=${encodeURIComponent(next)}` : ""}`}>Sign in</${Link}></p>
  </section>`;
}
