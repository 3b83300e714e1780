// The defences, over HTTP against the production build (docs/threats.md names each test here).
import { describe, expect, it as test } from "vitest";
import { EMPLOYER, SEEKER } from "../support/accounts";
import { baseUrl, cookieFrom, expectMessage, http, uniqueName } from "../support/client";
import { jobDraft } from "../../support/job-drafts";
import { pngBytes } from "../../support/images";
import { latestMailTo, tokenIn } from "../support/mail";

// Each of these makes several password checks and payments on a shared 2-core machine.
const it = (name: string, fn: () => Promise<void>) => test(name, fn, 60_000);
const DAY = 24 * 60 * 60 * 1000;
const isoDay = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

/** A session of its own for a shared account, so ending it leaves the suite's cookies alone. */
async function freshSession(account: { username: string; password: string }): Promise<string> {
  const answer = await http("/api/login", { body: { username: account.username, password: account.password } });
  expect(answer.status).toBe(200);
  return cookieFrom(answer);
}

/** The employer pays for a job with the demo provider's test card; answers POST /api/jobs's reply. */
async function paidJob(cookie: string, draft: Record<string, unknown>, sent: Record<string, unknown> = draft) {
  const intent = await http("/api/create-payment-intent", { cookie, body: { planType: draft.planType, job: draft } });
  expect(intent.status).toBe(200);
  const { paymentIntentId } = intent.json() as { paymentIntentId: string };
  expect((await http("/api/payments/demo/confirm", { cookie, body: { paymentIntentId, cardNumber: "4242 4242 4242 4242" } })).status).toBe(
    200,
  );
  return http("/api/jobs", { cookie, body: { ...sent, paymentIntentId } });
}

describe("sign-out", () => {
  it('GET /api/logout signs nobody out: an <img src="/api/logout"> on any page is harmless', async () => {
    const cookie = await freshSession(SEEKER);
    const fired = await http("/api/logout", { cookie, headers: { "sec-fetch-site": "same-origin", "sec-fetch-dest": "image" } });
    expect(fired.status).toBe(405);
    expect((await http("/api/user", { cookie })).status).toBe(200);
  });

  it("the Sign Out form POSTs, ends the session and lands on the home page", async () => {
    const cookie = await freshSession(SEEKER);
    const answer = await http("/api/logout", {
      method: "POST",
      cookie,
      rawBody: "",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: baseUrl(),
        "sec-fetch-mode": "navigate",
        "sec-fetch-site": "same-origin",
      },
    });
    expect(answer.status).toBe(303);
    expect(new URL(answer.headers.get("location")!, baseUrl()).pathname).toBe("/");
    expect((await http("/api/user", { cookie })).status).toBe(401);
  });
});

describe("sign-in throttling from one client", () => {
  it("refuses a client that keeps guessing one username, with the usual message, while other usernames still work", async () => {
    const name = uniqueName("nobody");
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await http("/api/login", { body: { username: name, password: `guess-${i}` } })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expectMessage(
      await http("/api/login", { body: { username: name, password: "guess-x" } }),
      429,
      "Too many failed sign-in attempts. Please wait 15 minutes and try again.",
    );
    expect((await http("/api/login", { body: { username: EMPLOYER.username, password: EMPLOYER.password } })).status).toBe(200);
  });
});

describe("weak passwords", () => {
  it("registration refuses 123456 with 400 and keeps the 6-character minimum's message", async () => {
    const base = { email: `${uniqueName("weak")}@example.com`, firstName: "Ian", lastName: "Ross" };
    expectMessage(
      await http("/api/register", { body: { ...base, username: uniqueName("weak"), password: "123456" } }),
      400,
      "This password is too common or too easy to guess. Please choose another.",
    );
    expectMessage(
      await http("/api/register", { body: { ...base, username: uniqueName("weak"), password: "12345" } }),
      400,
      "Password must be at least 6 characters long",
    );
  });
});

describe("paid jobs", () => {
  it("POST /api/jobs refuses an application window that had passed when the payment started", async () => {
    const cookie = await freshSession(EMPLOYER);
    const draft = jobDraft({ planType: "starter", title: "Past window" });
    const answer = await paidJob(cookie, draft, { ...draft, applicationStartDate: isoDay(-40), applicationClosingDate: isoDay(-30) });
    expectMessage(answer, 400, "Start date cannot be in the past");
  });
});

describe("page views", () => {
  it("count once per visitor and path in 30 minutes, as the employer reads them in My Jobs", async () => {
    const cookie = await freshSession(EMPLOYER);
    const created = await paidJob(cookie, jobDraft({ planType: "starter", title: "Viewed once" }));
    expect(created.status).toBe(201);
    const { id } = created.json() as { id: string };
    for (const p of [`/job/${id}`, `/job/${id}`, `/job/${id}?utm_source=x`]) {
      expect((await http("/api/analytics/page-view", { body: { path: p } })).status).toBe(204);
    }
    const mine = (await http("/api/user/jobs", { cookie })).json() as { id: string; views: number }[];
    expect(mine.find((j) => j.id === id)?.views).toBe(1);
  });
});

describe("job alerts", () => {
  it("answer a correct guess of someone's settings exactly as a wrong one", async () => {
    const owner = `${uniqueName("alert")}@example.com`;
    const settings = { salary: 200_000, location: "uk", categories: ["mining"] };
    expect((await http("/api/job-alerts", { body: { email: owner, settings } })).status).toBe(200);
    const token = tokenIn(await latestMailTo(owner), "/subscriptions/confirm");
    expect((await http("/api/subscriptions/confirm", { body: { token } })).status).toBe(200);
    const right = await http("/api/job-alerts", { body: { email: owner, settings } });
    const wrong = await http("/api/job-alerts", { body: { email: owner, settings: { ...settings, salary: 80_000 } } });
    expect([right.status, right.text]).toEqual([wrong.status, wrong.text]);
    expect(right.status).toBe(200);
  });
});

describe("uploaded images", () => {
  it("/objects/{key} keeps its own strict Content-Security-Policy", async () => {
    const cookie = await freshSession(EMPLOYER);
    const { uploadURL } = (await http("/api/objects/upload", { method: "POST", cookie })).json() as { uploadURL: string };
    const target = new URL(uploadURL, baseUrl());
    expect(
      (
        await http(target.pathname, {
          method: "PUT",
          cookie,
          rawBody: new Uint8Array(await pngBytes()),
          headers: { "content-type": "image/png" },
        })
      ).status,
    ).toBe(200);
    const { objectPath } = (await http("/api/objects/finalize", { method: "PUT", cookie, body: { imageUrl: uploadURL } })).json() as {
      objectPath: string;
    };
    const image = await http(objectPath);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
