// A game's live stream: Server-Sent Events opened with a one-use stream ticket (EventSource cannot send a bearer
// header), resumed after the last entry seen (`after=`) whenever the connection drops, the network goes, or a phone
// wakes up. The status says whether the screen is live.
import { api, ok } from "./api.js";

/** @typedef {"connecting" | "live" | "reconnecting" | "offline" | "closed"} LiveStatus */
/** @typedef {import("./api.js").Entry} Entry */

const ENTRY_TYPES = ["game_created", "action", "undo"];
const WAKE_AFTER_MS = 15000; // hidden this long (a phone asleep): the connection may be dead without saying so

export class LiveGame {
  /**
   * @param {string} gameId
   * @param {{ onEntry: (entry: Entry) => void, onStatus: (status: LiveStatus) => void }} handlers
   */
  constructor(gameId, handlers) {
    this.gameId = gameId;
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
    let ticket;
    try {
      ticket = await ok(api.POST("/v1/games/{game_id}/stream-tickets", { params: { path: { game_id: this.gameId } } }));
    } catch {
      this.retry();
      return;
    }
    if (this.stopped) return;
    const source = new EventSource(`${ticket.events_url}&after=${this.last}`);
    this.source = source;
    source.onopen = () => {
      this.attempt = 0;
      this.connected = true;
      this.handlers.onStatus("live");
    };
    const receive = (/** @type {MessageEvent} */ message) => {
      const entry = /** @type {Entry} */ (JSON.parse(message.data));
      if (entry.number <= this.last) return;
      this.last = entry.number;
      this.handlers.onEntry(entry);
    };
    for (const type of ENTRY_TYPES) source.addEventListener(type, receive);
    source.onmessage = receive;
    // the ticket was used: EventSource's own retry would be refused, so every drop gets a new ticket and `after=`
    source.onerror = () => this.retry();
  }

  retry() {
    const delay = Math.min(500 * 2 ** this.attempt, 10000) * (0.75 + Math.random() / 2);
    this.attempt += 1;
    this.reconnect(this.attempt === 1 ? 0 : delay);
  }
}
