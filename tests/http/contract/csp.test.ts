// Content-Security-Policy on every page, with a nonce no two answers share (docs/decisions/068). Runs on
// `npm start` (whose page cache re-nonces every hit) and on plain `next start`.
import { describe, expect, it } from "vitest";
import { http, type HttpAnswer, type Role } from "../support/client";

const nonceInPolicy = (answer: HttpAnswer) => /script-src[^;]*'nonce-([^']+)'/.exec(answer.headers.get("content-security-policy") ?? "")?.[1];
const noncesInPage = (answer: HttpAnswer) => [...answer.text.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);

async function aJobPath(): Promise<string> {
  const jobs = (await http("/api/jobs?limit=1")).json() as { id: string }[];
  return `/job/${jobs[0].id}`;
}

async function page(path: string, as?: Role, headers?: Record<string, string>): Promise<HttpAnswer> {
  const answer = await http(path, { as, headers: { accept: "text/html", ...headers } });
  expect(answer.status, path).toBe(200);
  return answer;
}

describe("a nonce per answer", () => {
  it("never repeats a nonce on the public pages, and each page uses the nonce its policy names", async () => {
    const paths = ["/", "/", "/", await aJobPath(), await aJobPath(), "/swipe", "/shortlist"];
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

  it("gives every page, public or private, a script-src policy, and lets no shared cache keep one", async () => {
    const pages: [string, Role | undefined][] = [
      ["/", undefined],
      [await aJobPath(), undefined],
      ["/swipe", undefined],
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
      expect(answer.headers.get("content-security-policy"), path).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
      const cacheControl = answer.headers.get("cache-control") ?? "";
      expect(cacheControl, path).toMatch(/private/);
      expect(cacheControl, path).toMatch(/no-store/);
      expect(cacheControl, path).not.toMatch(/public|s-maxage/);
    }
  });

  it("answers a browser's document prefetch with a policy too, and the next visitor still gets a fresh nonce", async () => {
    const job = await aJobPath();
    const prefetches: Record<string, string>[] = [{ purpose: "prefetch" }, { "sec-purpose": "prefetch" }];
    for (const prefetch of prefetches) {
      for (const path of ["/", job]) {
        const prefetched = await page(path, undefined, prefetch);
        expect(nonceInPolicy(prefetched), path).toBeTruthy();
        const next = await page(path);
        expect(nonceInPolicy(next), path).toBeTruthy();
        expect(nonceInPolicy(next)).not.toBe(nonceInPolicy(prefetched));
        expect(noncesInPage(next)).not.toContain(nonceInPolicy(prefetched));
      }
    }
  });
});
