// The employer's applicant inbox: paging, filters and order on the stored fit, opening (Viewed), decisions,
// a withdrawn application's 409, the fit worked out again when the job changes, and that only the job's
// employer reaches any of it.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { applicationFit } from "@/lib/applications/fit";
import type { AppliedItem } from "@/lib/applications/held-items";
import { GET as listRoute } from "@/app/api/user/jobs/[id]/applications/route";
import { GET as openRoute, PATCH as decideRoute } from "@/app/api/user/jobs/[id]/applications/[appId]/route";
import { GET as cvRoute } from "@/app/api/user/jobs/[id]/applications/[appId]/cv/route";
import { saveApplicationCv } from "@/server/applications/cv-store";
import { applicationCounts, decide, listApplicants, openApplication } from "@/server/applications/employer-inbox";
import { applications, jobs, users, type Job } from "@/server/db/schema";
import { jobTransaction } from "@/server/jobs/job-write/job-transaction";
import { updateJob } from "@/server/jobs/job-write/save-job";
import type { Db } from "@/server/db/client";
import { withTestDatabase } from "../support/test-db";
import { call } from "../support/http";
import { signUp } from "../support/accounts";
import { daysFromNow, insertJob } from "../support/factories";

const t = withTestDatabase();
const day = (d: Date) => d.toISOString().slice(0, 10);
const today = () => day(new Date());

let seekers = 0;
async function seeker(db: Db): Promise<string> {
  seekers++;
  const [row] = await db
    .insert(users)
    .values({ username: `inbox-seeker-${seekers}`, email: `inbox-seeker-${seekers}@example.com`, name: "Sam Diver", role: "user" })
    .returning({ id: users.id });
  return row!.id;
}

type Facts = {
  tickets?: AppliedItem[];
  availableFrom?: string | null;
  rotations?: string[];
  createdAt?: Date;
  status?: "sent" | "withdrawn";
};

/** An application as the apply path stores it: the profile's snapshot and its fit against the job. */
async function apply(db: Db, job: Job, facts: Facts = {}) {
  const applicant = {
    tickets: facts.tickets ?? [],
    medicals: [],
    availableFrom: facts.availableFrom ?? null,
    rotations: facts.rotations ?? [],
  };
  const [row] = await db
    .insert(applications)
    .values({
      jobId: job.id,
      seekerId: await seeker(db),
      name: `Applicant ${seekers}`,
      email: `applicant${seekers}@example.com`,
      ...applicant,
      ...applicationFit(job, applicant, today()),
      status: facts.status ?? "sent",
      ...(facts.createdAt && { createdAt: facts.createdAt }),
    })
    .returning();
  return row!;
}

const ticketsJob = (employerId: string) =>
  insertJob(t.db, { employerId, startDate: daysFromNow(10), rotation: "2-2", tickets: ["bosiet-foet"], applyOn: "outpost" });
const bosiet = (expires: Date | null): AppliedItem[] => [{ name: "bosiet-foet", expiresOn: expires && day(expires) }];

describe("listApplicants", () => {
  it("pages a job's applicants best fit first, each once, then newest first", async () => {
    const me = await signUp();
    const job = await ticketsJob(me.id);
    const made = [];
    for (let i = 0; i < 7; i++)
      made.push(
        await apply(t.db, job, {
          tickets: bosiet(i % 2 ? daysFromNow(100) : daysFromNow(15)),
          rotations: i % 3 === 0 ? ["2-2"] : [],
          createdAt: new Date(Date.now() - i * 60_000),
        }),
      );
    const seen: { id: string; fitScore: number }[] = [];
    let cursor: string | undefined;
    do {
      const page = await listApplicants(t.db, me.id, job.id, { sort: "fit", cursor, limit: 3 });
      expect(page.applicants.length).toBeLessThanOrEqual(3);
      seen.push(...page.applicants);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen.map((a) => a.id).sort()).toEqual(made.map((a) => a.id).sort());
    const scores = seen.map((a) => a.fitScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(new Set(scores).size).toBeGreaterThan(1);

    const newest = await listApplicants(t.db, me.id, job.id, { sort: "newest", limit: 10 });
    expect(newest.applicants.map((a) => a.id)).toEqual(made.map((a) => a.id));
    expect(newest.nextCursor).toBeNull();
  });

  it("filters to all tickets valid through the hitch, and to available by the start", async () => {
    const me = await signUp();
    const job = await ticketsJob(me.id);
    const valid = await apply(t.db, job, { tickets: bosiet(daysFromNow(60)), availableFrom: day(daysFromNow(30)) });
    const lapses = await apply(t.db, job, { tickets: bosiet(daysFromNow(15)), availableFrom: day(daysFromNow(2)) });
    const noDates = await apply(t.db, job, {});
    const ids = async (filter: { ticketsValid?: boolean; availableByStart?: boolean }) =>
      (await listApplicants(t.db, me.id, job.id, { sort: "fit", filter })).applicants.map((a) => a.id);
    expect(await ids({ ticketsValid: true })).toEqual([valid.id]);
    // No date given reads as free now.
    expect((await ids({ availableByStart: true })).sort()).toEqual([lapses.id, noDates.id].sort());
    expect(await ids({ ticketsValid: true, availableByStart: true })).toEqual([]);
    const [shown] = (await listApplicants(t.db, me.id, job.id, { sort: "fit", filter: { ticketsValid: true } })).applicants;
    expect(shown!.hitch.items).toEqual([{ name: "BOSIET/FOET", state: "valid" }]);
  });

  it("refuses a cursor it did not make", async () => {
    const me = await signUp();
    const job = await ticketsJob(me.id);
    await expect(listApplicants(t.db, me.id, job.id, { sort: "fit", cursor: "bm9wZQ" })).rejects.toMatchObject({ status: 400 });
    const newestCursor = Buffer.from(JSON.stringify(["newest", "2026-01-01T00:00:00.000000Z", crypto.randomUUID()])).toString("base64url");
    await expect(listApplicants(t.db, me.id, job.id, { sort: "fit", cursor: newestCursor })).rejects.toMatchObject({ status: 400 });
  });
});

describe("opening and deciding", () => {
  it("marks a Sent application Viewed once, and counts it as opened", async () => {
    const me = await signUp();
    const job = await ticketsJob(me.id);
    const app = await apply(t.db, job);
    expect((await applicationCounts(t.db, [job.id])).get(job.id)).toEqual({ applications: 1, unopened: 1 });
    const opened = await openApplication(t.db, me.id, job.id, app.id);
    expect(opened.status).toBe("viewed");
    expect(opened.viewedAt).not.toBeNull();
    const again = await openApplication(t.db, me.id, job.id, app.id);
    expect(again.viewedAt).toBe(opened.viewedAt);
    expect(again.statusChangedAt).toBe(opened.statusChangedAt);
    expect((await applicationCounts(t.db, [job.id])).get(job.id)).toEqual({ applications: 1, unopened: 0 });
  });

  it("shortlists, declines with a message, hires, and keeps the message only with a decline", async () => {
    const me = await signUp();
    const job = await ticketsJob(me.id);
    const app = await apply(t.db, job);
    expect((await decide(t.db, me.id, job.id, app.id, { status: "shortlisted" })).status).toBe("shortlisted");
    const declined = await decide(t.db, me.id, job.id, app.id, { status: "declined", message: "Thank you for applying." });
    expect(declined).toMatchObject({ status: "declined", declineMessage: "Thank you for applying." });
    expect(declined.viewedAt).not.toBeNull();
    expect((await decide(t.db, me.id, job.id, app.id, { status: "hired" })).declineMessage).toBeNull();
    await expect(decide(t.db, me.id, job.id, app.id, { status: "hired", message: "Welcome" })).rejects.toMatchObject({ status: 400 });
  });

  it("answers 409 for a withdrawn application and leaves it withdrawn", async () => {
    const me = await signUp();
    const job = await ticketsJob(me.id);
    const app = await apply(t.db, job, { status: "withdrawn" });
    await expect(decide(t.db, me.id, job.id, app.id, { status: "shortlisted" })).rejects.toMatchObject({ status: 409 });
    const [kept] = await t.db.select().from(applications).where(eq(applications.id, app.id));
    expect(kept!.status).toBe("withdrawn");
  });
});

describe("fit refresh", () => {
  it("works the fit out again when the job's start, rotation or tickets change, in the job's write", async () => {
    const me = await signUp();
    const job = await ticketsJob(me.id);
    const app = await apply(t.db, job, { tickets: bosiet(daysFromNow(30)), rotations: ["2-2"] });
    expect(app.ticketsValid).toBe(true);
    const origin = { source: "form" as const, userId: me.id, actor: null, actorName: "Test" };
    // The hitch now starts later than the ticket lasts.
    await jobTransaction(t.db, (w) => updateJob(w, job, { startDate: daysFromNow(40) }, origin));
    const [moved] = await t.db.select().from(applications).where(eq(applications.id, app.id));
    expect(moved).toMatchObject({ ticketsValid: false });
    expect(moved!.fitScore).toBeLessThan(app.fitScore);

    const [current] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    await jobTransaction(t.db, (w) => updateJob(w, current!, { tickets: [], rotation: "3-3" }, origin));
    const [relaxed] = await t.db.select().from(applications).where(eq(applications.id, app.id));
    expect(relaxed!.ticketsValid).toBe(true);
    expect(
      (await listApplicants(t.db, me.id, job.id, { sort: "fit", filter: { ticketsValid: true } })).applicants.map((a) => a.id),
    ).toEqual([app.id]);
  });

  it("leaves the fit alone when nothing it depends on changed", async () => {
    const me = await signUp();
    const job = await ticketsJob(me.id);
    const app = await apply(t.db, job, { tickets: bosiet(daysFromNow(30)) });
    // A stored score nobody would compute: an edit of the title must not touch it.
    await t.db.update(applications).set({ fitScore: 999 }).where(eq(applications.id, app.id));
    await jobTransaction(t.db, (w) => updateJob(w, job, { title: "Renamed" }, { source: "form", actor: null }));
    const [kept] = await t.db.select().from(applications).where(eq(applications.id, app.id));
    expect(kept!.fitScore).toBe(999);
  });
});

describe("ownership over the routes", () => {
  it("answers the job's employer, and 404 to another employer, a seeker and a signed-out caller", async () => {
    const me = await signUp();
    const other = await signUp();
    const worker = await signUp("user");
    const job = await ticketsJob(me.id);
    const app = await apply(t.db, job);
    const params = { id: job.id, appId: app.id };
    const base = `/api/user/jobs/${job.id}/applications`;

    const listed = await call(listRoute, `${base}?filter=valid-tickets&sort=newest`, { cookie: me.cookie, params: { id: job.id } });
    expect(listed.status).toBe(200);
    expect(listed.headers.get("cache-control")).toBe("private, no-store");
    expect(await call(listRoute, `${base}?filter=nonsense`, { cookie: me.cookie, params: { id: job.id } }).then((r) => r.status)).toBe(400);

    for (const cookie of [other.cookie, worker.cookie, undefined]) {
      expect((await call(listRoute, base, { cookie, params: { id: job.id } })).status).toBe(404);
      expect((await call(openRoute, `${base}/${app.id}`, { cookie, params })).status).toBe(404);
      expect((await call(decideRoute, `${base}/${app.id}`, { method: "PATCH", body: { status: "hired" }, cookie, params })).status).toBe(
        404,
      );
      expect((await call(cvRoute, `${base}/${app.id}/cv`, { cookie, params })).status).toBe(404);
    }
    const [untouched] = await t.db.select().from(applications).where(eq(applications.id, app.id));
    expect(untouched).toMatchObject({ status: "sent", viewedAt: null });

    const opened = await call(openRoute, `${base}/${app.id}`, { cookie: me.cookie, params });
    expect(((await opened.json()) as { status: string }).status).toBe("viewed");
    const bad = await call(decideRoute, `${base}/${app.id}`, { method: "PATCH", body: { status: "sent" }, cookie: me.cookie, params });
    expect(bad.status).toBe(400);
    // No CV was sent with this application.
    expect((await call(cvRoute, `${base}/${app.id}/cv`, { cookie: me.cookie, params })).status).toBe(404);
  });

  it("serves the CV to the job's employer only, as an attachment no cache keeps, and not once deleted", async () => {
    const me = await signUp();
    const other = await signUp();
    const job = await ticketsJob(me.id);
    const app = await apply(t.db, job);
    const pdf = Buffer.from("%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");
    const cvKey = await saveApplicationCv(pdf, "pdf");
    await t.db
      .update(applications)
      .set({ cvKey, cvName: "Sam Diver CV.pdf", cvType: "application/pdf", cvBytes: pdf.length })
      .where(eq(applications.id, app.id));
    const params = { id: job.id, appId: app.id };
    const url = `/api/user/jobs/${job.id}/applications/${app.id}/cv`;
    const served = await call(cvRoute, url, { cookie: me.cookie, params });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("content-disposition")).toMatch(/^attachment; filename="Sam Diver CV.pdf"/);
    expect(served.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);
    expect((await call(cvRoute, url, { cookie: other.cookie, params })).status).toBe(404);
    await t.db.update(applications).set({ dataDeletedAt: new Date() }).where(eq(applications.id, app.id));
    expect((await call(cvRoute, url, { cookie: me.cookie, params })).status).toBe(404);
  });
});
