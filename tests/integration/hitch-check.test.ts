// The hitch check on a real database (docs/decisions/130-hitch-check.md): one listed job's check for the
// signed-in seeker over the route, and a page of them for Jobs for you; jobs not listed are never checked.
import { describe, expect, it } from "vitest";
import { GET as getHitchCheck } from "@/app/api/jobs/[id]/hitch-check/route";
import { utcDay } from "@/lib/job-match";
import { userProfiles } from "@/server/db/schema";
import { hitchChecksFor } from "@/server/applications/hitch-check";
import { withTestDatabase } from "../support/test-db";
import { call } from "../support/http";
import { signUp } from "../support/accounts";
import { daysFromNow, insertJob } from "../support/factories";

const t = withTestDatabase();
const day = (offset: number) => utcDay(daysFromNow(offset));

describe("GET /api/jobs/{id}/hitch-check", () => {
  it("needs a session and a profile, then checks each item against the job's hitch", async () => {
    const job = await insertJob(t.db, { tickets: ["opito", "stcw"], medical: "eng1", rotation: "3-3", startDate: daysFromNow(30) });
    const path = `/api/jobs/${job.id}/hitch-check`;
    expect((await call(getHitchCheck, path, { params: { id: job.id } })).status).toBe(401);

    const user = await signUp("user");
    const before = await call(getHitchCheck, path, { cookie: user.cookie, params: { id: job.id } });
    expect(before.status).toBe(409);
    expect(await before.json()).toMatchObject({ code: "conflict", message: expect.stringMatching(/worker profile/) });

    await t.db.insert(userProfiles).values({
      userId: user.id,
      tickets: [{ name: "OPITO", expiresOn: day(40) }],
      medicals: [{ name: "ENG1", expiresOn: day(60) }],
    });
    const res = await call(getHitchCheck, path, { cookie: user.cookie, params: { id: job.id } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      hitchStart: day(30),
      hitchEnd: day(50),
      items: [
        { name: "OPITO", state: "lapses", lapsesOn: day(40), dayOfHitch: 11 },
        { name: "STCW", state: "missing" },
        { name: "ENG1 seafarer medical", state: "valid" },
      ],
    });
  });

  it("answers 404 for a job that is switched off or has expired", async () => {
    const user = await signUp("user");
    await t.db.insert(userProfiles).values({ userId: user.id, tickets: [] });
    for (const job of [await insertJob(t.db, { isActive: false }), await insertJob(t.db, { expiresAt: daysFromNow(-1) })]) {
      const res = await call(getHitchCheck, `/api/jobs/${job.id}/hitch-check`, { cookie: user.cookie, params: { id: job.id } });
      expect(res.status).toBe(404);
    }
  });
});

describe("hitchChecksFor", () => {
  it("checks a page of listed jobs at once by id, leaving out one no longer listed", async () => {
    const listed = await insertJob(t.db, { tickets: ["gwo-bst"], rotation: "2-2" });
    const off = await insertJob(t.db, { tickets: ["gwo-bst"], isActive: false });
    const checks = await hitchChecksFor(t.db, { tickets: [{ name: "gwo-bst", expiresOn: day(3) }], medicals: [] }, [listed.id, off.id]);
    expect([...checks.keys()]).toEqual([listed.id]);
    expect(checks.get(listed.id)).toMatchObject({ hitchStart: day(0), hitchEnd: day(13), items: [{ state: "lapses", dayOfHitch: 4 }] });
    expect((await hitchChecksFor(t.db, { tickets: [], medicals: [] }, [])).size).toBe(0);
  });
});
