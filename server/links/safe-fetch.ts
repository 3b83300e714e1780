// The one way the server fetches an address someone else gave us (apply links, logos): SSRF-safe.
// Only http and https on ports 80 and 443; the host resolved once and the connection pinned to that
// address (no DNS rebinding between check and connect); private, loopback, link-local and metadata
// addresses refused; at most 5 redirects, each checked the same way; 10 s in all; 1 MB read at most.
import "server-only";
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import type { LookupFunction } from "node:net";
import { isRefusedAddress } from "./address-guard";
import { allowedHosts, allowOnlyListed } from "./settings";

export type FetchFailure = "invalid-url" | "refused" | "dns" | "connection" | "timeout" | "too-many-redirects";

export class SafeFetchError extends Error {
  constructor(
    readonly kind: FetchFailure,
    message: string,
  ) {
    super(message);
    this.name = "SafeFetchError";
  }
}

export type Resolve = (host: string) => Promise<{ address: string; family: number }[]>;

export type SafeFetchOptions = {
  /** Hosts reachable on any port and address (tests); defaults to LINK_CHECK_ALLOW_HOSTS. */
  allowHosts?: readonly string[];
  /** Fetch only the allowed hosts; defaults to LINK_CHECK_ALLOW_ONLY. */
  allowOnly?: boolean;
  /** Name resolution; tests inject their own answers. */
  resolve?: Resolve;
  timeoutMs?: number;
  maxBytes?: number;
  /** Link checks need only the status; images need the bytes. */
  readBody?: boolean;
  /** Stops the fetch when whoever asked for it has gone. */
  signal?: AbortSignal;
};

export type SafeResponse = {
  status: number;
  finalUrl: string;
  redirects: number;
  contentType: string | null;
  body: Buffer | null;
  truncated: boolean;
};

export const USER_AGENT = "OutpostLinkChecker/1.0 (+https://outpost.example/about; checks that job application links work)";
const MAX_REDIRECTS = 5;
const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_BYTES = 1024 * 1024;
const PLAIN_PORTS = new Set([80, 443]);

const systemResolve: Resolve = (host) => dns.promises.lookup(host, { all: true, verbatim: true });

type Target = { url: URL; address: string; family: number };

/** Decides whether this address may be fetched, and where to connect: before any packet is sent. */
export async function vetUrl(raw: string, options: SafeFetchOptions = {}): Promise<Target> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SafeFetchError("invalid-url", "Not a web address");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new SafeFetchError("invalid-url", "Only http and https addresses are fetched");
  if (url.username || url.password) throw new SafeFetchError("invalid-url", "Addresses with credentials are not fetched");
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  const allowed = (options.allowHosts ?? allowedHosts()).includes(host);
  const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
  // An address written out is judged at once; a name, after it is resolved below.
  if (!allowed && net.isIP(host) && isRefusedAddress(host)) throw new SafeFetchError("refused", `Address not allowed: ${host} is ${host}`);
  if (!allowed && (options.allowOnly ?? allowOnlyListed()))
    throw new SafeFetchError("refused", `Outside fetching is switched off: ${host} is not an allowed host`);
  if (!allowed && !PLAIN_PORTS.has(port)) throw new SafeFetchError("refused", `Port ${port} is not allowed`);
  let addresses: { address: string; family: number }[];
  if (net.isIP(host)) addresses = [{ address: host, family: net.isIP(host) }];
  else {
    try {
      addresses = await (options.resolve ?? systemResolve)(host);
    } catch {
      throw new SafeFetchError("dns", `Domain not found: ${host}`);
    }
    if (addresses.length === 0) throw new SafeFetchError("dns", `Domain not found: ${host}`);
  }
  // Every address the name has must be public: which one a connection would use is not ours to choose.
  const bad = allowed ? undefined : addresses.find((a) => isRefusedAddress(a.address));
  if (bad) throw new SafeFetchError("refused", `Address not allowed: ${host} is ${bad.address}`);
  return { url, ...addresses[0] };
}

/** A DNS lookup for node's http(s).request that answers the vetted address, whatever the name resolves to by now. */
export function pinnedLookup(target: Pick<Target, "address" | "family">): LookupFunction {
  return (_host, opts, callback) => {
    if ((opts as { all?: boolean }).all)
      (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

function connectionError(error: NodeJS.ErrnoException): SafeFetchError {
  if (error.code === "ECONNREFUSED") return new SafeFetchError("connection", "Connection refused");
  if (error.code === "ENOTFOUND" || error.code === "EAI_AGAIN") return new SafeFetchError("dns", "Domain not found");
  if (error.code?.startsWith("ERR_TLS") || error.code?.includes("CERT"))
    return new SafeFetchError("connection", "The site's certificate is not valid");
  return new SafeFetchError("connection", `Connection failed (${error.code ?? error.message})`);
}

type Hop = { status: number; location: string | null; contentType: string | null; body: Buffer | null; truncated: boolean };

function requestOnce(
  target: Target,
  options: Required<Pick<SafeFetchOptions, "maxBytes" | "readBody">>,
  signal: AbortSignal,
): Promise<Hop> {
  const lookup = pinnedLookup(target);
  const client = target.url.protocol === "https:" ? https : http;
  return new Promise<Hop>((resolve, reject) => {
    const request = client.request(
      target.url,
      { method: "GET", lookup, signal, agent: false, headers: { "user-agent": USER_AGENT, accept: "*/*", "accept-encoding": "identity" } },
      (response) => {
        const hop = {
          status: response.statusCode ?? 0,
          location: response.headers.location ?? null,
          contentType: response.headers["content-type"] ?? null,
        };
        if (!options.readBody || (hop.status >= 300 && hop.status < 400)) {
          response.destroy();
          return resolve({ ...hop, body: null, truncated: false });
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            chunks.push(chunk.subarray(0, chunk.length - (size - options.maxBytes)));
            response.destroy();
            resolve({ ...hop, body: Buffer.concat(chunks), truncated: true });
          } else chunks.push(chunk);
        });
        response.on("end", () => resolve({ ...hop, body: Buffer.concat(chunks), truncated: false }));
        response.on("error", (e) => reject(connectionError(e)));
      },
    );
    request.on("error", (e: NodeJS.ErrnoException) =>
      reject(signal.aborted ? new SafeFetchError("timeout", "No answer in time") : connectionError(e)),
    );
    request.end();
  });
}

/** Settles as `promise` does, or rejects once `signal` aborts: a lookup that hangs does not outlast the limit. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

export async function safeFetch(raw: string, options: SafeFetchOptions = {}): Promise<SafeResponse> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timedOut = () => new SafeFetchError("timeout", `No answer within ${timeoutMs / 1000} seconds`);
  // Our own timer, cleared when the fetch settles: AbortSignal.any() holds an AbortSignal.timeout() weakly on
  // Node 20, so a garbage collection during the fetch lost the limit and a stalling host held it for as long
  // as the caller waited (nodejs/node#57736). A pending timer is kept by the event loop until it fires.
  const limit = new AbortController();
  const timer = setTimeout(() => limit.abort(timedOut()), timeoutMs);
  const caller = options.signal;
  const onCallerGone = () => limit.abort(timedOut());
  if (caller?.aborted) onCallerGone();
  else caller?.addEventListener("abort", onCallerGone, { once: true });
  const { signal } = limit;
  const settings = { maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES, readBody: options.readBody ?? false };
  let current = raw;
  try {
    for (let redirects = 0; ; redirects++) {
      const target = await untilAborted(vetUrl(current, options), signal);
      let hop: Hop;
      try {
        // A body that stalls part-way stops at the limit too, whatever the response stream reports.
        hop = await untilAborted(requestOnce(target, settings, signal), signal);
      } catch (error) {
        if (signal.aborted) throw timedOut();
        throw error;
      }
      if (hop.status >= 300 && hop.status < 400 && hop.location) {
        if (redirects >= MAX_REDIRECTS) throw new SafeFetchError("too-many-redirects", `More than ${MAX_REDIRECTS} redirects`);
        current = new URL(hop.location, target.url).href;
        continue;
      }
      return {
        status: hop.status,
        finalUrl: target.url.href,
        redirects,
        contentType: hop.contentType,
        body: hop.body,
        truncated: hop.truncated,
      };
    }
  } finally {
    clearTimeout(timer);
    caller?.removeEventListener("abort", onCallerGone);
  }
}
