// Types for server/cache-handler.mjs, which Next loads as plain JavaScript.
export declare const KEPT_BYTES: number;
export declare const MISSING_BYTES: number;
export declare const VIEWS_BYTES: number;
export declare function entryBytes(value: unknown): number;
export declare function answersNothing(value: unknown): boolean;
export declare function listenForCacheEvents(url: string, onTag: (tag: string | null) => void): { close(): Promise<void> };
type Entry = { value: unknown; lastModified: number };
export default class OutpostCacheHandler {
  get(key: string): Promise<Entry | null>;
  set(key: string, data: unknown, ctx: { tags?: string[]; fetchUrl?: string }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
