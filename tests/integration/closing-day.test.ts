// A closing date is a UK day, open until its end (docs/decisions/117): a job posted to close today is on the
// board, in search, marked up for search engines and reminded about as closing today, until midnight in the
// UK and not a moment after; every way a closing date arrives (the form, an extension, an admin's edit, a CSV
// import) is stored by the same rule.
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { GET as listJobs } from "@/app/api/jobs/route";
import { PATCH as adminPatch } from "@/app/api/admin/jobs/[id]/route";
import { POST as validatePlan } from "@/app/api/validate-plan/route";
import { closingBadge, closingDayOf, closingInstant } from "@/lib/closing-date";
import { formatLongDate } from "@/lib/format";
import { jobPostingJsonLd } from "@/lib/job-posting";
import { jobs } from "@/server/db/schema";
import { listedJobs } from "@/server/jobs/search-jobs";
import { expiredSince } from "@/server/jobs/listing-changes-by-time";
import { listedJobById } from "@/server/jobs/public-jobs";
import { sendExpiryReminders } from "@/server/alerts/expiry-reminders";
import { importJobsCsv } from "@/server/imports/import-jobs-csv";
import { withTestDatabase } from "../support/test-db";
import { call } from "../support/http";
import { signUp } from "../support/accounts";
import { mailsTo } from "../support/alerts";
import { postPaidJob } from "../support/paid-job";
import { signInEveryRole } from "../support/roles";
import { insertJob } from "../support/factories";

const t = withTestDatabase();
const MINUTE = 60_000;
const at = (moment: Date, minutes: number) => new Date(moment.getTime() + minutes * MINUTE);

async function listedAt(id: string, moment: Date): Promise<boolean> {
  const rows = await t.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, id), listedJobs(moment)));
  return rows.length === 1;
}

describe("a job whose applications close today", () => {
  it("is listed all of today in the UK, says so everywhere, and leaves at midnight", async () => {
    const employer = await signUp();
    const today = closingDayOf(new Date());
    const yesterday = closingDayOf(new Date(Date.now() - 86_400_000));
    const { id } = await postPaidJob(employer.cookie, {
      title: "Closing Day Crane Operator",
      applicationStartDate: yesterday,
      applicationClosingDate: today,
    });
    const closes = closingInstant(today);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row.applicationClosingDate.toISOString()).toBe(closes.toISOString());
    expect(row.expiresAt.toISOString()).toBe(closes.toISOString());

    // On the board and in search now, its detail readable.
    const found = (await (await call(listJobs, "/api/jobs?search=Closing%20Day%20Crane")).json()) as { id: string }[];
    expect(found.map((j) => j.id)).toContain(id);
    expect(await listedJobById(t.db, id)).not.toBeNull();

    // At 23:30 in the UK on its closing day it is still listed and closes today; at midnight it is gone.
    const lateEvening = at(closes, -30);
    expect(await listedAt(id, lateEvening)).toBe(true);
    expect(closingBadge(row.applicationClosingDate, lateEvening)).toEqual({ urgency: "urgent", label: "Closing today" });
    expect(await listedAt(id, new Date(closes.getTime() + 1))).toBe(false);

    // Search engines are told it ends at the end of the day, and the sweep tells them once it has.
    const posting = jobPostingJsonLd({ ...row, requirements: null }, `https://outpost.example/job/${id}`, (p) => p);
    expect(posting.validThrough).toBe(closes.toISOString());
    expect((await expiredSince(t.db, at(closes, -60), lateEvening)).map((j) => j.id)).not.toContain(id);
    expect((await expiredSince(t.db, lateEvening, at(closes, 5))).map((j) => j.id)).toContain(id);

    // The week-before reminder names the closing day itself.
    await sendExpiryReminders(t.db, new Date());
    const [reminder] = (await mailsTo(employer.email)).filter((m) => m.subject.includes("expires on"));
    expect(reminder.subject).toBe(`Your job "Closing Day Crane Operator" expires on ${formatLongDate(closes)}`);
  });
});

describe("every way a closing date arrives is stored as the end of that UK day", () => {
  it("from the form, in summer: 23:59:59.999 BST", async () => {
    const employer = await signUp();
    const { id } = await postPaidJob(employer.cookie, { applicationStartDate: "2099-06-20", applicationClosingDate: "2099-07-07" });
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row.applicationClosingDate.toISOString()).toBe("2099-07-07T22:59:59.999Z");
    expect(row.expiresAt.toISOString()).toBe("2099-07-07T22:59:59.999Z");
  });

  it("counts the plan's days as before: the open closing day costs nothing extra", async () => {
    const res = await call(validatePlan, "/api/validate-plan", {
      body: { planType: "starter", applicationStartDate: "2099-03-01", applicationClosingDate: "2099-03-31" },
    });
    expect(await res.json()).toMatchObject({ isValid: true, daysNeeded: 30 });
  });

  it("from an admin's edit", async () => {
    const { admin } = await signInEveryRole(t.db);
    const job = await insertJob(t.db);
    const res = await call(adminPatch, `/api/admin/jobs/${job.id}`, {
      method: "PATCH",
      cookie: admin,
      params: { id: job.id },
      body: { applicationClosingDate: "2099-07-05" },
    });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row.applicationClosingDate.toISOString()).toBe("2099-07-05T22:59:59.999Z");
  });

  it("from a CSV import: the plan's last day, open until its end", async () => {
    const csv = [
      "job_title,company_name,location,salary,category,job_description,application_url",
      "Import Closing Rigger,Fulmar Offshore,Aberdeen,£95k,mining,Rigging on a platform.,https://fulmar.example/rigger",
    ].join("\n");
    const { result } = await importJobsCsv(t.db, csv, { skipWarnings: true });
    expect(result.created).toBe(1);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.title, "Import Closing Rigger"));
    expect(row.applicationClosingDate.toISOString()).toBe(closingInstant(closingDayOf(row.applicationClosingDate)).toISOString());
    expect(row.expiresAt).toEqual(row.applicationClosingDate);
  });
});
