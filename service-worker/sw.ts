/// <reference lib="webworker" />
// Outpost's service worker (docs/decisions/115), built by `serwist build` after `next build` into
// public/sw.js. It keeps what a worker at camp needs when the link drops: the pages they opened, the lists they
// saw and the data My List reads, plus the offline page and the app shell it needs. It never keeps an
// account's own pages or API answers.
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  type PrecacheEntry,
  type RuntimeCaching,
  type SerwistPlugin,
} from "serwist";
import { BUILD_FILE_CACHE, JOB_DATA_CACHE, KEPT_PAGE, OFFLINE_PAGE, PAGE_CACHE, PAGE_KEEP_SECONDS } from "../lib/offline/cache-names";
import { jobsFromKeptLists, requestedIds } from "./job-data-fallback";
import { notificationFromPush, openNotification } from "./push-notifications";

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };

/** How long a page waits for the network before the kept copy is shown: a satellite link's 304 takes about this. */
const PAGE_NETWORK_WAIT_SECONDS = 0.8;

const sameOrigin = (url: URL) => url.origin === self.location.origin;

/** A job taken down answers 410 (or 404): its kept copy must not go on showing it open. */
const forgetGonePages: SerwistPlugin = {
  fetchDidSucceed: async ({ request, response }) => {
    if (response.status === 404 || response.status === 410) await (await caches.open(PAGE_CACHE)).delete(request);
    return response;
  },
};

const runtimeCaching: RuntimeCaching[] = [
  {
    // Hashed build files never change under their name.
    matcher: ({ url }) => sameOrigin(url) && url.pathname.startsWith("/_next/static/"),
    handler: new CacheFirst({
      cacheName: BUILD_FILE_CACHE,
      plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: PAGE_KEEP_SECONDS, purgeOnQuotaError: true })],
    }),
  },
  {
    // A kept public page: the server's copy when it comes quickly (a revalidation it answers 304 when nothing
    // changed), else the kept one at once, while the server's copy still comes in behind it for next time.
    // Only whole documents: the router's RSC fetches are not kept, and when one fails offline the router
    // loads the document instead, which is.
    matcher: ({ request, url }) => request.mode === "navigate" && sameOrigin(url) && KEPT_PAGE.test(url.pathname),
    handler: new NetworkFirst({
      cacheName: PAGE_CACHE,
      networkTimeoutSeconds: PAGE_NETWORK_WAIT_SECONDS,
      plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: PAGE_KEEP_SECONDS, purgeOnQuotaError: true }), forgetGonePages],
    }),
  },
  {
    // Any other page (an account's, the employer's, the back office's) goes to the network only; offline it
    // gets the offline page through the fallback below.
    matcher: ({ request }) => request.mode === "navigate",
    handler: new NetworkOnly(),
  },
  {
    // The public job lists the board and My List read: the network's answer when it comes within a few
    // seconds, else the kept one.
    matcher: ({ request, url }) => request.method === "GET" && sameOrigin(url) && url.pathname === "/api/jobs",
    handler: new NetworkFirst({
      cacheName: JOB_DATA_CACHE,
      networkTimeoutSeconds: 4,
      plugins: [
        new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: PAGE_KEEP_SECONDS, purgeOnQuotaError: true }),
        {
          // No kept answer for exactly these ids: build one from the jobs the kept lists hold.
          handlerDidError: async ({ request }) => {
            const ids = requestedIds(new URL(request.url));
            return ids ? jobsFromKeptLists(await caches.open(JOB_DATA_CACHE), ids) : undefined;
          },
        },
      ],
    }),
  },
];

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // A new build's worker takes over at once: its pages and files are the ones the server now has.
  skipWaiting: true,
  clientsClaim: true,
  // Off: navigation preload (which Serwist's strategies would use in place of their own fetch) could start a
  // page's request while the worker boots, but it has not been measured on the slow link yet.
  navigationPreload: false,
  runtimeCaching,
  fallbacks: { entries: [{ url: OFFLINE_PAGE, matcher: ({ request }) => request.mode === "navigate" }] },
});

self.addEventListener("push", (event) => {
  const notification = notificationFromPush(event.data);
  event.waitUntil(self.registration.showNotification(notification.title, notification.options));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  event.waitUntil(openNotification(self.clients, event.notification.data));
});

serwist.addEventListeners();
