// Path routing under /app/: a route is a pattern with :params; the app re-renders on history changes.

/** @typedef {{ name: string, params: Record<string, string>, query: URLSearchParams }} Route */

const ROUTES = /** @type {const} */ ([
  ["home", "/app/"],
  ["signin", "/app/signin"],
  ["signup", "/app/signup"],
  ["new-game", "/app/new"],
  ["join", "/app/join"],
  ["join", "/app/join/:gameId"],
  ["projector", "/app/games/:gameId/projector"],
  ["game", "/app/games/:gameId"],
  ["cards", "/app/cards"],
  ["verify", "/app/verify"],
  ["verify", "/app/verify/:serial"],
  ["events", "/app/events"],
  ["match-report", "/app/events/:eventId/matches/:matchId/report"],
  ["event", "/app/events/:eventId"],
]);

/** The route of a location (``not-found`` when none matches). */
export function match(/** @type {Location | URL} */ where) {
  const path = where.pathname.replace(/\/+$/, "") || "/";
  for (const [name, pattern] of ROUTES) {
    const keys = /** @type {string[]} */ ([]);
    const source = pattern.replace(/\/+$/, "").replace(/:(\w+)/g, (_, key) => {
      keys.push(key);
      return "([^/]+)";
    });
    const found = new RegExp(`^${source}$`).exec(path);
    if (found) {
      /** @type {Record<string, string>} */
      const params = {};
      keys.forEach((key, i) => {
        params[key] = decodeURIComponent(found[i + 1]);
      });
      return /** @type {Route} */ ({ name, params, query: new URLSearchParams(where.search) });
    }
  }
  return /** @type {Route} */ ({ name: "not-found", params: {}, query: new URLSearchParams(where.search) });
}

/** The path of the sign-in page that comes back here afterwards. */
export function signInThenBack() {
  return `/app/signin?next=${encodeURIComponent(location.pathname + location.search + location.hash)}`;
}
