// `npm run bench:delivery` — the delivery budgets, for this build and, given BENCH_BEFORE (a folder
// holding another checkout with its own `.next` build), for that one too, in the same run:
// - bytes on the wire (brotli or gzip, as a browser asks) for `/`, a job page and `/api/jobs`;
// - requests per second and p99 under 50 connections for the same three, and an unchanged poll (304) next to
//   a bare Next route handler of the same version (bench/bare-next.mjs);
// - memory: RSS of a fresh `npm start` before and after 2,000 requests for random unknown job ids, 10 at a
//   time, and whether the home page is still served from the cache afterwards.
// Each build runs as `npm start` on a fresh embedded database, one after the other.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startBareNext } from "./bare-next.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3210);
const BROWSER = { "accept-encoding": "br, gzip" };
const builds = [...(process.env.BENCH_BEFORE ? [["before", path.resolve(process.env.BENCH_BEFORE)]] : []), ["this build", process.cwd()]];

/** What `npm start` runs in `dir`, after `node`: its own flags (the heap size) and the server script. */
const startArgs = (dir) =>
  JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8"))
    .scripts.start.split(" ")
    .slice(1);

/** `npm start` in `dir` on a fresh data folder; resolves once it answers. */
async function startOutpost(dir) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "outpost-bench-"));
  const child = spawn(process.execPath, startArgs(dir), {
    cwd: dir,
    stdio: "ignore",
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_DEMO: "true",
    },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`${base}/api/stats`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    rssMb: () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${child.pid}/status`, "utf8"))[1]) / 1024,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => (fs.rmSync(dataDir, { recursive: true, force: true }), resolve()));
        child.kill();
      }),
  };
}

/** The raw answer, as compressed on the wire. */
function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) =>
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, bytes: Buffer.concat(chunks).length }));
      })
      .on("error", reject),
  );
}

function load(url, headers = {}) {
  return new Promise((resolve, reject) =>
    autocannon({ url, connections: 50, duration: seconds, headers: { ...BROWSER, ...headers } }, (err, result) =>
      err ? reject(err) : resolve({ rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx }),
    ),
  );
}

async function throughput(base) {
  const [job] = await (await fetch(`${base}/api/jobs?limit=1`)).json();
  const paths = { "/": "/", "/job/{id}": `/job/${job.id}`, "/api/jobs": "/api/jobs?limit=50" };
  const wire = {};
  const speed = {};
  for (const [name, p] of Object.entries(paths)) {
    await rawGet(base + p, BROWSER); // renders and keeps it
    const answer = await rawGet(base + p, BROWSER);
    wire[name] = { bytes: answer.bytes, encoding: answer.headers["content-encoding"] ?? "none" };
    speed[name] = await load(base + p);
  }
  const etag = (await rawGet(base + paths["/api/jobs"], BROWSER)).headers.etag;
  speed["/api/jobs, unchanged (304)"] = await load(base + paths["/api/jobs"], { "if-none-match": etag });
  return { wire, speed };
}

async function memory(dir) {
  const server = await startOutpost(dir);
  try {
    await rawGet(`${server.base}/`, BROWSER);
    await rawGet(`${server.base}/`, BROWSER);
    const before = server.rssMb();
    const started = Date.now();
    for (let sent = 0; sent < 2_000; sent += 10)
      await Promise.all(Array.from({ length: 10 }, () => rawGet(`${server.base}/job/${randomUUID()}`, BROWSER)));
    const after = server.rssMb();
    const home = await rawGet(`${server.base}/`, BROWSER);
    const seconds = (Date.now() - started) / 1000;
    return { before, after, seconds, homeCache: home.headers["x-nextjs-cache"] ?? "(no header)" };
  } finally {
    await server.stop();
  }
}

const results = new Map();
for (const [name, dir] of builds) {
  const server = await startOutpost(dir);
  try {
    results.set(name, await throughput(server.base));
  } finally {
    await server.stop();
  }
}
const bare = await startBareNext(Number(process.env.BARE_PORT ?? 3999));
let bareHandler;
try {
  bareHandler = await load(`${bare.base}/ping`);
} finally {
  bare.stop();
}
const memories = new Map();
for (const [name, dir] of builds) memories.set(name, await memory(dir));

const [first] = results.values();
console.log(`\nBytes on the wire (accept-encoding: br, gzip)`);
console.log(`| answer | ${[...results.keys()].join(" | ")} |`);
console.log(`| --- | ${[...results.keys()].map(() => "---").join(" | ")} |`);
for (const answer of Object.keys(first.wire))
  console.log(`| ${answer} | ${[...results.values()].map((r) => `${r.wire[answer].bytes} B (${r.wire[answer].encoding})`).join(" | ")} |`);

console.log(
  `\nRequests per second and p99, 50 connections, ${seconds} s each; bare Next route handler: ${bareHandler.rps.toFixed(0)} req/s`,
);
console.log(`| answer | ${[...results.keys()].map((n) => `${n} req/s | p99`).join(" | ")} |`);
console.log(`| --- | ${[...results.keys()].map(() => "--- | ---").join(" | ")} |`);
for (const answer of Object.keys(first.speed))
  console.log(
    `| ${answer} | ${[...results.values()].map((r) => `${r.speed[answer].rps.toFixed(0)} | ${r.speed[answer].p99} ms`).join(" | ")} |`,
  );
const poll = [...results.values()].at(-1).speed["/api/jobs, unchanged (304)"];
console.log(`Unchanged poll: ${((100 * poll.rps) / bareHandler.rps).toFixed(0)} % of the bare route handler (budget 80 %)`);

console.log(`\nMemory: a fresh npm start, 2,000 requests for random unknown job ids, 10 at a time`);
// A kept page expires 90 s after its last render (expireTime): past that, the home page is rendered again
// whatever the cache holds, so its header says more when the run took less.
console.log(`| build | RSS before | RSS after | growth | took | home page afterwards |`);
console.log(`| --- | --- | --- | --- | --- | --- |`);
for (const [name, m] of memories)
  console.log(
    `| ${name} | ${m.before.toFixed(0)} MB | ${m.after.toFixed(0)} MB | +${(m.after - m.before).toFixed(0)} MB | ${m.seconds.toFixed(0)} s | x-nextjs-cache: ${m.homeCache} |`,
  );
