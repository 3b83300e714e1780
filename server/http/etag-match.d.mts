// Types for server/http/etag-match.mjs, which the custom server imports as plain JavaScript.
export declare function holdsEtag(ifNoneMatch: string | null | undefined, etag: string): boolean;
