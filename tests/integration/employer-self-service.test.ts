// An employer's own postings (docs/decisions/042): edit without changing what was paid for, extend through
// a payment the server prices, a receipt for every payment, and reactivation within the paid term.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as confirmDemo } from "@/app/api/payments/demo/confirm/route";
import { DELETE as archiveJob, PATCH as editJob } from "@/app/api/user/jobs/[id]/route";
import { POST as reactivate } from "@/app/api/user/jobs/[id]/reactivate/route";
import { POST as extend } from "@/app/api/user/jobs/[id]/extend/route";
import { POST as confirmExtension } from "@/app/api/user/jobs/[id]/extend/confirm/route";
import { closingInstant } from "@/lib/closing-date";
import { jobs } from "@/server/db/schema";
import { listedJobById } from "@/server/jobs/public-jobs";
import { withTestDatabase } from "../support/test-db";
import { call } from "../support/http";
import { signUp } from "../support/accounts";
import { CARD, postPaidJob } from "../support/paid-job";
import { mailsTo } from "../support/alerts";
import { daysFromNow, insertJob } from "../support/factories";

const t = withTestDatabase();
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function postedJob(overrides: Record<string, unknown> = {}) {
  const employer = await signUp();
  return { employer, ...(await postPaidJob(employer.cookie, overrides)) };
}

const editable = (draft: Record<string, unknown>) => {
  const { planType: _p, isFeatured: _f, terms: _t, applicationStartDate: _s, applicationClosingDate: _c, ...rest } = draft;
  return rest;
};

describe("editing a posting", () => {
  it("changes what does not change the price, and the public page at once", async () => {
    const { employer, draft, id } = await postedJob();
    expect((await listedJobById(t.db, id))?.title).toBe(draft.title);
    const res = await call(editJob, `/api/user/jobs/${id}`, {
      method: "PATCH",
      cookie: employer.cookie,
      params: { id },
      // What is priced is not the edit's to change: ignored.
      body: {
        ...editable(draft),
        title: "Rope Access Supervisor",
        salaryMax: 130000,
        isFeatured: true,
        planType: "premium",
        applicationClosingDate: "2099-01-01",
      },
    });
    expect(res.status).toBe(200);
    const listed = await listedJobById(t.db, id);
    expect(listed).toMatchObject({ title: "Rope Access Supervisor", salaryMax: 130000, isFeatured: false, planType: "starter" });
    expect(listed!.applicationClosingDate).toEqual(closingInstant(draft.applicationClosingDate as string));
  });

  it("re-validates with the job form's rules and keeps others' jobs unknown", async () => {
    const { employer, draft, id } = await postedJob();
    const bad = await call(editJob, `/api/user/jobs/${id}`, {
      method: "PATCH",
      cookie: employer.cookie,
      params: { id },
      body: { ...editable(draft), salaryMin: 200000, salaryMax: 100000 },
    });
    expect(bad.status).toBe(400);
    expect(await messageOf(bad)).toBe("Maximum salary must be at least the minimum salary");
    const stranger = await signUp();
    const other = await call(editJob, `/api/user/jobs/${id}`, {
      method: "PATCH",
      cookie: stranger.cookie,
      params: { id },
      body: editable(draft),
    });
    expect(other.status).toBe(404);
    const signedOut = await call(editJob, `/api/user/jobs/${id}`, { method: "PATCH", params: { id }, body: editable(draft) });
    expect(signedOut.status).toBe(401);
  });
});

describe("extending a posting", () => {
  it("is priced by the server from the plan that covers the extra days, then moves the closing date once", async () => {
    const { employer, id } = await postedJob({ applicationClosingDate: day(20) });
    const tooLong = await call(extend, `/api/user/jobs/${id}/extend`, {
      cookie: employer.cookie,
      params: { id },
      body: { planType: "starter", applicationClosingDate: day(60) },
    });
    expect(tooLong.status).toBe(400);
    expect(await messageOf(tooLong)).toMatch(/Professional/);
    const started = await call(extend, `/api/user/jobs/${id}/extend`, {
      cookie: employer.cookie,
      params: { id },
      body: { planType: "professional", applicationClosingDate: day(60), amount: 1 },
    });
    expect(started.status).toBe(200);
    const payment = (await started.json()) as { paymentIntentId: string; amount: number; listedTo: string };
    expect(payment.amount).toBe(199);
    // The new closing day is open until its end in the UK (decision 117).
    expect(payment.listedTo).toBe(closingInstant(day(60)).toISOString());

    // Not paid yet: nothing moves.
    const early = await call(confirmExtension, `/api/user/jobs/${id}/extend/confirm`, {
      cookie: employer.cookie,
      params: { id },
      body: { paymentIntentId: payment.paymentIntentId },
    });
    expect(early.status).toBe(402);
    await call(confirmDemo, "/api/payments/demo/confirm", {
      cookie: employer.cookie,
      body: { paymentIntentId: payment.paymentIntentId, cardNumber: CARD },
    });
    const stranger = await signUp();
    expect(
      (
        await call(confirmExtension, `/api/user/jobs/${id}/extend/confirm`, {
          cookie: stranger.cookie,
          params: { id },
          body: { paymentIntentId: payment.paymentIntentId },
        })
      ).status,
    ).toBe(404);
    for (let i = 0; i < 2; i++) {
      const done = await call(confirmExtension, `/api/user/jobs/${id}/extend/confirm`, {
        cookie: employer.cookie,
        params: { id },
        body: { paymentIntentId: payment.paymentIntentId },
      });
      expect(done.status).toBe(200);
    }
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row.applicationClosingDate.toISOString()).toBe(closingInstant(day(60)).toISOString());
    expect(row.expiresAt).toEqual(row.applicationClosingDate);
    expect(row.planType).toBe("professional");

    // One receipt per payment: the listing, then the extension (confirmed twice, sent once).
    const receipts = (await mailsTo(employer.email)).filter((m) => m.subject.startsWith("Your Outpost receipt"));
    expect(receipts).toHaveLength(2);
    const extension = receipts.find((m) => m.text.includes("listing extension"))!;
    expect(extension.text).toContain("VAT (0 %): £0.00");
    expect(extension.text).toContain("Total paid: £199.00");
    expect(extension.text).toMatch(/Listed: .* to .*/);
  });

  it("refuses a closing date that is not later, and another employer's job", async () => {
    const { employer, id } = await postedJob({ applicationClosingDate: day(20) });
    const earlier = await call(extend, `/api/user/jobs/${id}/extend`, {
      cookie: employer.cookie,
      params: { id },
      body: { planType: "starter", applicationClosingDate: day(10) },
    });
    expect(earlier.status).toBe(400);
    expect(await messageOf(earlier)).toBe("The new closing date must be after the listing's current end");
    const stranger = await signUp();
    expect(
      (
        await call(extend, `/api/user/jobs/${id}/extend`, {
          cookie: stranger.cookie,
          params: { id },
          body: { planType: "starter", applicationClosingDate: day(30) },
        })
      ).status,
    ).toBe(404);
  });
});

describe("reactivating an archived posting", () => {
  it("lists it again within its paid term", async () => {
    const { employer, id } = await postedJob();
    await call(archiveJob, `/api/user/jobs/${id}`, { method: "DELETE", cookie: employer.cookie, params: { id } });
    expect(await listedJobById(t.db, id)).toBeNull();
    const res = await call(reactivate, `/api/user/jobs/${id}/reactivate`, { cookie: employer.cookie, params: { id } });
    expect(res.status).toBe(200);
    expect(await listedJobById(t.db, id)).not.toBeNull();
  });

  it("refuses after the term, and for a job an admin took down", async () => {
    const employer = await signUp();
    const ended = await insertJob(t.db, {
      employerId: employer.id,
      isActive: false,
      archivedAt: daysFromNow(-5),
      expiresAt: daysFromNow(-1),
    });
    const ans = await call(reactivate, `/api/user/jobs/${ended.id}/reactivate`, { cookie: employer.cookie, params: { id: ended.id } });
    expect(ans.status).toBe(409);
    expect(await messageOf(ans)).toBe("This job's paid listing has ended. Extend it to list it again.");
    const takenDown = await insertJob(t.db, { employerId: employer.id, isActive: false });
    const down = await call(reactivate, `/api/user/jobs/${takenDown.id}/reactivate`, {
      cookie: employer.cookie,
      params: { id: takenDown.id },
    });
    expect(down.status).toBe(409);
  });
});
