/**
 * The Lite app's service worker (served at /sw.js, scope /), as text: it keeps hashed build
 * files (/assets/<name>-<hash>.<ext>, immutable) and one offline page, nothing else. Pages are
 * always asked of the network (they carry the member's data; navigation preload saves the
 * worker's start-up), and only when that fails is the offline page shown. API calls, balances
 * and any other address are not touched at all (no respondWith: the browser fetches as without
 * a worker). The cache is named after the build, so a new build's worker installs beside the old
 * one and, once active, deletes every older Lite cache. docs/decisions/053.
 */

/** Every cache this worker owns starts so; the build id follows. */
export const liteCachePrefix = 'portico-lite-';
export const liteOfflinePath = '/lite/offline';
/** Vite's hashed file names: assets/<name>-<8+ character hash>.<ext>. */
export const hashedAssetPattern = /^\/assets\/[A-Za-z0-9._-]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

export function serviceWorkerSource(buildId: string): string {
  const cacheName = JSON.stringify(`${liteCachePrefix}${buildId}`);
  return `'use strict';
// Portico Lite app worker, build ${buildId.replace(/[^A-Za-z0-9_-]/g, '')}.
const CACHE = ${cacheName};
const PREFIX = ${JSON.stringify(liteCachePrefix)};
const OFFLINE = ${JSON.stringify(liteOfflinePath)};
const HASHED = ${hashedAssetPattern.toString()};

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(new Request(OFFLINE, { cache: 'reload', credentials: 'same-origin' })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n.startsWith(PREFIX) && n !== CACHE).map((n) => caches.delete(n)));
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

async function page(event) {
  try {
    const preloaded = await event.preloadResponse;
    if (preloaded) return preloaded;
    return await fetch(event.request);
  } catch (error) {
    const offline = await caches.match(OFFLINE, { cacheName: CACHE });
    if (offline) return offline;
    throw error;
  }
}

async function asset(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const answer = await fetch(request);
  if (answer.ok && answer.type === 'basic') await cache.put(request, answer.clone());
  return answer;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(event));
    return;
  }
  if (HASHED.test(url.pathname) && url.search === '') event.respondWith(asset(request));
});
`;
}
