// Types for server/cache-channel.mjs, which the cache handler imports as plain JavaScript.
export declare const CACHE_CHANNEL: string;
