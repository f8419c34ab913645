// The web companion: one page, a route per screen, every screen built on the generated API client.
import { html, Link, navigate, render, useEffect, useState } from "./ui.js";
import { match } from "./router.js";
import { api, ok } from "./api.js";
import { currentSession, onSessionChange, setSession } from "./session.js";
import { SignIn, SignUp } from "./views/auth.js";
import { Home } from "./views/home.js";
import { NewGame } from "./views/new-game.js";
import { Join } from "./views/join.js";
import { Table } from "./views/table.js";
import { Projector } from "./views/projector.js";
import { Cards } from "./views/cards.js";
import { Verify } from "./views/verify.js";
import { Events } from "./views/events.js";
import { EventPage } from "./views/event.js";
import { MatchReport } from "./views/match-report.js";

function App() {
  const [route, setRoute] = useState(() => match(location));
  const [session, setCurrent] = useState(currentSession);
  useEffect(() => {
    const update = () => setRoute(match(location));
    window.addEventListener("popstate", update);
    window.addEventListener("app:navigate", update);
    const stop = onSessionChange(() => setCurrent(currentSession()));
    return () => {
      window.removeEventListener("popstate", update);
      window.removeEventListener("app:navigate", update);
      stop();
    };
  }, []);
  const bare = route.name === "projector";
  return html`
    ${!bare && html`<${TopBar} session=${session} />`}
    <main class=${bare ? "page projector-page" : "page"} id="main">
      <${Screen} route=${route} session=${session} />
    </main>`;
}

/** @param {{ route: import("./router.js").Route, session: import("./session.js").Session | null }} props */
function Screen({ route, session }) {
  const p = route.params;
  switch (route.name) {
    case "home": return html`<${Home} session=${session} />`;
    case "signin": return html`<${SignIn} next=${route.query.get("next")} />`;
    case "signup": return html`<${SignUp} next=${route.query.get("next")} />`;
    case "new-game": return html`<${NewGame} session=${session} />`;
    case "join": return html`<${Join} gameId=${p.gameId || null} session=${session} />`;
    case "game": return html`<${Table} key=${p.gameId} gameId=${p.gameId} session=${session} />`;
    case "projector": return html`<${Projector} key=${p.gameId} gameId=${p.gameId} />`;
    case "cards": return html`<${Cards} session=${session} />`;
    case "verify": return html`<${Verify} key=${p.serial || ""} serial=${p.serial || null} />`;
    case "events": return html`<${Events} session=${session} />`;
    case "match-report": return html`<${MatchReport} key=${p.matchId} eventId=${p.eventId} matchId=${p.matchId} session=${session} />`;
    case "event": {
      const table = route.query.get("match"); // a slip printed before slips opened the report page
      if (table) return html`<${MatchReport} key=${table} eventId=${p.eventId} matchId=${table} session=${session} />`;
      return html`<${EventPage} key=${p.eventId} eventId=${p.eventId} session=${session} />`;
    }
    default: return html`<h1>Not found</h1><p>There is no page here. <${Link} href="/app/">Back to your games</${Link}></p>`;
  }
}

/** @param {{ session: import("./session.js").Session | null }} props */
function TopBar({ session }) {
  const signOut = async () => {
    try {
      await ok(api.DELETE("/v1/tokens/current"));
    } catch {
      // signed out here whatever the server said: the token is forgotten on this device
    }
    setSession(null);
    navigate("/app/");
  };
  return html`<header class="topbar">
    <${Link} href="/app/" class="brand">TCG Companion</${Link}>
    <nav aria-label="Main">
      <${Link} href="/app/">Games</${Link}>
      <${Link} href="/app/cards">Cards</${Link}>
      <${Link} href="/app/events">Events</${Link}>
      ${session
        ? html`<button type="button" class="link-button" onClick=${signOut}>Sign out</button>`
        : html`<${Link} href="/app/signin">Sign in or create an account</${Link}>`}
    </nav>
  </header>`;
}

function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  // the page's CSP requires Trusted Types for script URLs: one policy that allows only the worker's own URL
  const tt = /** @type {any} */ (window).trustedTypes;
  const policy = tt?.createPolicy("companion", {
    createScriptURL: (/** @type {string} */ url) => {
      if (url === "/app/sw.js") return url;
      throw new TypeError(`Not a script of this app: ${url}`);
    },
  });
  const url = policy ? policy.createScriptURL("/app/sw.js") : "/app/sw.js";
  navigator.serviceWorker.register(url, { scope: "/app/" }).catch(() => {
    // no worker (private mode, plain http on a LAN address): the app still works, only not offline
  });
}

const root = /** @type {HTMLElement} */ (document.getElementById("root"));
root.textContent = "";
render(html`<${App} />`, root);
registerServiceWorker();
