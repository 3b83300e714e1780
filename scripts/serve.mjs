// `npm start`: builds once if there is no build, then serves Outpost with Next's request handler.
// A thin custom server for two things `next start` does not do:
// - unless TRUST_PROXY says a proxy sets it, X-Forwarded-For always holds the real socket address: rate
//   limits and click dedup must not trust what a client claims;
// - answers are compressed, in brotli to browsers (a page repeats itself in Next's payload farther apart than
//   gzip's window reaches) and for route handlers too (see worthCompressing): a versioned answer once per
//   version and encoding (keep-encoded.mjs), anything else by the `compression` middleware per request.
//   Next's own compression is turned off under this server (next.config.ts), so nothing is compressed twice.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { constants } from "node:zlib";
import compression from "compression";
import next from "next";
import { BROTLI_QUALITY, keepEncoded } from "./keep-encoded.mjs";

process.env.NODE_ENV = "production";
process.env.NEXT_TELEMETRY_DISABLED ??= "1";
// Read by next.config.ts.
process.env.OUTPOST_COMPRESSES = "1";
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || "0.0.0.0";
// TRUST_PROXY: a number of proxies, or true for one (server/http/client-ip.ts reads what they append).
const trustProxyValue = (process.env.TRUST_PROXY || "").toLowerCase();
const trustProxy = ["true", "yes", "on"].includes(trustProxyValue) || Number(trustProxyValue) > 0;

// The build is package.json's `build` script, the one place that says what it is (Next's, then the service
// worker's: decision 115). `npm start` names its own npm; run otherwise, the one on PATH.
if (!existsSync(".next/BUILD_ID") || !existsSync("public/sw.js")) {
  console.log("No build found: building once (about a minute).");
  const [command, args] = process.env.npm_execpath
    ? [process.execPath, [process.env.npm_execpath, "run", "build"]]
    : ["npm", ["run", "build"]];
  const build = spawnSync(command, args, { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const BUILD_FILES = "/_next/static/";

/**
 * compression's own rule (a compressible type, no `no-transform`), less what must go out as it is:
 * - a build file asked for with a query string (other than the `dpl` Next adds when a deployment id is set):
 *   our pages never link one, and behind a CDN that keeps files by address each new `?x=` would be a miss
 *   the origin compresses again;
 * - a range (206): those bytes of the file, not of a compressed copy.
 * Next copies a route handler's headers with an append that stores even Content-Type as a one-element array,
 * which compression's type check takes for incompressible (vercel/next.js#98007; drop this once its fix, #98044,
 * ships): it is set as the string it is.
 */
function worthCompressing(req, res) {
  if (req.url?.startsWith(BUILD_FILES) && req.url.includes("?") && !/[?&]dpl=/.test(req.url)) return false;
  if (res.statusCode === 206) return false;
  const type = res.getHeader("content-type");
  if (Array.isArray(type) && type.length === 1) res.setHeader("Content-Type", type[0]);
  return compression.filter(req, res);
}

const compress = compression({ filter: worthCompressing, brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } } });
const keep = keepEncoded(worthCompressing).middleware;

/** How long open requests may take to finish once the server stops taking new ones. */
const REQUESTS_GRACE_MS = 5_000;
let server;

/**
 * SIGTERM or SIGINT: stop taking connections, let open requests finish, then exit. Registered before Next
 * loads instrumentation.ts, whose handler (server/queue/shutdown.ts) stops the job queue's workers first
 * and then runs this one.
 */
function shutDown(signal) {
  const code = signal === "SIGINT" ? 130 : 143;
  if (!server) process.exit(code);
  server.close(() => process.exit(code));
  server.closeIdleConnections();
  setTimeout(() => process.exit(code), REQUESTS_GRACE_MS).unref();
}
process.once("SIGTERM", shutDown);
process.once("SIGINT", shutDown);

const app = next({ dev: false, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();

server = createServer((req, res) => {
  if (!trustProxy) req.headers["x-forwarded-for"] = req.socket.remoteAddress ?? "";
  compress(req, res, () => keep(req, res, () => handle(req, res)));
});
// Idle connections are kept longer than a proxy's or client's own idle limit (often 60 s), so neither
// reuses a socket at the moment Node's 5 s default closes it (an ECONNRESET for the caller).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, hostname, () => {
  console.log(`Outpost is ready on http://localhost:${port}`);
});
