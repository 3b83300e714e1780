// A bare Next app of the version this project uses — one static page, a page with one client button, a `ping`
// route handler and a `feed` route handler that reads a posted body and answers a small XML, as a feed
// endpoint does — built and started in a temporary folder, as the yardstick the page and API figures are
// divided by.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const FILES = {
  "package.json": JSON.stringify({ name: "bare-next", private: true, type: "module" }),
  "next.config.mjs": "export default {};\n",
  "app/layout.js": 'export default function Layout({ children }) { return <html lang="en"><body>{children}</body></html>; }\n',
  "app/page.js":
    "export default function Page() { return <main><h1>Bare page</h1><p>A static page of the same Next version.</p></main>; }\n",
  "app/button/page.js":
    'import { Press } from "./press";\nexport default function Page() { return <main><h1>One button</h1><Press /></main>; }\n',
  "app/button/press.js":
    '"use client";\nimport { useState } from "react";\nexport function Press() { const [pressed, setPressed] = useState(false); return <button id="press" onClick={() => setPressed(true)}>{pressed ? "Pressed" : "Press"}</button>; }\n',
  "app/ping/route.js": 'export function GET() { return Response.json({ ok: true }); }\nexport const dynamic = "force-dynamic";\n',
  "app/feed/route.js": `const ANSWER = '<?xml version="1.0" encoding="UTF-8"?><response><status>OK</status><job_reference/><advert_url/><message/></response>';
export async function POST(request) {
  await request.text();
  return new Response(ANSWER, { headers: { "content-type": "application/xml" } });
}
`,
};

/** Builds and starts the bare app on `port`; resolves once it answers. */
export async function startBareNext(port) {
  // Inside this project (under .next, which the next build replaces), so the bare app resolves this
  // project's node_modules: Turbopack refuses a node_modules linked from outside its workspace.
  const dir = fs.mkdtempSync(path.resolve(".next", "bench-bare-next-"));
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  const nextBin = path.resolve("node_modules/next/dist/bin/next");
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  const build = spawnSync(process.execPath, [nextBin, "build"], { cwd: dir, env, encoding: "utf8" });
  if (build.status !== 0) throw new Error(`bare Next build failed:\n${build.stdout}\n${build.stderr}`);
  const server = spawn(process.execPath, [nextBin, "start", "-p", String(port)], { cwd: dir, env, stdio: "ignore" });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${base}/ping`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    pid: server.pid,
    stop() {
      server.kill();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
