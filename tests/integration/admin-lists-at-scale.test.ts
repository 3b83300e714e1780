// The back office's long lists at board scale: 5,000 jobs and 5,000 leads, every page from the
// server, searched and filtered there, each page answered within 100 ms.
import { beforeAll, describe, expect, it } from "vitest";
import { count, gt, sql } from "drizzle-orm";
import { jobs } from "@/server/db/schema";
import { GET as adminJobsRoute } from "@/app/api/admin/jobs/route";
import { GET as employersRoute } from "@/app/api/employers/route";
import { GET as publicJobs } from "@/app/api/jobs/route";
import { PUT as arrangeRoute } from "@/app/api/admin/jobs/arrange-page/route";
import { PUT as positionRoute } from "@/app/api/admin/jobs/[id]/position/route";
import { withTestDatabase } from "../support/test-db";
import { call } from "../support/http";
import { nonAdminStatuses, signInEveryRole, type Callers } from "../support/roles";

const t = withTestDatabase();
let callers: Callers;
const JOBS = 5_000;
const LEADS = 5_000;
const BUDGET_MS = 100;

type Row = {
  id: string;
  title: string;
  company: string;
  isActive: boolean;
  isFeatured: boolean;
  category: string;
  dangerLevel: string;
  seedJob: boolean;
  paymentIntentId: string | null;
  linkStatus: string | null;
  expired: boolean;
  displayOrder: number;
};
type Lead = { id: string; name: string; contactEmail: string | null; notes: string | null };

beforeAll(async () => {
  callers = await signInEveryRole(t.db);
  // Every 7th inactive, every 11th expired, every 13th featured; categories, risks, sources and link
  // statuses cycle; one job in a hundred is a 'Saturation Diver' and one company in fifty is Deepline.
  await t.db.execute(sql`
    insert into jobs (title, company, location, salary_min, salary_max, description, category, danger_level,
      application_url, application_closing_date, expires_at, plan_type, is_active, is_featured, seed_job,
      payment_intent_id, link_status, display_order, created_at)
    select
      case when i % 100 = 0 then 'Saturation Diver ' || i else 'Rope Access Technician ' || i end,
      case when i % 50 = 0 then 'Deepline Subsea' else 'Company ' || (i % 400) end,
      'North Sea', 60000, 90000, 'Work offshore.',
      (array['oil-gas','mining','construction','wind-energy'])[1 + i % 4],
      (array['low','medium','high','extreme'])[1 + i % 4]::danger_level,
      'https://careers.example/jobs/' || i,
      now() + interval '30 days',
      case when i % 11 = 0 then now() - interval '1 day' else now() + interval '30 days' end,
      'starter', i % 7 <> 0, i % 13 = 0, i % 2 = 0,
      case when i % 2 = 1 then 'pi_scale_' || i end,
      (array['OK','WARN','BAD',null])[1 + i % 4],
      0, now() - (i || ' minutes')::interval
    from generate_series(1, ${JOBS}) as i`);
  await t.db.execute(sql`
    insert into employers (name, contact_email, notes, source, contacted, created_at)
    select 'Lead ' || i || case when i % 250 = 0 then ' Glacier Works' else '' end,
      'person' || i || '@' || case when i % 500 = 0 then 'fjordlift.example' else 'lead' || i || '.example' end,
      case when i % 125 = 0 then 'Met at the Aberdeen expo' end,
      (array['seed','paid','organic'])[1 + i % 3]::lead_source, i % 2 = 0, now() - (i || ' minutes')::interval
    from generate_series(1, ${LEADS}) as i`);
});

/**
 * The answer and the fastest of three runs: the machine running the tests is shared, and a page's cost
 * is what the query takes, not how long another process held the CPU.
 */
async function timed(run: () => Promise<Response>): Promise<{ res: Response; ms: number }> {
  let best = Infinity;
  let res!: Response;
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    res = await run();
    await res.clone().arrayBuffer();
    best = Math.min(best, performance.now() - start);
  }
  return { res, ms: best };
}

const jobsPage = (query: string, cookie = callers.admin) => timed(() => call(adminJobsRoute, `/api/admin/jobs?${query}`, { cookie }));
const leadsPage = (query: string, cookie = callers.admin) => timed(() => call(employersRoute, `/api/employers?${query}`, { cookie }));

async function rowsOf<T>(page: Promise<{ res: Response; ms: number }>): Promise<{ rows: T[]; total: number; ms: number }> {
  const { res, ms } = await page;
  expect(res.status).toBe(200);
  return { rows: (await res.json()) as T[], total: Number(res.headers.get("X-Total-Count")), ms };
}

describe("GET /api/admin/jobs at 5,000 jobs", () => {
  it("pages through every job in the board's order, each page within budget", async () => {
    await jobsPage("limit=50"); // the first query of a process compiles and plans
    const first = await rowsOf<Row>(jobsPage("limit=50"));
    const second = await rowsOf<Row>(jobsPage("limit=50&offset=50"));
    const last = await rowsOf<Row>(jobsPage(`limit=50&offset=${JOBS - 50}`));
    expect(first.total).toBe(JOBS);
    expect(first.rows).toHaveLength(50);
    expect(last.rows).toHaveLength(50);
    // Newest first among equal display orders: job 1 was created last.
    expect(first.rows[0].title).toBe("Rope Access Technician 1");
    expect(second.rows[0].title).toBe("Rope Access Technician 51");
    expect(last.rows.at(-1)!.title).toBe("Saturation Diver 5000");
    expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(100);
    for (const page of [first, second, last]) expect(page.ms).toBeLessThan(BUDGET_MS);
  });

  it("searches and filters on the server, with the count of what matches", async () => {
    const cases: [string, (r: Row) => boolean, number][] = [
      ["search=saturation", (r) => r.title.startsWith("Saturation Diver"), 50],
      ["search=diver", (r) => r.title.startsWith("Saturation Diver"), 50],
      ["status=inactive", (r) => !r.isActive, 714],
      ["status=expired", (r) => r.expired, 454],
      ["status=active", (r) => r.isActive && !r.expired, JOBS - 714 - 454 + 64],
      ["featured=true", (r) => r.isFeatured, 384],
      ["category=mining", (r) => r.category === "mining", 1250],
      ["risk=extreme", (r) => r.dangerLevel === "extreme", 1250],
      ["source=seed", (r) => r.seedJob, 2500],
      ["source=paid", (r) => r.paymentIntentId !== null, 2500],
      ["linkStatus=BAD", (r) => r.linkStatus === "BAD", 1250],
      ["linkStatus=unchecked", (r) => r.linkStatus === null, 1250],
      ["employer=deepline", (r) => r.company === "Deepline Subsea", 100],
      [
        "search=saturation&employer=deepline&featured=false",
        (r) => r.title.startsWith("Saturation") && r.company === "Deepline Subsea" && !r.isFeatured,
        47,
      ],
    ];
    for (const [query, matches, expected] of cases) {
      const page = await rowsOf<Row>(jobsPage(`${query}&limit=50`));
      expect(page.total, query).toBe(expected);
      expect(page.rows.length, query).toBe(Math.min(50, expected));
      expect(page.rows.every(matches), query).toBe(true);
      expect(page.ms, query).toBeLessThan(BUDGET_MS);
    }
  });

  it("refuses unknown filters' values with 400 and non-admins before reading", async () => {
    for (const query of [
      "status=gone",
      "featured=maybe",
      "category=knitting",
      "risk=mild",
      "source=gift",
      "linkStatus=FINE",
      "limit=0",
      "limit=1001",
      "offset=-1",
    ]) {
      const { res } = await jobsPage(query);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { message: string }).message, query).toBeTruthy();
    }
    expect(await nonAdminStatuses(callers, async (c) => (await jobsPage("limit=1", c)).res)).toEqual([401, 403, 403]);
  });
});

describe("GET /api/employers at 5,000 leads", () => {
  it("pages newest first and searches name, email and notes, each page within budget", async () => {
    await leadsPage("limit=50");
    const first = await rowsOf<Lead>(leadsPage("limit=50"));
    const third = await rowsOf<Lead>(leadsPage("limit=50&offset=100"));
    expect(first.total).toBe(LEADS);
    expect(first.rows[0].name).toBe("Lead 1");
    expect(third.rows[0].name).toBe("Lead 101");
    for (const page of [first, third]) expect(page.ms).toBeLessThan(BUDGET_MS);

    const searches: [string, (l: Lead) => boolean, number][] = [
      ["glacier", (l) => l.name.endsWith("Glacier Works"), 20],
      ["Glacier Works", (l) => l.name.endsWith("Glacier Works"), 20],
      ["fjordlift", (l) => l.contactEmail!.endsWith("@fjordlift.example"), 10],
      ["person4500@fjordlift.example", (l) => l.contactEmail === "person4500@fjordlift.example", 1],
      ["person250", (l) => l.contactEmail!.startsWith("person250"), 11],
      ["aberdeen expo", (l) => l.notes === "Met at the Aberdeen expo", 40],
      ["nothing-like-this", () => false, 0],
    ];
    for (const [text, matches, expected] of searches) {
      const page = await rowsOf<Lead>(leadsPage(`search=${encodeURIComponent(text)}&limit=50`));
      expect(page.total, text).toBe(expected);
      expect(page.rows.every(matches), text).toBe(true);
      expect(page.ms, text).toBeLessThan(BUDGET_MS);
    }
    const combined = await rowsOf<Lead>(leadsPage("search=aberdeen&source=paid&contacted=true&limit=50"));
    // Notes on every 125th lead; paid is i % 3 = 1, contacted i even: i = 250, 1000, 1750, …
    expect(combined.total).toBe(7);
  });

  it("keeps the search vector out of the answer and refuses bad paging", async () => {
    const { rows } = await rowsOf<Record<string, unknown>>(leadsPage("limit=1"));
    expect(rows[0]).not.toHaveProperty("searchVector");
    expect((await leadsPage("limit=abc")).res.status).toBe(400);
    expect((await leadsPage(`search=${"x".repeat(201)}`)).res.status).toBe(400);
  });
});

describe("job management across pages", () => {
  const listedIds = async () => {
    const ids: string[] = [];
    for (let offset = 0; ; offset += 1000) {
      const { rows } = await rowsOf<Row>(jobsPage(`status=active&limit=1000&offset=${offset}`));
      ids.push(...rows.map((r) => r.id));
      if (rows.length < 1000) return ids;
    }
  };
  const arrange = (body: unknown, cookie = callers.admin) =>
    call(arrangeRoute, "/api/admin/jobs/arrange-page", { method: "PUT", body, cookie });
  const move = (id: string, body: unknown, cookie = callers.admin) =>
    call(positionRoute, `/api/admin/jobs/${id}/position`, { method: "PUT", body, cookie, params: { id } });

  it("saves one page into the whole order: the pages before and after keep their places", async () => {
    const before = await listedIds();
    const page2 = before.slice(50, 100);
    const reversed = [...page2].reverse();
    const res = await arrange({ offset: 50, jobs: reversed.map((id, i) => ({ id, isFeatured: i === 0 })) });
    expect(res.status).toBe(200);
    const after = await listedIds();
    expect(after.slice(0, 50)).toEqual(before.slice(0, 50));
    expect(after.slice(50, 100)).toEqual(reversed);
    expect(after.slice(100)).toEqual(before.slice(100));
    // The public board shows the same order.
    const board = (await (await call(publicJobs, "/api/jobs?limit=100")).json()) as { id: string }[];
    expect(board.map((j) => j.id)).toEqual(after.slice(0, 100));
  });

  it("moves a job from deep in the list to the top, and refuses a page that changed meanwhile", async () => {
    const before = await listedIds();
    const deep = before[3000];
    const at = new Date();
    const res = await move(deep, { position: 1 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ position: 1 });
    const after = await listedIds();
    expect(after[0]).toBe(deep);
    expect(after.slice(1)).toEqual(before.filter((id) => id !== deep));
    // The earlier save numbered the order with gaps: the move rewrote just the job that moved.
    const [rewritten] = await t.db.select({ n: count() }).from(jobs).where(gt(jobs.updatedAt, at));
    expect(rewritten.n).toBe(1);

    // A page loaded before the move no longer matches what sits at offset 0.
    const stale = await arrange({ offset: 0, jobs: before.slice(0, 50).map((id) => ({ id, isFeatured: false })) });
    expect(stale.status).toBe(409);
    expect(await listedIds()).toEqual(after);
  });

  it("guards the order endpoints and reads their input strictly", async () => {
    const [first] = await listedIds();
    expect(await nonAdminStatuses(callers, (c) => arrange({ offset: 0, jobs: [{ id: first, isFeatured: false }] }, c))).toEqual([
      401, 403, 403,
    ]);
    expect(await nonAdminStatuses(callers, (c) => move(first, { position: 2 }, c))).toEqual([401, 403, 403]);
    expect((await arrange({ offset: 0, jobs: [] })).status).toBe(400);
    expect((await arrange({ offset: -1, jobs: [{ id: first, isFeatured: false }] })).status).toBe(400);
    expect(
      (
        await arrange({
          offset: 0,
          jobs: [
            { id: first, isFeatured: false },
            { id: first, isFeatured: true },
          ],
        })
      ).status,
    ).toBe(400);
    expect((await move(first, { position: 0 })).status).toBe(400);
    expect((await move("00000000-0000-4000-8000-000000000000", { position: 1 })).status).toBe(404);
    const { rows } = await rowsOf<Row>(jobsPage("status=inactive&limit=1"));
    expect((await move(rows[0].id, { position: 1 })).status).toBe(409);
  });
});
