// Types for scripts/keep-encoded.mjs, which the server (plain JavaScript) loads.
import type { IncomingMessage, ServerResponse } from "node:http";

export declare const TRIAL_BYTES: number;
export declare const KEPT_BYTES: number;
export declare const BROTLI_QUALITY: number;
export declare function keepEncoded(worthCompressing: (req: IncomingMessage, res: ServerResponse) => boolean): {
  middleware(req: IncomingMessage, res: ServerResponse, next: () => void): void;
  stats: { encodings: number };
};
