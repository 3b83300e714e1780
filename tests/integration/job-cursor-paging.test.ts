// Keyset paging of the job list (decision 079): walking every sort order by cursor gives exactly the rows of
// one big ordered query, through ties on every sort key down to the microsecond, and a bad cursor is a 400.
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { GET as listJobs } from "@/app/api/jobs/route";
import { jobSearchSchema } from "@/lib/schemas/job-search";
import { SORT_OPTIONS, type SortOption } from "@/lib/job-sort";
import { searchJobs } from "@/server/jobs/search-jobs";
import { withTestDatabase } from "../support/test-db";
import { call } from "../support/http";
import { daysFromNow, insertJobs, jobValues } from "../support/factories";
import { jobs } from "@/server/db/schema";

const t = withTestDatabase();
const JOBS = 61;
const search = (query: Record<string, string>) => jobSearchSchema.parse(query);

async function walk(sortBy: SortOption, limit: number, filters: Record<string, string> = {}) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await searchJobs(t.db, search({ ...filters, sortBy, limit: String(limit), ...(cursor && { cursor }) }));
    expect(page.jobs.length).toBeLessThanOrEqual(limit);
    ids.push(...page.jobs.map((j) => j.id));
    cursor = page.nextCursor;
    // A next cursor only when a row follows: never an empty page at the end.
    if (cursor) expect(page.jobs).toHaveLength(limit);
    pages++;
  } while (cursor && pages < 100);
  return { ids, pages };
}

const oneQuery = async (sortBy: SortOption, filters: Record<string, string> = {}) =>
  (await searchJobs(t.db, search({ ...filters, sortBy, limit: "100" }))).jobs.map((j) => j.id);

describe("keyset paging of the job list", () => {
  beforeAll(async () => {
    // Few distinct values per sort key, so every page boundary falls inside a run of equal keys.
    const base = daysFromNow(-3);
    await insertJobs(
      t.db,
      ...Array.from({ length: JOBS }, (_, i) => ({
        displayOrder: i % 3 === 0 ? 1 : 0,
        createdAt: new Date(base.getTime() + (i % 4) * 1000),
        applyClicks: i % 2 ? 5 : 0,
        salaryMin: i % 5 < 2 ? 80_000 : 120_000,
        salaryMax: i % 5 < 3 ? 150_000 : 250_000,
        applicationClosingDate: daysFromNow(10 + (i % 3)),
        category: i % 2 ? "mining" : "oil-gas",
      })),
    );
    // Times one microsecond apart, which a JavaScript Date (milliseconds) cannot tell apart.
    await t.db.execute(
      sql`update ${jobs} set created_at = created_at + (interval '1 microsecond' * (salary_max % 7)) where apply_clicks = 0`,
    );
    // Not listed: never on any page.
    await insertJobs(t.db, { isActive: false }, { applicationClosingDate: daysFromNow(-1) });
  });

  it.each(SORT_OPTIONS)("walks '%s' page by page to exactly the rows of one ordered query", async (sortBy) => {
    const all = await oneQuery(sortBy);
    expect(all).toHaveLength(JOBS);
    for (const limit of [1, 7, JOBS]) {
      const { ids, pages } = await walk(sortBy, limit);
      expect(ids).toEqual(all);
      expect(pages).toBe(Math.ceil(JOBS / limit));
    }
  });

  it("pages within filters, and ends without a cursor when the last page is exactly full", async () => {
    const mining = await oneQuery("popular", { category: "mining" });
    expect(mining).toHaveLength(30);
    expect((await walk("popular", 10, { category: "mining" })).ids).toEqual(mining);
    const last = await searchJobs(t.db, search({ category: "mining", limit: "30" }));
    expect(last.jobs).toHaveLength(30);
    expect(last.nextCursor).toBeNull();
  });

  it("sends X-Next-Cursor and takes it back as cursor over HTTP, with the total unchanged", async () => {
    const first = await call(listJobs, "/api/jobs?sortBy=salary-low&limit=40");
    expect(first.headers.get("X-Total-Count")).toBe(String(JOBS));
    const cursor = first.headers.get("X-Next-Cursor")!;
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const second = await call(listJobs, `/api/jobs?sortBy=salary-low&limit=40&cursor=${cursor}`);
    expect(second.status).toBe(200);
    expect(second.headers.get("X-Total-Count")).toBe(String(JOBS));
    expect(second.headers.get("X-Next-Cursor")).toBeNull();
    const ids = [...(await first.json()), ...(await second.json())].map((j: { id: string }) => j.id);
    expect(ids).toEqual(await oneQuery("salary-low"));
  });

  it("refuses a cursor that is malformed, forged, of another sort order, or sent with offset", async () => {
    const { nextCursor } = await searchJobs(t.db, search({ sortBy: "newest", limit: "5" }));
    const forge = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const cases: [string, RegExp][] = [
      ["not a cursor!", /cursor/],
      ["x".repeat(401), /cursor/],
      [Buffer.from("not json").toString("base64url"), /cursor is not valid/],
      [forge({ sort: "newest" }), /cursor is not valid/],
      [forge(["newest", 0, "2026-02-30T00:00:00.000000Z", "00000000-0000-4000-8000-000000000000"]), /cursor is not valid/],
      [forge(["newest", 1.5, "2026-02-01T00:00:00.000000Z", "00000000-0000-4000-8000-000000000000"]), /cursor is not valid/],
      [forge(["newest", 0, "2026-02-01T00:00:00.000000Z", "not-a-uuid"]), /cursor is not valid/],
      [forge(["newest", 0, "2026-02-01T00:00:00.000000Z"]), /cursor is not valid/],
      [nextCursor!, /another sort order/],
    ];
    for (const [cursor, message] of cases) {
      const sortBy = cursor === nextCursor ? "popular" : "newest";
      const res = await call(listJobs, `/api/jobs?sortBy=${sortBy}&cursor=${encodeURIComponent(cursor)}`);
      expect(res.status, cursor).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(message);
    }
    const both = await call(listJobs, `/api/jobs?cursor=${nextCursor}&offset=0`);
    expect(both.status).toBe(400);
    expect(((await both.json()) as { message: string }).message).toBe("Send cursor or offset, not both");
    // The forged-but-well-formed cursor of the right sort is a position like any other.
    const forged = forge(["newest", 0, "2026-02-01T00:00:00.000000Z", "00000000-0000-4000-8000-000000000000"]);
    expect((await call(listJobs, `/api/jobs?cursor=${forged}`)).status).toBe(200);
  });

  it("relies on sort columns that cannot be NULL", async () => {
    // The cursor predicate has no NULL branch (job-keyset.ts): this fails first if a sort column becomes nullable.
    await expect(t.db.insert(jobs).values({ ...jobValues(), salaryMax: null as unknown as number })).rejects.toThrow();
  });
});
