// The Postgres channel on which writes NOTIFY the cache tag they changed (server/cache.ts) and every
// instance's cache handler LISTENs (server/cache-handler.mjs). Its own module, so the app's bundles do not
// carry the handler. Plain JavaScript: the handler, which Next loads itself, imports it too.
export const CACHE_CHANNEL = "outpost_cache";
