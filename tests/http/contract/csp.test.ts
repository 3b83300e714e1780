// Content-Security-Policy on every page (docs/decisions/069, 098). Pages rendered per request carry a nonce no
// two answers share; the pages Next keeps for everyone (the board and its filtered views, swipe, job pages)
// carry a static policy and nothing of any visitor. Runs on `npm start` and on plain `next start`.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { http, type HttpAnswer, type Role } from "../support/client";

const policy = (answer: HttpAnswer) => answer.headers.get("content-security-policy") ?? "";
const nonceInPolicy = (answer: HttpAnswer) => /script-src[^;]*'nonce-([^']+)'/.exec(policy(answer))?.[1];
const noncesInPage = (answer: HttpAnswer) => [...answer.text.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
const STATIC_SCRIPTS = /script-src 'self' 'unsafe-inline'(;|$)/;

async function aJobPath(): Promise<string> {
  const jobs = (await http("/api/jobs?limit=1")).json() as { id: string }[];
  return `/job/${jobs[0].id}`;
}

async function page(path: string, as?: Role, headers?: Record<string, string>): Promise<HttpAnswer> {
  const answer = await http(path, { as, headers: { accept: "text/html", ...headers } });
  expect(answer.status, path).toBe(200);
  return answer;
}

describe("pages rendered per request: a nonce per answer", () => {
  it("never repeats a nonce, and each page uses the nonce its policy names", async () => {
    const paths = ["/shortlist", "/shortlist", "/login", "/login", "/forgot-password", "/auth"];
    const answers = [];
    for (const path of paths) answers.push(await page(path));
    const nonces = answers.map(nonceInPolicy);
    expect(nonces.every(Boolean)).toBe(true);
    expect(new Set(nonces).size).toBe(nonces.length);
    answers.forEach((answer, i) => {
      const inPage = noncesInPage(answer);
      expect(inPage.length, paths[i]).toBeGreaterThan(0);
      expect(new Set(inPage), paths[i]).toEqual(new Set([nonces[i]]));
    });
  });

  it("gives every such page, public or private, a nonce policy, and lets no shared cache keep one", async () => {
    const pages: [string, Role | undefined][] = [
      ["/shortlist", undefined],
      ["/login", undefined],
      ["/forgot-password", undefined],
      ["/post-job", "employer"],
      ["/my-jobs", "employer"],
      ["/account", "user"],
      ["/admin", "admin"],
      ["/crm", "admin"],
    ];
    for (const [path, as] of pages) {
      const answer = await page(path, as);
      expect(policy(answer), path).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
      const cacheControl = answer.headers.get("cache-control") ?? "";
      expect(cacheControl, path).toMatch(/private/);
      expect(cacheControl, path).toMatch(/no-store/);
      expect(cacheControl, path).not.toMatch(/public|s-maxage/);
    }
  });
});

describe("pages Next keeps for everyone: a static policy", () => {
  it("sends a home address with filters to the filtered view, and keeps the board for unknown keys", async () => {
    const filtered = await http("/?category=mining&page=2", { headers: { accept: "text/html" } });
    expect(filtered.status).toBe(308);
    expect(
      new URL(filtered.headers.get("location")!, "http://x").pathname + new URL(filtered.headers.get("location")!, "http://x").search,
    ).toBe("/search?category=mining&page=2");
    const tracked = await page("/?utm_source=newsletter");
    expect(policy(tracked)).toMatch(STATIC_SCRIPTS);
  });

  it("serves the board, its filtered views, swipe and job pages with a script policy of our origin only and no nonce anywhere", async () => {
    for (const path of ["/", "/search?category=mining", "/search?search=diver&sort=salary-high", "/swipe", await aJobPath()]) {
      const answer = await page(path);
      expect(policy(answer), path).toMatch(STATIC_SCRIPTS);
      expect(policy(answer), path).not.toMatch(/nonce/);
      expect(policy(answer), path).toMatch(/object-src 'none'/);
      expect(policy(answer), path).toMatch(/base-uri 'self'/);
      expect(noncesInPage(answer), path).toEqual([]);
      // A shared cache may keep it 30 s and serve it stale for a minute more while it fetches a fresh one.
      expect(answer.headers.get("cache-control"), path).toBe("s-maxage=30, stale-while-revalidate=60");
    }
  });

  it("gives a signed-in visitor exactly the page an anonymous one gets, with no cookie set", async () => {
    for (const path of ["/", "/search?category=mining", "/swipe", await aJobPath()]) {
      const anonymous = await page(path);
      for (const as of ["user", "employer", "admin"] as const) {
        const signedIn = await page(path, as);
        expect(signedIn.text, `${path} as ${as}`).toBe(anonymous.text);
        expect(signedIn.headers.get("set-cookie"), `${path} as ${as}`).toBeNull();
      }
    }
  });

  it("lets no prefetch change what the next visitor gets", async () => {
    const job = await aJobPath();
    const prefetches: Record<string, string>[] = [{ purpose: "prefetch" }, { "sec-purpose": "prefetch" }, { "next-router-prefetch": "1" }];
    for (const path of ["/", job, "/search?category=mining", "/swipe"]) {
      const before = await page(path);
      for (const prefetch of prefetches) await http(path, { headers: { accept: "text/html", ...prefetch } });
      const next = await page(path);
      expect(policy(next), path).toMatch(STATIC_SCRIPTS);
      expect(next.text, path).toBe(before.text);
    }
    // A page rendered per request: a prefetch gets a nonce of its own, never the next visitor's.
    const prefetched = await page("/shortlist", undefined, { purpose: "prefetch" });
    const next = await page("/shortlist");
    expect(nonceInPolicy(prefetched)).toBeTruthy();
    expect(nonceInPolicy(next)).not.toBe(nonceInPolicy(prefetched));
    expect(noncesInPage(next)).not.toContain(nonceInPolicy(prefetched));
  });
});

describe("which pages get which policy: the build's list and the proxy's agree", () => {
  // Which pages Next keeps is said in each page file (force-static); which get the static policy is said in
  // proxy.ts. A page kept but given a nonce policy would have its scripts blocked, and a page rendered per
  // request given the static one would lose the nonce's protection: every page of the build is checked.
  const manifest = (name: string) => JSON.parse(fs.readFileSync(path.join(".next", name), "utf8")) as Record<string, unknown>;
  const prerender = manifest("prerender-manifest.json") as { routes: Record<string, unknown>; dynamicRoutes: Record<string, unknown> };
  const kept = new Set([...Object.keys(prerender.routes), ...Object.keys(prerender.dynamicRoutes)]);
  const pages = Object.keys(manifest("app-path-routes-manifest.json"))
    .filter((route) => route.endsWith("/page") && !/\/_(global-error|not-found)\//.test(route))
    .map((route) => route.replace(/\/\([^)]+\)/g, "").replace(/\/page$/, "") || "/");

  it("gives every page the build keeps the static policy, and every other page a nonce", async () => {
    expect(pages.length).toBeGreaterThan(20);
    expect([...kept].filter((route) => pages.includes(route)).sort()).toEqual(
      expect.arrayContaining(["/", "/about", "/job/[id]", "/pricing", "/privacy", "/search/[view]", "/support", "/swipe", "/terms"]),
    );
    const jobPath = await aJobPath();
    for (const route of pages) {
      const address = route
        .replace("/job/[id]", jobPath)
        .replace("/my-jobs/[id]", `/my-jobs/${jobPath.slice(5)}`)
        .replace("/search/[view]", "/search/all");
      const answer = await http(address, { headers: { accept: "text/html" }, as: "admin" });
      const scripts = /script-src [^;]*/.exec(policy(answer))?.[0];
      expect({ route, scripts }).toEqual({
        route,
        scripts: kept.has(route) ? "script-src 'self' 'unsafe-inline'" : expect.stringMatching(/'nonce-/),
      });
    }
  });
});
