/**
 * The TCG Companion API, typed from openapi.yaml.
 *
 * `schema.d.ts` is generated (`make client`; a test fails when it drifts from openapi.yaml). This module adds
 * only what every caller needs: the bearer credential, JSON by default, and problem details as a type.
 */
import createClient, { type Client, type Middleware } from "openapi-fetch";

import type { components, paths } from "./schema";

export type { components, paths };
export type Schemas = components["schemas"];
/** An RFC 9457 problem: every error the API returns (`rule` names the rule a refused move broke). */
export type Problem = Schemas["Problem"];
export type CompanionClient = Client<paths, "application/json">;

export interface CompanionClientOptions {
  /** Where the API is, without `/v1`: `https://companion.example`. */
  baseUrl: string;
  /** The bearer credential to send (a session token, an API key or a game's seat token), read per request. */
  token?: () => string | null | undefined;
  /** A fetch implementation (tests, React Native polyfills). */
  fetch?: typeof globalThis.fetch;
}

/** A client whose every call sends the current credential and asks for JSON (the events endpoint also streams). */
export function createCompanionClient(options: CompanionClientOptions): CompanionClient {
  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  const auth: Middleware = {
    onRequest({ request }) {
      const token = options.token?.();
      if (token) request.headers.set("Authorization", `Bearer ${token}`);
      if (!request.headers.has("Accept")) request.headers.set("Accept", "application/json");
      return request;
    },
  };
  client.use(auth);
  return client;
}

/** Whether a value is a problem document (what `error` holds when a call failed with an HTTP error). */
export function isProblem(value: unknown): value is Problem {
  return typeof value === "object" && value !== null && "status" in value && "title" in value && "type" in value;
}
