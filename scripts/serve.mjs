// `npm start`: builds once if there is no build, then serves Outpost with Next's request handler.
// A thin custom server so that, unless TRUST_PROXY says a proxy sets it, X-Forwarded-For always
// holds the real socket address: rate limits and click dedup must not trust what a client claims; and so
// that route handlers' answers are compressed too (scripts/outpost-response.mjs).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import next from "next";
import { OutpostResponse } from "./outpost-response.mjs";

process.env.NODE_ENV = "production";
process.env.NEXT_TELEMETRY_DISABLED ??= "1";
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || "0.0.0.0";
// TRUST_PROXY: a number of proxies, or true for one (server/http/client-ip.ts reads what they append).
const trustProxyValue = (process.env.TRUST_PROXY || "").toLowerCase();
const trustProxy = ["true", "yes", "on"].includes(trustProxyValue) || Number(trustProxyValue) > 0;

if (!existsSync(".next/BUILD_ID")) {
  console.log("No build found: running `next build` once (about a minute).");
  const build = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const app = next({ dev: false, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();

const server = createServer({ ServerResponse: OutpostResponse }, (req, res) => {
  if (!trustProxy) req.headers["x-forwarded-for"] = req.socket.remoteAddress ?? "";
  handle(req, res);
});
// Idle connections are kept longer than a proxy's or client's own idle limit (often 60 s), so neither
// reuses a socket at the moment Node's 5 s default closes it (an ECONNRESET for the caller).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, hostname, () => {
  console.log(`Outpost is ready on http://localhost:${port}`);
});
