// Preact + htm (vendored, one ES module) and the small building blocks every screen shares.
import { html, render, useCallback, useEffect, useMemo, useRef, useState } from "../vendor/htm/preact/standalone.module.js";

export { html, render, useCallback, useEffect, useMemo, useRef, useState };

/** Words from an API name: `pass_turn` → `Pass turn`. */
export function humanize(/** @type {string} */ name) {
  const words = name.replace(/_/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A problem (RFC 9457) shown where it happened: its detail, the rule a refused move broke, field errors.
 * @param {{ problem: import("./api.js").Problem | null, id?: string }} props
 */
export function ProblemNotice({ problem, id }) {
  if (!problem) return null;
  const rule = /** @type {{ section?: string, quote?: string, rulebook?: string, id?: string } | undefined} */ (problem.rule);
  const fields = flattenErrors(problem.errors);
  return html`<div class="notice error" role="alert" id=${id}>
    <p class="notice-title">${problem.detail || problem.title}</p>
    ${rule && html`<p class="rule"><span class="rule-label">Rule: </span>${rule.section || rule.id}${rule.quote && html` — <q>${rule.quote}</q>`}</p>`}
    ${fields.length > 0 && html`<ul class="field-errors">${fields.map((f) => html`<li>${f}</li>`)}</ul>`}
  </div>`;
}

/** Field errors ({json: {field: [msg]}}) as "field: message" lines. */
export function flattenErrors(/** @type {unknown} */ errors) {
  /** @type {string[]} */
  const lines = [];
  /** @param {unknown} node @param {string} path */
  const walk = (node, path) => {
    if (Array.isArray(node) && node.every((m) => typeof m === "string")) lines.push(`${path || "request"}: ${node.join(" ")}`);
    else if (node && typeof node === "object") {
      for (const [key, value] of Object.entries(node)) {
        const here = ["json", "query", "path", "headers"].includes(key) && !path ? "" : path ? `${path}.${key}` : key;
        walk(value, here);
      }
    }
  };
  walk(errors, "");
  return lines;
}

/**
 * A short-lived confirmation ("Saved") announced to screen readers.
 * @param {{ text?: string }} props
 */
export function Status({ text }) {
  return html`<p class="status-line" role="status" aria-live="polite">${text || ""}</p>`;
}

/**
 * An in-page link that navigates without reloading.
 * @param {{ href: string, children?: any, class?: string, [attr: string]: any }} props
 */
export function Link({ href, children, class: cls, ...rest }) {
  return html`<a href=${href} class=${cls} ...${rest} onClick=${(/** @type {MouseEvent} */ e) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(href);
  }}>${children}</a>`;
}

/** Go to an app route (pushState), and tell the app to render it. */
export function navigate(/** @type {string} */ href, replace = false) {
  if (replace) history.replaceState(null, "", href);
  else history.pushState(null, "", href);
  window.dispatchEvent(new Event("app:navigate"));
  window.scrollTo(0, 0);
}

/** Run an async task with busy state and a problem when it fails; returns [run, busy, problem, setProblem]. */
export function useTask() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState(/** @type {import("./api.js").Problem | null} */ (null));
  const run = useCallback(async (/** @type {() => Promise<unknown>} */ task) => {
    setBusy(true);
    setProblem(null);
    try {
      return await task();
    } catch (err) {
      setProblem(asProblemOf(err));
      return undefined;
    } finally {
      setBusy(false);
    }
  }, []);
  return /** @type {const} */ ([run, busy, problem, setProblem]);
}

/** @param {unknown} err @returns {import("./api.js").Problem} */
function asProblemOf(err) {
  if (err && typeof err === "object" && "problem" in err) return /** @type {any} */ (err).problem;
  return { type: "about:blank", title: "Error", status: 0, code: "client-error", detail: String(err instanceof Error ? err.message : err) };
}

/** Set the document title for a screen. */
export function useTitle(/** @type {string} */ title) {
  useEffect(() => {
    document.title = title ? `${title} · TCG Companion` : "TCG Companion";
  }, [title]);
}
