// Live streams: Server-Sent Events resumed after the last entry seen (`after=`) whenever the connection drops, the
// network goes, or a phone wakes up. A game's stream opens with a one-use stream ticket (EventSource cannot send a
// bearer header); an event's live log is public. The status says whether the screen is live.
import { api, ok } from "./api.js";

/** @typedef {"connecting" | "live" | "reconnecting" | "offline" | "closed"} LiveStatus */
/** @typedef {import("./api.js").Entry} Entry */
/** @typedef {import("./api.js").Schemas["LiveEvent"]} EventEntry an entry of an event's live log */
/** @typedef {{ number: number, type: string }} Numbered */

const GAME_ENTRY_TYPES = ["game_created", "action", "undo", "seat_joined", "seat_released"];
const EVENT_ENTRY_TYPES = [
  "tournament.started", "round.paired", "clock.updated", "match.extended", "result.reported", "standings.updated",
  "player.entered", "player.dropped", "round.stale", "round.stale_resolved", "round.completed", "penalty.issued",
  "tournament.finished",
];
const WAKE_AFTER_MS = 15000; // hidden this long (a phone asleep): the connection may be dead without saying so

/**
 * What both streams share: connect, hand on each new entry once, reconnect with backoff after `after=`.
 * @template {Numbered} T
 */
class LiveStream {
  /**
   * @param {string[]} types the stream's event names
   * @param {{ onEntry: (entry: T) => void, onStatus: (status: LiveStatus) => void }} handlers
   */
  constructor(types, handlers) {
    this.types = types;
    this.handlers = handlers;
    this.last = 0;
    this.attempt = 0;
    /** @type {EventSource | null} */
    this.source = null;
    /** @type {ReturnType<typeof setTimeout> | null} */
    this.timer = null;
    this.stopped = false;
    this.connected = false;
    this.hiddenAt = 0;
    this.onOnline = () => this.reconnect(0);
    this.onOffline = () => {
      this.close();
      this.handlers.onStatus("offline");
    };
    this.onVisibility = () => {
      if (document.hidden) this.hiddenAt = Date.now();
      else if (this.hiddenAt && Date.now() - this.hiddenAt > WAKE_AFTER_MS) this.reconnect(0);
    };
  }

  /** The URL to stream from now (entries after `this.last`). @returns {Promise<string>} */
  async url() {
    throw new Error("a LiveStream says where it streams from");
  }

  /** Start streaming the entries numbered after `after`. */
  start(/** @type {number} */ after) {
    this.last = after;
    window.addEventListener("online", this.onOnline);
    window.addEventListener("offline", this.onOffline);
    document.addEventListener("visibilitychange", this.onVisibility);
    this.connect();
  }

  stop() {
    this.stopped = true;
    this.close();
    window.removeEventListener("online", this.onOnline);
    window.removeEventListener("offline", this.onOffline);
    document.removeEventListener("visibilitychange", this.onVisibility);
    this.handlers.onStatus("closed");
  }

  close() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.source?.close();
    this.source = null;
  }

  reconnect(/** @type {number} */ delay) {
    if (this.stopped) return;
    this.close();
    if (!navigator.onLine) {
      this.handlers.onStatus("offline");
      return;
    }
    this.handlers.onStatus(this.connected ? "reconnecting" : "connecting");
    this.timer = setTimeout(() => this.connect(), delay);
  }

  async connect() {
    if (this.stopped) return;
    this.handlers.onStatus(this.connected ? "reconnecting" : "connecting");
    let url;
    try {
      url = await this.url();
    } catch {
      this.retry();
      return;
    }
    if (this.stopped) return;
    const source = new EventSource(url);
    this.source = source;
    source.onopen = () => {
      this.attempt = 0;
      this.connected = true;
      this.handlers.onStatus("live");
    };
    const receive = (/** @type {MessageEvent} */ message) => {
      const entry = /** @type {T} */ (JSON.parse(message.data));
      if (entry.number <= this.last) return;
      this.last = entry.number;
      this.handlers.onEntry(entry);
    };
    for (const type of this.types) source.addEventListener(type, receive);
    source.onmessage = receive;
    // every drop resumes with `after=` from a new connection of ours (a game's ticket is used up by the first)
    source.onerror = () => this.retry();
  }

  retry() {
    const delay = Math.min(500 * 2 ** this.attempt, 10000) * (0.75 + Math.random() / 2);
    this.attempt += 1;
    this.reconnect(this.attempt === 1 ? 0 : delay);
  }
}

/** A game's stream: each connection opens with a one-use stream ticket. @extends {LiveStream<Entry>} */
export class LiveGame extends LiveStream {
  /**
   * @param {string} gameId
   * @param {{ onEntry: (entry: Entry) => void, onStatus: (status: LiveStatus) => void }} handlers
   */
  constructor(gameId, handlers) {
    super(GAME_ENTRY_TYPES, handlers);
    this.gameId = gameId;
  }

  async url() {
    const path = { game_id: this.gameId };
    const ticket = await ok(api.POST("/v1/games/{game_id}/stream-tickets", { params: { path } }));
    return `${ticket.events_url}&after=${this.last}`;
  }
}

/**
 * An event's public live log (pairings, clock, results, standings…); a penalty reaches only the staff and the
 * penalised player, so this anonymous follower does not hear of one. @extends {LiveStream<EventEntry>}
 */
export class LiveEvent extends LiveStream {
  /**
   * @param {string} eventId
   * @param {{ onEntry: (entry: EventEntry) => void, onStatus: (status: LiveStatus) => void }} handlers
   */
  constructor(eventId, handlers) {
    super(EVENT_ENTRY_TYPES, handlers);
    this.eventId = eventId;
  }

  async url() {
    return `${location.origin}/v1/tournaments/${encodeURIComponent(this.eventId)}/events?after=${this.last}`;
  }

  /** The number of the log's last entry now: a stream started after it sends only what happens next. */
  async lastEntry() {
    const path = { tournament_id: this.eventId };
    const log = await ok(api.GET("/v1/tournaments/{tournament_id}/events", { params: { path, query: { limit: 1 } } }));
    return log.last;
  }
}
