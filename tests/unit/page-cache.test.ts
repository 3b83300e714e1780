// The whole-page cache in front of Next, exercised through a real HTTP server.
import http from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error -- a plain ESM script without types
import { withPageCache } from "../../scripts/page-cache.mjs";

let renders = 0;
let server: http.Server;
let base = "";

beforeAll(async () => {
  server = http.createServer(
    withPageCache((req: http.IncomingMessage, res: http.ServerResponse) => {
      renders++;
      // As proxy.ts does for pages, except for prefetches that skip it.
      const nonce = Buffer.from(`nonce-of-render-${renders}`).toString("base64");
      if (!req.headers["purpose"]) res.setHeader("Content-Security-Policy", `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
      res.end(`<html><script nonce="${nonce}">render ${renders} of ${req.url}</script></html>`);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string, headers: Record<string, string> = {}) =>
  new Promise<{ body: Buffer; headers: http.IncomingHttpHeaders }>((resolve, reject) =>
    http.get(base + path, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ body: Buffer.concat(chunks), headers: res.headers }));
    }).on("error", reject),
  );

const nonceOf = (answer: { headers: http.IncomingHttpHeaders }) => /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1];
const text = (answer: { body: Buffer; headers: http.IncomingHttpHeaders }) =>
  (answer.headers["content-encoding"] === "gzip" ? gunzipSync(answer.body) : answer.body).toString();

describe("page cache", () => {
  it("renders once, then gives every answer a nonce of its own, in the policy and the page alike", async () => {
    const before = renders;
    const answers = [await get("/"), await get("/"), await get("/", { "accept-encoding": "gzip, br" }), await get("/")];
    expect(renders - before).toBe(1);
    expect(answers.slice(1).map((a) => a.headers["x-page-cache"])).toEqual(["hit", "hit", "hit"]);
    const nonces = answers.map(nonceOf);
    expect(new Set(nonces).size).toBe(4);
    answers.forEach((answer, i) => expect(text(answer)).toBe(`<html><script nonce="${nonces[i]}">render ${before + 1} of /</script></html>`));
    expect(answers[2].headers["content-encoding"]).toBe("gzip");
    expect(answers[3].headers["content-encoding"]).toBeUndefined();
  });

  it("never keeps a page that came without a nonce policy, so a prefetch cannot change what the next visitor gets", async () => {
    const prefetched = await get("/job/22222222-2222-4222-8222-222222222222", { purpose: "prefetch" });
    expect(prefetched.headers["content-security-policy"]).toBeUndefined();
    const next = await get("/job/22222222-2222-4222-8222-222222222222");
    expect(next.headers["x-page-cache"]).toBeUndefined();
    expect(nonceOf(next)).toBeTruthy();
  });

  it("leaves other pages and RSC requests alone", async () => {
    const before = renders;
    await get("/swipe");
    await get("/swipe");
    await get("/job/00000000-0000-4000-8000-000000000000", { rsc: "1" });
    await get("/job/00000000-0000-4000-8000-000000000000", { rsc: "1" });
    expect(renders - before).toBe(4);
  });

  it("forgets everything when jobs change", async () => {
    await get("/job/11111111-1111-4111-8111-111111111111");
    expect((await get("/job/11111111-1111-4111-8111-111111111111")).headers["x-page-cache"]).toBe("hit");
    const shared = globalThis as { __outpostPagesVersion?: number };
    shared.__outpostPagesVersion = (shared.__outpostPagesVersion ?? 0) + 1;
    expect((await get("/job/11111111-1111-4111-8111-111111111111")).headers["x-page-cache"]).toBeUndefined();
  });

  it("does not cache addresses with unknown query keys", async () => {
    const before = renders;
    await get("/?junk=1");
    await get("/?junk=1");
    expect(renders - before).toBe(2);
  });
});
