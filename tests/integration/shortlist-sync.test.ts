// A signed-in user's My List on the server (docs/decisions/044): merged, never replaced; one removal at a time.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { jobs } from "@/server/db/schema";
import { GET as getList, POST as merge } from "@/app/api/user/shortlist/route";
import { DELETE as remove } from "@/app/api/user/shortlist/[id]/route";
import { GET as exportData } from "@/app/api/user/export/route";
import { withTestDatabase } from "../support/test-db";
import { call } from "../support/http";
import { signUp } from "../support/accounts";
import { daysFromNow, insertJob } from "../support/factories";

const t = withTestDatabase();
const idsOf = async (res: Response) => ((await res.json()) as { ids: string[] }).ids;

describe("/api/user/shortlist", () => {
  it("merges lists from two browsers without losing either, and removes one job at a time", async () => {
    const user = await signUp("user");
    const [a, b, c] = [await insertJob(t.db), await insertJob(t.db), await insertJob(t.db)];
    expect(await idsOf(await call(merge, "/api/user/shortlist", { cookie: user.cookie, body: { ids: [a.id, b.id] } }))).toEqual([
      a.id,
      b.id,
    ]);
    // The second browser's list: one shared, one new, one unknown job (ignored).
    const merged = await idsOf(
      await call(merge, "/api/user/shortlist", {
        cookie: user.cookie,
        body: { ids: [b.id, c.id, "00000000-0000-4000-8000-000000000000"] },
      }),
    );
    expect(merged.sort()).toEqual([a.id, b.id, c.id].sort());
    const left = await idsOf(
      await call(remove, `/api/user/shortlist/${b.id}`, { method: "DELETE", cookie: user.cookie, params: { id: b.id } }),
    );
    expect(left.sort()).toEqual([a.id, c.id].sort());
    expect((await idsOf(await call(getList, "/api/user/shortlist", { cookie: user.cookie }))).sort()).toEqual([a.id, c.id].sort());
  });

  it("is each user's own, needs a session, and refuses bad ids", async () => {
    const [one, two] = [await signUp("user"), await signUp("user")];
    const job = await insertJob(t.db);
    await call(merge, "/api/user/shortlist", { cookie: one.cookie, body: { ids: [job.id] } });
    const theirs = await call(getList, "/api/user/shortlist", { cookie: two.cookie });
    expect(await idsOf(theirs)).toEqual([]);
    // A signed-in caller's answer is theirs alone: no shared cache may keep it.
    expect(theirs.headers.get("cache-control")).toBe("no-store");
    expect((await call(getList, "/api/user/shortlist")).status).toBe(401);
    const bad = await call(merge, "/api/user/shortlist", { cookie: one.cookie, body: { ids: ["nope"] } });
    expect(bad.status).toBe(400);
  });

  it("keeps only jobs a seeker may see: an archived, taken-down or unopened id is dropped and the export does not name it", async () => {
    const user = await signUp("user");
    const listed = await insertJob(t.db);
    const closed = await insertJob(t.db, { applicationClosingDate: daysFromNow(-1), expiresAt: daysFromNow(-1) });
    const archived = await insertJob(t.db, { isActive: false, archivedAt: new Date(), title: "Archived Secret Rig" });
    const takenDown = await insertJob(t.db, { isActive: false, takenDownAt: new Date(), takenDownReason: "Scam", title: "Scam Rig" });
    const unopened = await insertJob(t.db, { applicationStartDate: daysFromNow(3), title: "Not Yet Open Rig" });
    // One request, as the outbox replays a batch: the hidden ids are dropped, the answer shows what was kept.
    const answer = await call(merge, "/api/user/shortlist", {
      cookie: user.cookie,
      body: { ids: [listed.id, archived.id, takenDown.id, unopened.id, closed.id] },
    });
    expect(answer.status).toBe(200);
    expect((await idsOf(answer)).sort()).toEqual([listed.id, closed.id].sort());

    const exported = (await (await call(exportData, "/api/user/export", { cookie: user.cookie })).json()) as {
      shortlist: { jobId: string; title: string }[];
    };
    expect(exported.shortlist.map((s) => s.jobId).sort()).toEqual([listed.id, closed.id].sort());
    expect(JSON.stringify(exported)).not.toMatch(/Archived Secret Rig|Scam Rig|Not Yet Open Rig/);
  });

  it("does not name a saved job in the export once it is archived", async () => {
    const user = await signUp("user");
    const job = await insertJob(t.db, { title: "Saved Then Archived Rig" });
    await call(merge, "/api/user/shortlist", { cookie: user.cookie, body: { ids: [job.id] } });
    await t.db.update(jobs).set({ isActive: false, archivedAt: new Date() }).where(eq(jobs.id, job.id));
    const exported = (await (await call(exportData, "/api/user/export", { cookie: user.cookie })).json()) as {
      shortlist: unknown[];
    };
    expect(exported.shortlist).toEqual([]);
  });
});
