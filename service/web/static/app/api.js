// The API client: openapi-fetch typed by the TypeScript client generated from openapi.yaml
// (clients/typescript/src/schema.d.ts), with the bearer credential, JSON, idempotent retries and problem details.
import createClient from "../vendor/openapi-fetch/index.mjs";
import { credentialFor, setSession } from "./session.js";

/** @typedef {import("../../../../clients/typescript/src/schema").paths} paths */
/** @typedef {import("../../../../clients/typescript/src/schema").components["schemas"]} Schemas */
/** @typedef {Schemas["Problem"]} Problem */
/** @typedef {Schemas["Game"]} Game */
/** @typedef {Schemas["Ruleset"]} Ruleset */
/** @typedef {Schemas["Entry"]} Entry */

/** An HTTP error with its problem document (or a network failure described as one). */
export class ApiError extends Error {
  /** @param {Problem} problem */
  constructor(problem) {
    super(problem.detail || problem.title);
    this.problem = problem;
  }
}

/** @type {import("../vendor/openapi-fetch/index.mjs").Client<paths, "application/json">} */
export const api = createClient({ baseUrl: location.origin });
api.use({
  onRequest({ request }) {
    const token = credentialFor(new URL(request.url).pathname);
    if (token && !request.headers.has("Authorization")) request.headers.set("Authorization", `Bearer ${token}`);
    if (!request.headers.has("Accept")) request.headers.set("Accept", "application/json");
    return request;
  },
  onResponse({ response, request }) {
    // a session token that expired or was revoked elsewhere: forget it (a seat token stays: the game may be over)
    const auth = request.headers.get("Authorization") || "";
    if (response.status === 401 && auth.startsWith("Bearer tok_")) setSession(null);
    return response;
  },
});

/**
 * The data of a call, or an ApiError with the problem. A network failure is a problem with status 0.
 * @template T
 * @param {Promise<{ data?: T, error?: unknown, response: Response }>} call
 * @returns {Promise<T>}
 */
export async function ok(call) {
  let result;
  try {
    result = await call;
  } catch (err) {
    throw new ApiError(offline(err));
  }
  if (result.error !== undefined || !result.response.ok) {
    const body = /** @type {Partial<Problem> | undefined} */ (result.error);
    const status = result.response.status;
    throw new ApiError({
      type: body?.type || "about:blank",
      title: body?.title || result.response.statusText || "Error",
      status,
      code: body?.code || String(status),
      detail: body?.detail || `The server answered ${status}.`,
      ...body,
    });
  }
  return /** @type {T} */ (result.data);
}

/** @param {unknown} err @returns {Problem} */
function offline(err) {
  const detail = navigator.onLine ? "The server could not be reached. Try again." : "You are offline. Try again when you are back online.";
  return { type: "about:blank", title: "Network error", status: 0, code: "network-error", detail: `${detail} (${String(err)})` };
}

/** A fresh Idempotency-Key (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function idempotencyKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * A write that is safe to retry: sent with an Idempotency-Key, and sent again once with the same key when the
 * network failed (the server applies it at most once and replays its first answer).
 * @template T
 * @param {(headers: Record<string, string>) => Promise<{ data?: T, error?: unknown, response: Response }>} send
 * @param {Record<string, string>} [headers]
 * @returns {Promise<T>}
 */
export async function write(send, headers = {}) {
  const all = { "Idempotency-Key": idempotencyKey(), ...headers };
  try {
    return await ok(send(all));
  } catch (err) {
    if (err instanceof ApiError && err.problem.status === 0) {
      await new Promise((resolve) => setTimeout(resolve, 800));
      return ok(send(all));
    }
    throw err;
  }
}

/** @type {Map<string, Promise<Ruleset>>} */
const rulesets = new Map();

/** A ruleset's description (cached for the page's life: it changes only with a deploy). */
export function ruleset(/** @type {string} */ id) {
  let found = rulesets.get(id);
  if (!found) {
    found = ok(api.GET("/v1/rulesets/{ruleset_id}", { params: { path: { ruleset_id: id } } }));
    found.catch(() => rulesets.delete(id));
    rulesets.set(id, found);
  }
  return found;
}
