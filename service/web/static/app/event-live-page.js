// The public live page of an event (`GET /tournaments/{id}/live`, for a projector or a phone): pairings, the round
// clock and standings (or the bracket), kept current from the event's live log. A page of its own, not a screen of
// the app, but on the app's API client and live stream. The server's clock is the only clock: the countdown runs
// from the round's `ends_at`, corrected by the difference between the server's `now` and this device's time.
// Everything is written with textContent: no markup from the API is ever parsed.
import { api, ok } from "./api.js";
import { LiveEvent } from "./live.js";

/** @typedef {import("./api.js").Schemas} Schemas */
/** @typedef {Schemas["Tournament"]} Tournament */
/** @typedef {Schemas["Round"]} Round */
/** @typedef {Schemas["Match"]} Match */
/** @typedef {Schemas["Clock"]} Clock */
/** @typedef {Schemas["Bracket"]} Bracket */
/** @typedef {Schemas["Standings"]} Standings */
/** @typedef {import("./live.js").LiveStatus} LiveStatus */
/** @typedef {import("./live.js").EventEntry} EventEntry */
/** @typedef {{ event: Tournament, round: Round | null, bracket: Bracket, standings: Standings | null }} Seen */
/**
 * A match's result as the API keeps it: games won per player id (and draws), or a pod's finish, first place first
 * (a group of several ids is a tie), or an outcome alone.
 * @typedef {{ outcome?: string, wins?: Record<string, number>, draws?: number, placements?: string[][] }} Result
 */
/** @typedef {{ wins: number, losses: number, draws: number } | { tables: number, firsts: number }} StandingRecord */

const PAGE_SECONDS = 12; // a page of pairings or standings stays this long when they do not fit the screen
const TICK_MS = 250;
const SETTLE_MS = 250; // after an entry: a moment for the entries that come with it (a result, then the standings)
const RETRY_MS = 3000;
const ROW_PX = 46; // a row in 24 px type, kept to one line (event-live-page.css)
const CHROME_PX = 280; // the header, the titles and the pager: what is not rows of pairings
const PAGER_PX = 40;
// on a phone (event-live-page.css) the page scrolls: every row is shown
const SCROLLS = "(max-width: 900px)";
/** @type {Record<LiveStatus, string>} */
const STATUS_TEXT = {
  connecting: "Connecting…",
  live: "Live",
  reconnecting: "Reconnecting…",
  offline: "Offline: reconnecting when the network is back…",
  closed: "Not following the event",
};

/** @param {string} id @returns {HTMLElement} */
function byId(id) {
  const node = document.getElementById(id);
  if (!node) throw new Error(`the live page has no #${id}`);
  return node;
}

/** @param {string} selector @returns {HTMLElement} */
function one(selector) {
  const node = document.querySelector(selector);
  if (!(node instanceof HTMLElement)) throw new Error(`the live page has no ${selector}`);
  return node;
}

/**
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag @param {unknown} [text] @param {string} [className]
 * @returns {HTMLElementTagNameMap[K]}
 */
function el(tag, text, className) {
  const node = document.createElement(tag);
  if (text !== undefined && text !== null) node.textContent = String(text);
  if (className) node.className = className;
  return node;
}

/** @param {unknown[]} cells @param {string} [status] */
function rowOf(cells, status) {
  const tr = el("tr");
  if (status) tr.dataset.status = status;
  for (const cell of cells) tr.append(el("td", cell));
  return tr;
}

/** @param {Match} match @returns {string} */
function resultText(match) {
  if (match.kind === "bye") return "bye";
  const result = /** @type {Result | null | undefined} */ (match.result);
  if (!result) return match.status === "pending" ? "playing" : match.status;
  const names = new Map(match.players.map((p) => [p.id, p.name]));
  if (result.placements) {
    return result.placements.map((group) => group.map((p) => names.get(p) || p).join(" = ")).join(" › ");
  }
  if (result.wins) {
    const wins = result.wins;
    const games = match.players.map((p) => wins[p.id] || 0).join("–");
    return result.draws ? `${games}–${result.draws}` : games;
  }
  return String(result.outcome || "").replace(/_/g, " ");
}

/** @param {Schemas["Standing"]} row @returns {string} */
function recordText(row) {
  const r = /** @type {StandingRecord} */ (row.record);
  return "wins" in r ? `${r.wins}-${r.losses}-${r.draws}` : `${r.firsts} won of ${r.tables}`;
}

/**
 * The event, its current round, and its bracket or (before a bracket) its standings.
 * @param {string} id @returns {Promise<Seen>}
 */
async function read(id) {
  const path = { tournament_id: id };
  const event = await ok(api.GET("/v1/tournaments/{tournament_id}", { params: { path } }));
  const number = event.current_round;
  const [round, bracket] = await Promise.all([
    number ? ok(api.GET("/v1/tournaments/{tournament_id}/rounds/{number}", { params: { path: { ...path, number } } })) : null,
    ok(api.GET("/v1/tournaments/{tournament_id}/bracket", { params: { path } })),
  ]);
  const standings = bracket.rounds.length === 0
    ? await ok(api.GET("/v1/tournaments/{tournament_id}/standings", { params: { path } }))
    : null;
  return { event, round, bracket, standings };
}

/** The page of one event: what it shows, and how it keeps it current. */
class LivePage {
  /** @param {string} id the event's */
  constructor(id) {
    this.id = id;
    /** @type {Round | null} */
    this.round = null;
    /** @type {Clock | null} */
    this.clock = null;
    this.skewMs = 0; // the server's time minus this device's
    this.page = 0;
    this.standingsPage = 0;
    /** @type {Standings | null} */
    this.standings = null;
    /** @type {LiveStatus} */
    this.status = "connecting";
    /** @type {Error | null} */
    this.problem = null; // why the last read failed
    this.reading = false;
    this.again = false;
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    this.soon = undefined;
    this.stream = new LiveEvent(id, {
      onEntry: (entry) => this.onEntry(entry),
      onStatus: (status) => {
        this.status = status;
        this.showStatus();
      },
    });
  }

  /** Read everything, then follow the live log from the entry it had reached (until then: try again). */
  async start() {
    setInterval(() => this.tick(), TICK_MS);
    setInterval(() => {
      this.page += 1;
      this.standingsPage += 1;
      this.renderPairings();
      this.renderStandings();
    }, PAGE_SECONDS * 1000);
    for (;;) {
      try {
        const last = await this.stream.lastEntry();
        this.show(await read(this.id));
        this.stream.start(last);
        return;
      } catch (err) {
        this.fail(err);
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
  }

  /** @param {EventEntry} entry */
  onEntry(entry) {
    const clock = /** @type {Clock | undefined} */ (entry.data.clock);
    if (entry.type === "clock.updated" && clock && this.round && clock.round === this.round.number) {
      this.setClock(clock);
      return;
    }
    this.readSoon(SETTLE_MS);
  }

  /** @param {number} delay */
  readSoon(delay) {
    clearTimeout(this.soon);
    this.soon = setTimeout(() => this.refresh(), delay);
  }

  async refresh() {
    if (this.reading) {
      this.again = true; // what changed during a read is read once more after it
      return;
    }
    this.reading = true;
    try {
      this.show(await read(this.id));
    } catch (err) {
      this.fail(err);
      this.readSoon(RETRY_MS);
    } finally {
      this.reading = false;
      if (this.again) {
        this.again = false;
        this.readSoon(0);
      }
    }
  }

  /** @param {unknown} err */
  fail(err) {
    this.problem = err instanceof Error ? err : new Error(String(err));
    this.showStatus();
  }

  /** @param {Seen} seen */
  show({ event, round, bracket, standings }) {
    this.problem = null;
    this.showStatus();
    this.renderMeta(event);
    this.round = round;
    this.setClock(round ? round.clock : null);
    this.renderPairings();
    this.renderBracket(bracket);
    this.standings = standings;
    this.renderStandings();
  }

  showStatus() {
    byId("connection").textContent = this.problem ? `Reconnecting… (${this.problem.message})` : STATUS_TEXT[this.status];
  }

  /** @param {Tournament} t */
  renderMeta(t) {
    const parts = [t.ruleset, t.format.replace(/_/g, " ")];
    if (t.current_round) parts.push(`round ${t.current_round} of ${t.rounds}`);
    if (t.status === "finished") parts.push("finished");
    byId("event-meta").textContent = parts.join(" · ");
  }

  renderPairings() {
    const body = one("#pairings tbody");
    const pager = byId("pairings-page");
    const round = this.round;
    if (!round) {
      body.replaceChildren(rowOf(["", "Pairings appear when round 1 is paired.", ""]));
      pager.textContent = "";
      return;
    }
    const rows = round.matches.map((m) => {
      const players = m.players.map((p) => p.name).join(m.kind === "pod" ? " · " : " vs ");
      const extra = m.extension_minutes ? ` (+${m.extension_minutes} min)` : "";
      return rowOf([m.table === null || m.table === undefined ? "—" : m.table, players + extra, resultText(m)], m.status);
    });
    const perPage = Math.max(4, Math.floor((window.innerHeight - CHROME_PX) / ROW_PX));
    const pages = Math.max(1, Math.ceil(rows.length / perPage));
    this.page %= pages;
    body.replaceChildren(...rows.slice(this.page * perPage, (this.page + 1) * perPage));
    pager.textContent = pages > 1 ? `Page ${this.page + 1} of ${pages}` : "";
  }

  /** The standings, a page at a time when they do not fit their panel (turning with the pairings' pages). */
  renderStandings() {
    const pager = byId("standings-page");
    if (!this.standings) {
      pager.textContent = ""; // a bracket is shown instead
      return;
    }
    const body = one("#standings tbody");
    const rows = this.standings.items.map((row) => {
      const name = row.name + (row.dropped ? " (dropped)" : "");
      return rowOf([row.rank, name, row.points, recordText(row)]);
    });
    const fits = window.matchMedia(SCROLLS).matches ? rows.length : this.standingsPerPage();
    const pages = Math.max(1, Math.ceil(rows.length / Math.max(1, fits)));
    const perPage = Math.max(1, Math.ceil(rows.length / pages)); // pages of even length: no last page of two rows
    this.standingsPage %= pages;
    body.replaceChildren(...rows.slice(this.standingsPage * perPage, (this.standingsPage + 1) * perPage));
    const first = this.standingsPage * perPage + 1;
    const last = Math.min(rows.length, first + perPage - 1);
    pager.textContent = pages > 1 ? `Page ${this.standingsPage + 1} of ${pages}: #${first}–${last} of ${rows.length}` : "";
  }

  /** How many rows of standings fit between the table's head and the bottom of its panel. */
  standingsPerPage() {
    const panel = byId("standings-panel").getBoundingClientRect();
    const head = one("#standings thead").getBoundingClientRect();
    const row = one("#standings tbody").querySelector("tr")?.getBoundingClientRect().height || ROW_PX;
    return Math.max(4, Math.floor((panel.bottom - head.bottom - PAGER_PX - 12) / Math.max(row, 20)));
  }

  /** @param {Bracket} bracket */
  renderBracket(bracket) {
    const box = byId("bracket");
    box.hidden = bracket.rounds.length === 0;
    byId("standings").hidden = !box.hidden;
    byId("standings-title").textContent = box.hidden ? "Standings" : "Bracket";
    const columns = bracket.rounds.map((round) => {
      const column = el("div", null, "bracket-round");
      column.append(el("h3", round.name || `Round ${round.number}`));
      for (const m of round.matches) {
        const card = el("div", null, "bracket-match");
        m.players.forEach((p, i) => {
          const seed = m.seeds[i] ? `(${m.seeds[i]}) ` : "";
          card.append(el("div", seed + m.names[i], p === m.winner ? "winner" : ""));
        });
        if (m.bye) card.append(el("div", "bye", "bye"));
        column.append(card);
      }
      return column;
    });
    box.replaceChildren(...columns);
  }

  /** @param {Clock | null} clock */
  setClock(clock) {
    this.clock = clock;
    this.skewMs = clock ? Date.parse(clock.now) - Date.now() : 0;
    this.tick();
  }

  tick() {
    const clock = this.clock;
    const time = byId("clock-time");
    const label = byId("clock-state");
    if (!clock) {
      time.textContent = "--:--";
      label.textContent = "";
      delete byId("clock").dataset.state;
      return;
    }
    let seconds = clock.remaining_seconds;
    if (clock.state === "running" && clock.ends_at) {
      seconds = Math.max(0, Math.round((Date.parse(clock.ends_at) - (Date.now() + this.skewMs)) / 1000));
    }
    time.textContent = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
    const ended = clock.state === "ended" || (clock.state === "running" && seconds === 0);
    label.textContent = ended ? "time" : clock.state.replace("_", " ");
    byId("clock").dataset.state = ended ? "ended" : clock.state;
  }
}

const root = document.getElementById("live");
const eventId = root?.dataset.tournament;
if (eventId) new LivePage(eventId).start();
