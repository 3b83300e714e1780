// A crawler of made-up board searches against the production server: each distinct /search query is a kept
// page of its own, and 2,000 of them must neither fail nor push the home page out of the page cache
// (server/cache-handler.mjs keeps the views in a store of their own).
import { randomBytes } from "node:crypto";
import { expect, it } from "vitest";
import { http } from "../support/client";

const VIEWS = 2_000;
const AT_ONCE = 8;
/**
 * How Next says where a page came from: MISS when the cache had no entry for it, the sign of a page pushed
 * out. HIT, STALE (rendered again in the background) and REVALIDATED (past its lifetime, which the crawl can
 * outlast on a loaded machine) are all the kept entry found.
 */
const cacheState = async (path: string) => (await http(path)).headers.get("x-nextjs-cache");

it("answers 2,000 random /search views and still serves / from its cache afterwards", async () => {
  await http("/");
  expect(await cacheState("/")).toMatch(/^(HIT|STALE)$/);
  const failures: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (next < VIEWS) {
        const path = `/search?search=${randomBytes(6).toString("hex")}&category=${["mining", "oil-gas", "wind-energy"][next++ % 3]}`;
        const answer = await http(path);
        if (answer.status !== 200 || !answer.text.includes("</html>")) failures.push(`${path}: ${answer.status}`);
      }
    }),
  );
  expect(failures).toEqual([]);
  expect(await cacheState("/")).toMatch(/^(HIT|STALE|REVALIDATED)$/);
}, 600_000);
