// The live page of an event: pairings, the round clock and standings (or the bracket), kept current from the
// event's live stream (GET /v1/tournaments/{id}/events as Server-Sent Events). The server's clock is the only
// clock: the countdown runs from the round's `ends_at`, corrected by the difference between the server's `now`
// and this device's time. Everything is written with textContent: no markup from the API is ever parsed.
"use strict";

(function () {
  const root = document.getElementById("live");
  if (!root) return;
  const id = root.dataset.tournament;
  const api = "/v1/tournaments/" + encodeURIComponent(id);
  const PAGE_SECONDS = 12;
  const state = { event: null, round: null, clock: null, skewMs: 0, page: 0, lastEvent: 0 };
  let refreshTimer = null;

  function el(tag, text, className) {
    const node = document.createElement(tag);
    if (text !== undefined && text !== null) node.textContent = String(text);
    if (className) node.className = className;
    return node;
  }

  async function getJson(path) {
    const response = await fetch(api + path, { headers: { Accept: "application/json" } });
    if (!response.ok) throw new Error(path + ": HTTP " + response.status);
    return response.json();
  }

  function resultText(match) {
    const result = match.result;
    if (match.kind === "bye") return "bye";
    if (!result) return match.status === "pending" ? "playing" : match.status;
    const names = Object.fromEntries(match.players.map((p) => [p.id, p.name]));
    if (result.placements) {
      return result.placements.map((group) => group.map((p) => names[p] || p).join(" = ")).join(" › ");
    }
    if (result.wins) {
      const games = match.players.map((p) => result.wins[p.id] || 0).join("–");
      return result.draws ? games + "–" + result.draws : games;
    }
    return String(result.outcome || "").replace(/_/g, " ");
  }

  function renderPairings() {
    const body = document.querySelector("#pairings tbody");
    const round = state.round;
    body.replaceChildren();
    if (!round) {
      body.append(rowOf(["", "Pairings appear when round 1 is paired.", ""]));
      return;
    }
    const rows = round.matches.map((m) => {
      const players = m.players.map((p) => p.name).join(m.kind === "pod" ? " · " : " vs ");
      const extra = m.extension_minutes ? " (+" + m.extension_minutes + " min)" : "";
      return rowOf([m.table === null ? "—" : m.table, players + extra, resultText(m)], m.status);
    });
    const perPage = Math.max(4, Math.floor((window.innerHeight - 260) / 44));
    const pages = Math.max(1, Math.ceil(rows.length / perPage));
    state.page = state.page % pages;
    body.append(...rows.slice(state.page * perPage, (state.page + 1) * perPage));
    document.getElementById("pairings-page").textContent =
      pages > 1 ? "Page " + (state.page + 1) + " of " + pages : "";
  }

  function rowOf(cells, status) {
    const tr = el("tr");
    if (status) tr.dataset.status = status;
    cells.forEach((c) => tr.append(el("td", c)));
    return tr;
  }

  function renderStandings(standings) {
    const body = document.querySelector("#standings tbody");
    body.replaceChildren();
    standings.items.slice(0, 32).forEach((row) => {
      const r = row.record;
      const record = "wins" in r ? r.wins + "-" + r.losses + "-" + r.draws : r.firsts + " won of " + r.tables;
      const name = row.name + (row.dropped ? " (dropped)" : "");
      body.append(rowOf([row.rank, name, row.points, record]));
    });
  }

  function renderBracket(bracket) {
    const box = document.getElementById("bracket");
    box.replaceChildren();
    box.hidden = bracket.rounds.length === 0;
    document.getElementById("standings").hidden = !box.hidden;
    document.getElementById("standings-title").textContent = box.hidden ? "Standings" : "Bracket";
    bracket.rounds.forEach((round) => {
      const column = el("div", null, "bracket-round");
      column.append(el("h3", round.name || "Round " + round.number));
      round.matches.forEach((m) => {
        const card = el("div", null, "bracket-match");
        m.players.forEach((p, i) => {
          const seed = m.seeds[i] ? "(" + m.seeds[i] + ") " : "";
          card.append(el("div", seed + m.names[i], p === m.winner ? "winner" : ""));
        });
        if (m.bye) card.append(el("div", "bye", "bye"));
        column.append(card);
      });
      box.append(column);
    });
  }

  function renderMeta() {
    const t = state.event;
    const parts = [t.ruleset, t.format.replace(/_/g, " ")];
    if (t.current_round) parts.push("round " + t.current_round + " of " + t.rounds);
    if (t.status === "finished") parts.push("finished");
    document.getElementById("event-meta").textContent = parts.join(" · ");
  }

  function setClock(clock) {
    state.clock = clock;
    state.skewMs = clock ? Date.parse(clock.now) - Date.now() : 0;
    tick();
  }

  function tick() {
    const clock = state.clock;
    const time = document.getElementById("clock-time");
    const label = document.getElementById("clock-state");
    if (!clock) {
      time.textContent = "--:--";
      label.textContent = "";
      return;
    }
    let seconds = clock.remaining_seconds;
    if (clock.state === "running" && clock.ends_at) {
      seconds = Math.max(0, Math.round((Date.parse(clock.ends_at) - (Date.now() + state.skewMs)) / 1000));
    }
    const minutes = Math.floor(seconds / 60);
    time.textContent = minutes + ":" + String(seconds % 60).padStart(2, "0");
    const ended = clock.state === "ended" || (clock.state === "running" && seconds === 0);
    label.textContent = ended ? "time" : clock.state.replace("_", " ");
    document.getElementById("clock").dataset.state = ended ? "ended" : clock.state;
  }

  async function refresh() {
    state.event = await getJson("");
    renderMeta();
    const n = state.event.current_round;
    state.round = n ? await getJson("/rounds/" + n) : null;
    setClock(state.round ? state.round.clock : null);
    renderPairings();
    const bracket = await getJson("/bracket");
    renderBracket(bracket);
    if (bracket.rounds.length === 0) renderStandings(await getJson("/standings"));
  }

  function scheduleRefresh() {
    clearTimeout(refreshTimer);
    refreshTimer = setTimeout(() => refresh().catch(showError), 250);
  }

  function showError(error) {
    document.getElementById("connection").textContent = "Reconnecting… (" + error.message + ")";
  }

  function listen() {
    const source = new EventSource(api + "/events?after=" + state.lastEvent);
    const status = document.getElementById("connection");
    source.onopen = () => {
      status.textContent = "Live";
    };
    source.onerror = () => {
      status.textContent = "Reconnecting…";
    };
    const onEvent = (message) => {
      state.lastEvent = Number(message.lastEventId) || state.lastEvent;
      const entry = JSON.parse(message.data);
      if (entry.type === "clock.updated" && state.round && entry.data.clock.round === state.round.number) {
        setClock(entry.data.clock);
        return;
      }
      scheduleRefresh();
    };
    [
      "tournament.started", "round.paired", "clock.updated", "match.extended", "result.reported",
      "standings.updated", "player.entered", "player.dropped", "round.stale", "round.stale_resolved",
      "round.completed", "tournament.finished",
    ].forEach((type) => source.addEventListener(type, onEvent));
  }

  async function start() {
    const log = await getJson("/events?limit=1&after=0");
    state.lastEvent = log.last;
    await refresh();
    listen();
    setInterval(tick, 250);
    setInterval(() => {
      state.page += 1;
      renderPairings();
    }, PAGE_SECONDS * 1000);
  }

  function boot() {
    start().catch((error) => {
      showError(error);
      setTimeout(boot, 3000);
    });
  }

  boot();
})();
