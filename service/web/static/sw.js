// The web companion's service worker: it keeps the app shell so the app starts without a network. API calls
// (/v1/…) are never cached here: live game state must come from the server, and the app says when it cannot. The
// last known state of a game is kept by the app itself (game-cache.js, in localStorage), under the viewer who saw
// it: a response cached here by URL would be served to whoever asks next, and a game document is one viewer's view.
"use strict";
const worker = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));
const DIGEST = "{{DIGEST}}";
const CACHE = `companion-shell-${DIGEST}`;
const PRECACHE = /*PRECACHE*/ [""];

worker.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)).then(() => worker.skipWaiting()),
  );
});

worker.addEventListener("activate", (event) => {
  // every module is loaded at start (no lazy chunks), so an open page never needs an old digest's files
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(
        keys.filter((key) => key.startsWith("companion-shell-") && key !== CACHE).map((key) => caches.delete(key)),
      ))
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin || !url.pathname.startsWith("/app/")) return;
  if (request.mode === "navigate") {
    // the page: fresh when the network answers, the cached shell (any route is the same page) when it does not
    event.respondWith(fetch(request).catch(() => caches.match("/app/", { cacheName: CACHE })
      .then((hit) => hit || Response.error())));
    return;
  }
  if (url.pathname.startsWith("/app/s/")) {
    // digest-named files never change: the cache first, the network for what was not precached
    event.respondWith(caches.match(request, { cacheName: CACHE }).then((hit) => hit || fetch(request)));
  }
});
