// The process cache behind ISR pages and cached reads (server/cache-handler.mjs): bounded by what its entries
// really hold, and answers of "nothing here" (the 404 page of an unknown job id) kept apart, so that anyone
// asking for random ids cannot push out the pages that exist.
import { describe, expect, it } from "vitest";
import OutpostCacheHandler, { answersNothing, entryBytes, KEPT_BYTES, MISSING_BYTES, VIEWS_BYTES } from "@/server/cache-handler.mjs";

const MB = 1024 * 1024;
const handler = new OutpostCacheHandler();

/** An ISR page as Next hands it over: HTML, the RSC payload and each segment's prefetch payload. */
function page(status: number, html: string, segment = Buffer.alloc(0), tags = "jobs") {
  return {
    kind: "APP_PAGE",
    html,
    rscData: Buffer.from(html),
    status,
    postponed: undefined,
    headers: { "x-next-cache-tags": tags },
    segmentData: new Map([["/_tree", segment]]),
  };
}

describe("the cache handler", () => {
  it("measures an entry by all it holds, the segment payloads included", () => {
    const small = entryBytes(page(200, "<html></html>"));
    expect(entryBytes(page(200, "<html></html>", Buffer.alloc(MB)))).toBeGreaterThanOrEqual(small + MB);
    // UTF-8 bytes, not characters.
    expect(entryBytes("Tromsø")).toBe(7);
  });

  it("lets pages out, least recently used first, once what they hold passes its bound", async () => {
    // Three pages whose segment payloads alone pass the bound between them; the HTML is small.
    const payload = Buffer.alloc(Math.ceil(KEPT_BYTES / 2.5));
    for (const key of ["bound-a", "bound-b"]) await handler.set(key, page(200, `<p>${key}</p>`, payload), {});
    await handler.get("bound-a");
    await handler.set("bound-c", page(200, "<p>c</p>", payload), {});
    expect(await handler.get("bound-b")).toBeNull();
    expect(await handler.get("bound-a")).not.toBeNull();
    expect(await handler.get("bound-c")).not.toBeNull();
  });

  it("keeps the home page while thousands of 404 pages for unknown ids come and go", async () => {
    const home = page(200, "<main>board</main>".repeat(10_000));
    await handler.set("/index", home, {});
    // Each 404 page is as large as a real one (about 120 KB of HTML and as much again of payload).
    const notFound = "<p>This job is not on the board.</p>".repeat(3_300);
    for (let i = 0; i < 2_000; i++) await handler.set(`/job/unknown-${i}`, page(404, notFound), {});
    expect((await handler.get("/index"))?.value).toBe(home);
    // They are kept, within a bound of their own: the latest are there, the earliest went.
    expect(await handler.get("/job/unknown-1999")).not.toBeNull();
    expect(await handler.get("/job/unknown-0")).toBeNull();
    expect(2_000 * entryBytes(page(404, notFound))).toBeGreaterThan(MISSING_BYTES);
  });

  it("keeps the home page and its reads while thousands of made-up /search views and their reads come and go", async () => {
    const key = (path: string) => `/route-cache/APP_PAGE/0f3a/$${path}`;
    const read = (body: string) => ({ kind: "FETCH", data: { headers: {}, body, status: 200, url: "" }, revalidate: 30 });
    const home = page(200, "<main>board</main>".repeat(10_000));
    await handler.set(key("/index"), home, {});
    await handler.set("home-read", read("[1]"), { tags: ["jobs"], fetchUrl: "unstable_cache / home-read" });
    // Each view about 240 KB with its payload, as a real one, and a read of about 60 KB.
    const view = "<article>A matching job.</article>".repeat(3_600);
    const found = JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, title: "Saturation diver" })));
    for (let i = 0; i < 2_000; i++) {
      await handler.set(`view-read-${i}`, read(found), { tags: ["jobs"], fetchUrl: `unstable_cache /search/[view] view-read-${i}` });
      await handler.set(key(`/search/view-${i}`), page(200, view), {});
    }
    expect((await handler.get(key("/index")))?.value).toBe(home);
    expect(await handler.get("home-read")).not.toBeNull();
    expect(await handler.get(key("/search/view-1999"))).not.toBeNull();
    expect(await handler.get(key("/search/view-0"))).toBeNull();
    expect(2_000 * entryBytes(page(200, view))).toBeGreaterThan(KEPT_BYTES + VIEWS_BYTES);
  });

  it("keeps a read that found nothing with the 404 pages, and one that found something with the pages", () => {
    const read = (body: string) => ({ kind: "FETCH", data: { headers: {}, body, status: 200, url: "" }, revalidate: 30 });
    expect(answersNothing(read("null"))).toBe(true);
    expect(answersNothing(read('{"id":"a"}'))).toBe(false);
    expect(answersNothing(page(404, "x"))).toBe(true);
    expect(answersNothing(page(200, "x"))).toBe(false);
  });

  it("drops what carries a revalidated tag, from both stores, and nothing else", async () => {
    await handler.set("/tagged", page(200, "<p>jobs</p>", undefined, "jobs"), {});
    await handler.set("/tagged-404", page(404, "<p>gone</p>", undefined, "jobs"), {});
    await handler.set("/other", page(200, "<p>other</p>", undefined, "alerts"), {});
    await handler.set(
      "read",
      { kind: "FETCH", data: { headers: {}, body: "[1]", status: 200, url: "" }, revalidate: 30 },
      { tags: ["jobs"] },
    );
    await handler.revalidateTag("jobs");
    for (const key of ["/tagged", "/tagged-404", "read"]) expect(await handler.get(key)).toBeNull();
    expect(await handler.get("/other")).not.toBeNull();
  });
});
