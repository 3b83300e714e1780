// What an application's changes tell people, read from the outbox the queued mails were delivered to: the
// employer's email of each new one (or the daily digest, claimed once), the copy forwarded to a feed's
// address with the CV attached, the seeker's email and push on each status change, and the one reminder of
// an application left unopened a week.
import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { applications, users, type NewJob } from "@/server/db/schema";
import { resultRows } from "@/server/db/result-rows";
import { saveApplicationCv } from "@/server/applications/cv-store";
import { noticeNewApplication, noticeStatusChange } from "@/server/applications/notices";
import { sendApplicationDigests, sendUnopenedReminders } from "@/server/applications/employer-mail";
import { GET as getMailChoice, PUT as putMailChoice } from "@/app/api/user/application-mail/route";
import { mailSchema } from "@/server/mail/mail-schema";
import { withTestDatabase } from "../support/test-db";
import { signUp } from "../support/accounts";
import { call } from "../support/http";
import { insertJob } from "../support/factories";
import { mailsTo, uniqueEmail } from "../support/alerts";
import { addPushDevice } from "../support/push-devices";

const t = withTestDatabase();
let n = 0;

async function person(overrides: Partial<typeof users.$inferInsert> = {}) {
  n++;
  const [row] = await t.db
    .insert(users)
    .values({ username: `person${n}`, email: uniqueEmail(`person${n}`), name: `Person ${n}`, emailVerified: true, ...overrides })
    .returning();
  return row;
}

async function apply(
  job: { id: string },
  seeker: { id: string; email: string },
  overrides: Partial<typeof applications.$inferInsert> = {},
) {
  return t.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(applications)
      .values({
        jobId: job.id,
        seekerId: seeker.id,
        name: "Sam Reid",
        email: seeker.email,
        tickets: [{ name: "bosiet-foet", expiresOn: "2031-03-03" }],
        medicals: [{ name: "oeuk", expiresOn: null }],
        ...overrides,
      })
      .returning();
    await noticeNewApplication(tx, row.id);
    return row;
  });
}

const employerJob = (employerId: string, overrides: Partial<NewJob> = {}) =>
  insertJob(t.db, { employerId, applyOn: "outpost", title: `Rope access technician ${++n}`, ...overrides });

async function pushJobsFor(subscriptionId: string) {
  return resultRows<{ data: { notification: { title: string; body: string; url: string } } }>(
    await t.db.execute(sql`select data from pgboss.job where name = 'push.send' and data->>'subscriptionId' = ${subscriptionId}`),
  );
}

describe("a new application", () => {
  it("is emailed at once to an employer who chose each, with the tickets and a link to the applicants", async () => {
    const employer = await person({ role: "employer", firstName: "Jo" });
    const job = await employerJob(employer.id);
    const seeker = await person();
    const row = await apply(job, seeker);
    const [mail, ...more] = await mailsTo(employer.email);
    expect(more).toHaveLength(0);
    expect(mail.subject).toBe(`New application for ${job.title}`);
    expect(mail.text).toContain("Sam Reid applied for");
    expect(mail.text).toContain("BOSIET/FOET (expires 3 March 2031)");
    expect(mail.text).toContain(`http://localhost:3000/my-jobs/${job.id}/applicants`);
    const [stored] = await t.db.select().from(applications).where(eq(applications.id, row.id));
    expect(stored.employerMailedAt).not.toBeNull();
    // The seeker hears nothing of their own application here.
    expect(await mailsTo(seeker.email)).toHaveLength(0);
  });

  it("waits for the digest when the employer chose daily, which claims it once", async () => {
    const employer = await person({ role: "employer", applicationMail: "daily" });
    const job = await employerJob(employer.id);
    const other = await employerJob(employer.id);
    await apply(job, await person(), { name: "Alex One" });
    await apply(other, await person(), { name: "Blair Two" });
    const withdrawn = await apply(job, await person(), { name: "Casey Gone", status: "withdrawn" });
    expect(await mailsTo(employer.email)).toHaveLength(0);

    const first = await sendApplicationDigests(t.db);
    expect(first).toMatchObject({ failed: 0 });
    const [digest, ...more] = await mailsTo(employer.email);
    expect(more).toHaveLength(0);
    expect(digest.subject).toBe("2 new applications on Outpost");
    expect(digest.text).toContain("Alex One: BOSIET/FOET");
    expect(digest.text).toContain("Blair Two");
    expect(digest.text).not.toContain("Casey Gone");
    expect(digest.text).toContain(`/my-jobs/${other.id}/applicants`);
    // Claimed, the withdrawn one with them: a second run, the same day or another instance's, sends nothing.
    const [gone] = await t.db.select().from(applications).where(eq(applications.id, withdrawn.id));
    expect(gone.employerMailedAt).not.toBeNull();
    await Promise.all([sendApplicationDigests(t.db), sendApplicationDigests(t.db)]);
    expect(await mailsTo(employer.email)).toHaveLength(1);
  });

  it("of a feed job with an application email is forwarded there whole, with the CV attached", async () => {
    const employer = await person({ role: "employer", applicationMail: "daily" });
    const job = await employerJob(employer.id, {
      applicationEmail: uniqueEmail("aplitrak"),
      externalReference: "BB-1234",
      screeningQuestions: [{ id: "q1", text: "Do you hold a valid passport?", kind: "yes-no", required: true }],
    });
    const cv = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(2048, 7)]);
    const cvKey = await saveApplicationCv(cv, "pdf");
    const seeker = await person();
    await apply(job, seeker, {
      phone: "+44 7700 900123",
      availableFrom: "2031-01-15",
      rotations: ["3-3"],
      answers: [{ id: "q1", value: "yes" }],
      note: "Back from a hitch on the 10th.",
      cvKey,
      cvName: "sam-reid-cv.pdf",
      cvType: "application/pdf",
      cvBytes: cv.length,
    });
    const [mail, ...more] = await mailsTo(job.applicationEmail!);
    expect(more).toHaveLength(0);
    expect(mail.subject).toBe(`Application for ${job.title}: Sam Reid`);
    expect(mail.headers["reply-to"]).toContain(seeker.email);
    for (const line of [
      `Email: ${seeker.email}`,
      "Phone: +44 7700 900123",
      "Tickets: BOSIET/FOET (expires 3 March 2031)",
      "Medicals: OGUK/OEUK offshore medical (no expiry date given)",
      "Available from: 15 January 2031",
      "Do you hold a valid passport?: yes",
      "Note: Back from a hitch on the 10th.",
      "CV: attached (sam-reid-cv.pdf)",
      "(reference BB-1234)",
    ])
      expect(mail.text).toContain(line);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: "sam-reid-cv.pdf", contentType: "application/pdf" });
    expect(mail.attachments[0].content.equals(cv)).toBe(true);
    // The queue's row holds the store's key, never the file.
    const [queued] = resultRows<{ data: { attachments: unknown[] } }>(
      await t.db.execute(sql`select data from pgboss.job where name = 'mail.send' and data->>'to' = ${job.applicationEmail}`),
    );
    expect(queued.data.attachments).toEqual([{ filename: "sam-reid-cv.pdf", contentType: "application/pdf", cvKey }]);
    // A payload naming anything but a CV key (a path out of the store) is refused when the job runs.
    const forged = { to: "x@example.com", subject: "s", text: "t", html: "h" };
    for (const forgedKey of ["../../cron-secret", "uploads/logo.png", `${cvKey}/..`])
      expect(
        mailSchema.safeParse({ ...forged, attachments: [{ filename: "a.pdf", contentType: "application/pdf", cvKey: forgedKey }] }).success,
      ).toBe(false);
    // The daily employer still waits for the digest.
    expect(await mailsTo(employer.email)).toHaveLength(0);
  });
});

describe("the employer's choice", () => {
  it("is each until they choose daily on their account, which then holds their applications for the digest", async () => {
    const employer = await signUp("employer");
    const url = "/api/user/application-mail";
    expect(await (await call(getMailChoice, url, { method: "GET", cookie: employer.cookie })).json()).toEqual({ applicationMail: "each" });
    const refused = await call(putMailChoice, url, { method: "PUT", cookie: employer.cookie, body: { applicationMail: "weekly" } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: "validation_failed", message: "applicationMail must be 'each' or 'daily'" });
    expect((await call(putMailChoice, url, { method: "PUT", body: { applicationMail: "daily" } })).status).toBe(401);
    const saved = await call(putMailChoice, url, { method: "PUT", cookie: employer.cookie, body: { applicationMail: "daily" } });
    expect(await saved.json()).toEqual({ applicationMail: "daily" });
    await apply(await employerJob(employer.id), await person());
    expect((await mailsTo(employer.email)).filter((m) => m.subject.startsWith("New application"))).toEqual([]);
  });
});

describe("a status change", () => {
  it("reaches the seeker by email and push, with the employer's message on a decline", async () => {
    const employer = await person({ role: "employer" });
    const job = await employerJob(employer.id);
    const seeker = await person({ firstName: "Sam" });
    const { row: device } = await addPushDevice(t.db, { userId: seeker.id, savedSearchId: null, endpoint: `https://push.example/${n}` });
    const row = await apply(job, seeker);
    for (const [status, declineMessage] of [
      ["viewed", null],
      ["declined", "We have filled this rotation."],
    ] as const) {
      await t.db.transaction(async (tx) => {
        await tx.update(applications).set({ status, declineMessage, statusChangedAt: new Date() }).where(eq(applications.id, row.id));
        await noticeStatusChange(tx, row.id);
      });
    }
    const mails = await mailsTo(seeker.email);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      `Your application for ${job.title} was declined`,
      `Your application for ${job.title} was viewed by the employer`,
    ]);
    const declined = mails.find((m) => m.subject.endsWith("declined"))!;
    expect(declined.text).toContain("Hi Sam.");
    expect(declined.text).toContain("The employer's message: We have filled this rotation.");
    expect(declined.text).toContain("http://localhost:3000/applications");
    const pushes = (await pushJobsFor(device.id)).map((p) => p.data.notification);
    expect(pushes).toHaveLength(2);
    expect(pushes).toContainEqual({
      title: `Declined: ${job.title}`,
      body: "The employer says: We have filled this rotation.",
      url: "http://localhost:3000/applications",
    });
    expect(pushes.map((p) => p.title)).toContain(`Viewed by the employer: ${job.title}`);
  });

  it("says nothing of the seeker's own withdrawal", async () => {
    const employer = await person({ role: "employer" });
    const seeker = await person();
    const row = await apply(await employerJob(employer.id), seeker);
    await t.db.transaction(async (tx) => {
      await tx.update(applications).set({ status: "withdrawn" }).where(eq(applications.id, row.id));
      await noticeStatusChange(tx, row.id);
    });
    expect(await mailsTo(seeker.email)).toHaveLength(0);
  });
});

describe("the unopened reminder", () => {
  it("goes once per employer, a week after, naming every application still unopened", async () => {
    const employer = await person({ role: "employer" });
    const job = await employerJob(employer.id);
    const week = 7 * 86_400_000;
    const old = new Date(Date.now() - week - 60_000);
    await apply(job, await person(), { name: "Old One", createdAt: old });
    await apply(job, await person(), { name: "Old Two", createdAt: old });
    await apply(job, await person(), { name: "Opened", createdAt: old, status: "viewed", viewedAt: new Date() });
    await apply(job, await person(), { name: "Fresh", createdAt: new Date(Date.now() - week + 3_600_000) });
    const before = (await mailsTo(employer.email)).length;

    expect(await sendUnopenedReminders(t.db)).toMatchObject({ sent: 1, applications: 2 });
    const reminders = (await mailsTo(employer.email)).filter((m) => /waiting to hear/.test(m.subject));
    expect(reminders).toHaveLength(1);
    expect(reminders[0].subject).toBe("2 applicants are waiting to hear from you");
    expect(reminders[0].text).toContain(`Old One applied for ${job.title}`);
    expect(reminders[0].text).not.toContain("Opened applied");
    expect(reminders[0].text).not.toContain("Fresh applied");
    // Once: the next day's run sends nothing more of these two; the fresh one is reminded of on its own day.
    expect(await sendUnopenedReminders(t.db)).toMatchObject({ sent: 0 });
    expect(await sendUnopenedReminders(t.db, new Date(Date.now() + 2 * 3_600_000))).toMatchObject({ sent: 1, applications: 1 });
    expect((await mailsTo(employer.email)).length).toBe(before + 2);
  });
});
