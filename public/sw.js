// The service worker: Konter a Matt works offline after the first visit.
//
// This file is a template. At build time, scripts/pwa-build.mjs (a Trunk post_build hook,
// see Trunk.toml) replaces the BUILD value below with the build's version (a hash of
// every file in the site) and the list of files to precache, generated from Trunk's
// output. Never edit the list by hand. Unbuilt (served from the template) it does nothing.
//
// - install: precache every file of the build (the manifest's icons too: the browser
//   fetches one on every load, offline too) into "konter-a-matt-shell-<version>".
// - activate: delete older "konter-a-matt-shell-*" caches (never another app's caches on the
//   same origin), then take control of open pages.
// - fetch (GET requests inside the scope only; everything else is left to the network):
//   - hashed files (name-<hash>.ext; their content never changes): cache first;
//   - the page and the other files (worker, manifest, icons): network first, the
//     precached copy when offline — so a page and the files it loads stay one version.
// - A new version waits until the page asks for it ("Update available — reload"): the
//   page posts "skip-waiting", the new worker activates and the page reloads then.

const BUILD = /*BUILD*/ { version: 'unbuilt', immutable: [], fresh: [] } /*END BUILD*/;

const PREFIX = 'konter-a-matt-shell-';
const CACHE = PREFIX + BUILD.version;
const SCOPE = self.registration.scope;
// The app's page: the scope itself ("./" in the precache list).
const PAGE = new URL('./', SCOPE).href;
const IMMUTABLE = new Set(BUILD.immutable.map((path) => new URL(path, SCOPE).href));

self.addEventListener('install', (event) => {
  if (BUILD.version === 'unbuilt') return;
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      cache.addAll([
        // Hashed files never change: the copy the page just loaded (HTTP cache) will do.
        ...BUILD.immutable.map((path) => new Request(new URL(path, SCOPE))),
        // The others are checked with the server ("no-cache": revalidate, often a 304).
        ...BUILD.fresh.map((path) => new Request(new URL(path, SCOPE), { cache: 'no-cache' })),
      ]),
    ),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || BUILD.version === 'unbuilt') return;
  const url = new URL(request.url);
  url.hash = '';
  if (!url.href.startsWith(SCOPE)) return;

  if (IMMUTABLE.has(url.href)) {
    event.respondWith(cacheFirst(request));
  } else if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, PAGE));
  } else {
    event.respondWith(networkFirst(request, null));
  }
});

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  return (await cache.match(request)) ?? fetch(request);
}

// The network's answer; offline (or on a server error), the precached copy of the same
// file, or of `fallback` (the page, for a navigation anywhere in the scope).
async function networkFirst(request, fallback) {
  try {
    const response = await fetch(request);
    if (response.status < 500 || !fallback) return response;
    throw new Error(`HTTP ${response.status}`);
  } catch (error) {
    const cache = await caches.open(CACHE);
    const cached = (await cache.match(request, { ignoreSearch: true })) ?? (fallback && (await cache.match(fallback)));
    if (cached) return cached;
    throw error;
  }
}
