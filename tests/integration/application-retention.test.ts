// What an application keeps and for how long: retention erases the CV, answers and note six months after the
// job closed (not five), whichever way it closed; the export carries a seeker's applications and an
// employer's counts only; deleting a seeker deletes their applications and CVs; deleting an employer
// declines what was open on their jobs and tells each seeker why.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { DELETE as deleteUser } from "@/app/api/user/route";
import { GET as exportData } from "@/app/api/user/export/route";
import { applications, users, type NewJob } from "@/server/db/schema";
import { readApplicationCv, saveApplicationCv } from "@/server/applications/cv-store";
import { runApplicationRetention } from "@/server/applications/retention";
import { EMPLOYER_CLOSED_MESSAGE } from "@/server/applications/account-applications";
import { withTestDatabase } from "../support/test-db";
import { insertJob } from "../support/factories";
import { signUp } from "../support/accounts";
import { call } from "../support/http";
import { mailsTo } from "../support/alerts";

const t = withTestDatabase();
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const pdf = () => Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(512, 3)]);

async function seekerRow() {
  const account = await signUp("user");
  return account;
}

async function applicationTo(job: { id: string }, seeker: { id: string; email: string }) {
  const cvKey = await saveApplicationCv(pdf(), "pdf");
  const [row] = await t.db
    .insert(applications)
    .values({
      jobId: job.id,
      seekerId: seeker.id,
      name: "Sam Reid",
      email: seeker.email,
      answers: [{ id: "q1", value: "yes" }],
      note: "A note to the employer",
      cvKey,
      cvName: "cv.pdf",
      cvType: "application/pdf",
      cvBytes: 521,
    })
    .returning();
  return row;
}

const closedJob = (overrides: Partial<NewJob>) => insertJob(t.db, { applyOn: "outpost", screeningQuestions: [], ...overrides });
const stored = async (id: string) => (await t.db.select().from(applications).where(eq(applications.id, id)))[0];

describe("retention", () => {
  it("erases the CV and answers of a job closed six months ago, not of one closed five months ago", async () => {
    const seeker = await seekerRow();
    const sixMonths = await closedJob({ applicationClosingDate: ago(185), expiresAt: ago(185), startDate: ago(300) });
    const fiveMonths = await closedJob({ applicationClosingDate: ago(152), expiresAt: ago(152) });
    // Archived by its employer seven months ago, though its paid term ran on: closed from the archiving.
    const archived = await closedJob({ isActive: false, archivedAt: ago(213), applicationClosingDate: ago(100), expiresAt: ago(100) });
    const open = await closedJob({});
    const [old, recent, gone, live] = [
      await applicationTo(sixMonths, seeker),
      await applicationTo(fiveMonths, seeker),
      await applicationTo(archived, seeker),
      await applicationTo(open, seeker),
    ];

    const summary = await runApplicationRetention(t.db);
    expect(summary).toMatchObject({ erased: 2, failed: 0 });
    for (const erased of [old, gone]) {
      expect(await readApplicationCv(erased.cvKey!)).toBeNull();
      expect(await stored(erased.id)).toMatchObject({ cvKey: null, cvName: null, answers: [], note: null, name: "Sam Reid" });
      expect((await stored(erased.id)).dataDeletedAt).not.toBeNull();
    }
    for (const kept of [recent, live]) {
      expect(await readApplicationCv(kept.cvKey!)).not.toBeNull();
      expect(await stored(kept.id)).toMatchObject({ cvKey: kept.cvKey, note: "A note to the employer", dataDeletedAt: null });
    }
    // Run again: nothing left to erase.
    expect(await runApplicationRetention(t.db)).toMatchObject({ due: 0, erased: 0 });
  });
});

describe("export and erasure", () => {
  it("exports a seeker's applications, without the CV's bytes, and an employer's as counts only", async () => {
    const employer = await signUp("employer");
    const seeker = await seekerRow();
    const job = await closedJob({
      employerId: employer.id,
      screeningQuestions: [{ id: "q1", text: "Can you start in January?", kind: "yes-no", required: true }],
    });
    const row = await applicationTo(job, seeker);

    const mine = (await (await call(exportData, "/api/user/export", { method: "GET", cookie: seeker.cookie })).json()) as {
      applications: Record<string, unknown>[];
      applicationsToYourJobs: unknown[];
    };
    expect(mine.applications).toHaveLength(1);
    expect(mine.applications[0]).toMatchObject({
      id: row.id,
      jobId: job.id,
      jobTitle: job.title,
      status: "sent",
      note: "A note to the employer",
      answers: [{ question: "Can you start in January?", value: "yes" }],
      cv: { name: "cv.pdf", type: "application/pdf", bytes: 521, included: false },
    });
    expect(JSON.stringify(mine)).not.toContain(row.cvKey!);
    expect(mine.applicationsToYourJobs).toEqual([]);

    const theirs = (await (await call(exportData, "/api/user/export", { method: "GET", cookie: employer.cookie })).json()) as {
      applications: unknown[];
      applicationsToYourJobs: unknown[];
    };
    expect(theirs.applications).toEqual([]);
    expect(theirs.applicationsToYourJobs).toEqual([{ jobId: job.id, title: job.title, applications: 1 }]);
    expect(JSON.stringify(theirs)).not.toContain(seeker.email);
  });

  it("deletes a seeker's applications and their CVs with the account", async () => {
    const seeker = await seekerRow();
    const row = await applicationTo(await closedJob({}), seeker);
    const deleted = await call(deleteUser, "/api/user", {
      method: "DELETE",
      cookie: seeker.cookie,
      body: { currentPassword: "s3cret-pass" },
    });
    expect(deleted.status).toBe(200);
    expect(await t.db.select().from(applications).where(eq(applications.seekerId, seeker.id))).toEqual([]);
    expect(await readApplicationCv(row.cvKey!)).toBeNull();
  });

  it("declines the open applications to a deleted employer's jobs, telling each seeker why", async () => {
    const employer = await signUp("employer");
    const job = await closedJob({ employerId: employer.id });
    const [waiting, hired] = [await seekerRow(), await seekerRow()];
    const open = await applicationTo(job, waiting);
    const done = await applicationTo(job, hired);
    await t.db.update(applications).set({ status: "hired" }).where(eq(applications.id, done.id));

    const deleted = await call(deleteUser, "/api/user", {
      method: "DELETE",
      cookie: employer.cookie,
      body: { currentPassword: "s3cret-pass" },
    });
    expect(deleted.status).toBe(200);
    expect(await stored(open.id)).toMatchObject({ status: "declined", declineMessage: EMPLOYER_CLOSED_MESSAGE });
    expect((await stored(done.id)).status).toBe("hired");
    const [mail] = (await mailsTo(waiting.email)).filter((m) => m.subject.includes(job.title));
    expect(mail.subject).toBe(`Your application for ${job.title} was declined`);
    expect(mail.text).toContain(`The employer's message: ${EMPLOYER_CLOSED_MESSAGE}`);
    expect((await mailsTo(hired.email)).filter((m) => m.subject.includes(job.title))).toEqual([]);
    const [account] = await t.db.select({ isActive: users.isActive }).from(users).where(eq(users.id, employer.id));
    expect(account.isActive).toBe(false);
  });
});
