// GET /api/user/jobs and DELETE /api/user/jobs/{id}: an employer's own postings, what they drew, archiving.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { GET as listMine } from "@/app/api/user/jobs/route";
import { DELETE as removeMine } from "@/app/api/user/jobs/[id]/route";
import { GET as publicJob } from "@/app/api/jobs/[id]/route";
import { jobs, pageViews } from "@/server/db/schema";
import { withTestDatabase } from "../support/test-db";
import { call } from "../support/http";
import { signUp } from "../support/accounts";
import { insertJob } from "../support/factories";

const t = withTestDatabase();

describe("My Jobs API", () => {
  it("needs a signed-in user", async () => {
    expect((await call(listMine, "/api/user/jobs")).status).toBe(401);
  });

  it("lists only the employer's own jobs, with page views and apply clicks", async () => {
    const me = await signUp();
    const someoneElse = await signUp();
    const mine = await insertJob(t.db, { employerId: me.id, title: "Mine", applyClicks: 7 });
    await insertJob(t.db, { employerId: someoneElse.id, title: "Theirs" });
    await t.db.insert(pageViews).values([{ path: `/job/${mine.id}` }, { path: `/job/${mine.id}` }, { path: "/" }]);
    const res = await call(listMine, "/api/user/jobs", { cookie: me.cookie });
    expect(res.headers.get("cache-control")).toMatch(/no-store/);
    const list = (await res.json()) as { id: string; title: string; views: number; applyClicks: number }[];
    expect(list.map((j) => j.title)).toEqual(["Mine"]);
    expect(list[0]).toMatchObject({ views: 2, applyClicks: 7, isActive: true });
  });

  it("archives a posting: hidden from the board, kept in the database", async () => {
    const me = await signUp();
    const job = await insertJob(t.db, { employerId: me.id });
    const res = await call(removeMine, `/api/user/jobs/${job.id}`, { method: "DELETE", cookie: me.cookie, params: { id: job.id } });
    expect(res.status).toBe(200);
    const [kept] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(kept.isActive).toBe(false);
    expect((await call(publicJob, `/api/jobs/${job.id}`, { params: { id: job.id } })).status).toBe(404);
  });

  it("answers 404 for another employer's job and leaves it alone", async () => {
    const me = await signUp();
    const other = await signUp();
    const theirs = await insertJob(t.db, { employerId: other.id });
    const res = await call(removeMine, `/api/user/jobs/${theirs.id}`, { method: "DELETE", cookie: me.cookie, params: { id: theirs.id } });
    expect(res.status).toBe(404);
    expect((await t.db.select().from(jobs).where(eq(jobs.id, theirs.id)))[0].isActive).toBe(true);
    expect(
      (await call(removeMine, "/api/user/jobs/not-a-uuid", { method: "DELETE", cookie: me.cookie, params: { id: "not-a-uuid" } })).status,
    ).toBe(404);
  });
});
