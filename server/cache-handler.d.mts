// Types for server/cache-handler.mjs, which Next loads as plain JavaScript.
export declare function listenForCacheEvents(url: string, onTag: (tag: string | null) => void): { close(): Promise<void> };
export default class OutpostCacheHandler {}
