// Subscriptions and job alerts: validation, duplicates, double opt-in, unsubscribe, honeypot, rate limits.
import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { POST as subscribeRoute } from "@/app/api/email-subscribe/route";
import { POST as alertsRoute } from "@/app/api/job-alerts/route";
import { POST as confirmRoute } from "@/app/api/subscriptions/confirm/route";
import { POST as unsubscribeRoute } from "@/app/api/unsubscribe/route";
import { emailSubscribers, savedSearches } from "@/server/db/schema";
import { alertFilters } from "@/lib/saved-search-filters";
import type { AlertSettings } from "@/lib/schemas/alerts";
import { sendWeeklyDigest } from "@/server/alerts/digest";
import { SIGNUPS_PER_IP_PER_HOUR } from "@/server/alerts/signup";
import { withTestDatabase } from "../support/test-db";
import { call } from "../support/http";
import { insertJob } from "../support/factories";
import { confirmedAlert, confirmedSubscriber, mailsTo, tokenIn, uniqueEmail } from "../support/alerts";

const t = withTestDatabase();
const message = async (res: Response) => ((await res.json()) as { message: string }).message;
const subscribe = (body: unknown, headers?: Record<string, string>) => call(subscribeRoute, "/api/email-subscribe", { body, headers });
const alert = (body: unknown, headers?: Record<string, string>) => call(alertsRoute, "/api/job-alerts", { body, headers });
const settings: AlertSettings = { salary: 120_000, location: "europe", categories: ["mining", "oil-gas"] };
/** Pretends the last confirmation went out more than an hour ago. */
const anHourLater = async (email: string) => {
  await t.db
    .update(emailSubscribers)
    .set({ confirmationSentAt: sql`now() - interval '61 minutes'` })
    .where(eq(emailSubscribers.email, email));
  await t.db
    .update(savedSearches)
    .set({ confirmationSentAt: sql`now() - interval '61 minutes'` })
    .where(eq(savedSearches.email, email));
};

describe("validation", () => {
  it("answers 400 for a missing or malformed address on both forms", async () => {
    for (const body of [{}, { email: "" }, { email: "not-an-email" }, { email: 42 }]) {
      const s = await subscribe(body);
      expect(s.status).toBe(400);
      expect(await message(s)).toBe("Please enter a valid email address");
      const a = await alert({ ...body, settings });
      expect(a.status).toBe(400);
      expect(await message(a)).toBe("Please enter a valid email address");
    }
    expect((await call(subscribeRoute, "/x", { rawBody: "{oops", headers: { "content-type": "application/json" } })).status).toBe(400);
  });

  it("accepts only the section 9 alert options, and defaults the rest", async () => {
    expect((await alert({ email: uniqueEmail(), settings: { ...settings, salary: 90_000 } })).status).toBe(400);
    expect((await alert({ email: uniqueEmail(), settings: { ...settings, location: "mars" } })).status).toBe(400);
    expect((await alert({ email: uniqueEmail(), settings: { ...settings, categories: ["knitting"] } })).status).toBe(400);
    expect((await alert({ email: uniqueEmail(), settings: { ...settings, categories: "mining" } })).status).toBe(400);
    for (const salary of [80_000, 120_000, 200_000, 300_000]) {
      for (const location of ["global", "uk", "europe", "remote"]) {
        expect((await alert({ email: uniqueEmail(), settings: { salary, location, categories: [] } })).status).toBe(200);
      }
    }
    const email = uniqueEmail();
    expect((await alert({ email })).status).toBe(200);
    const [row] = await t.db.select().from(savedSearches).where(eq(savedSearches.email, email));
    expect(row.filters).toEqual({ salaryMin: 80_000 });
    expect(row.frequency).toBe("weekly");
  });

  it("stores addresses trimmed and in lower case", async () => {
    const email = uniqueEmail("Mixed");
    expect((await subscribe({ email: `  ${email.toUpperCase()} ` })).status).toBe(200);
    const rows = await t.db.select().from(emailSubscribers).where(eq(emailSubscribers.email, email.toLowerCase()));
    expect(rows).toHaveLength(1);
  });
});

describe("double opt-in", () => {
  it("sends only a confirmation email, with hashed tokens stored and unsubscribe headers, until confirmed", async () => {
    const email = uniqueEmail();
    await insertJob(t.db, { title: "Opt-in rig medic", salaryMax: 150_000 });
    const res = await subscribe({ email });
    expect(res.status).toBe(200);
    expect(await message(res)).toMatch(/Check your inbox/);
    const [mail] = await mailsTo(email);
    expect(mail.subject).toBe("Confirm your Outpost subscription");
    expect(mail.html).toContain("<!doctype html>");
    expect(mail.html).toContain("Confirm my subscription");
    expect(mail.headers["list-unsubscribe"]).toMatch(/^<http:\/\/localhost:3000\/api\/unsubscribe\?token=/);
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    const token = tokenIn(mail, "/subscriptions/confirm");
    const [row] = await t.db.select().from(emailSubscribers).where(eq(emailSubscribers.email, email));
    expect(row.confirmedAt).toBeNull();
    expect(row.confirmationTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(tokenIn(mail, "/unsubscribe"));

    await sendWeeklyDigest(t.db);
    expect(await mailsTo(email)).toHaveLength(1); // nothing but the confirmation before consent

    const confirmed = await call(confirmRoute, "/x", { body: { token } });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ kind: "subscriber" });
    const again = await call(confirmRoute, "/x", { body: { token } });
    expect(again.status).toBe(400); // single use
    await sendWeeklyDigest(t.db);
    expect((await mailsTo(email)).map((m) => m.subject)).toEqual(expect.arrayContaining([expect.stringMatching(/^This week's top/)]));
  });

  it("refuses made-up and malformed confirmation tokens", async () => {
    expect((await call(confirmRoute, "/x", { body: { token: "x".repeat(43) } })).status).toBe(400);
    expect((await call(confirmRoute, "/x", { body: {} })).status).toBe(400);
  });

  it("sends at most one confirmation per address per hour, and the first link keeps working", async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 3; i++) expect((await subscribe({ email })).status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(1);
    const first = (await mailsTo(email))[0];
    await anHourLater(email);
    expect((await subscribe({ email })).status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(2);
    // The newer link is the live one; the older was replaced.
    expect((await call(confirmRoute, "/x", { body: { token: tokenIn(first, "/subscriptions/confirm") } })).status).toBe(400);
    const latest = (await mailsTo(email)).find((m) => m.id !== first.id)!;
    expect((await call(confirmRoute, "/x", { body: { token: tokenIn(latest, "/subscriptions/confirm") } })).status).toBe(200);
  });

  it("confirms an alert with its settings, and holds new settings until they are confirmed too", async () => {
    const email = uniqueEmail();
    await confirmedAlert(email, settings);
    const [mail] = await mailsTo(email);
    expect(mail.subject).toBe("Confirm your Outpost job alert");
    expect(mail.text).toContain("Europe · Mining, Oil & Gas · From £120K");
    let [row] = await t.db.select().from(savedSearches).where(eq(savedSearches.email, email));
    expect(row.confirmedAt).not.toBeNull();
    expect(row.filters).toEqual({ salaryMin: 120_000, alertLocation: "europe", categories: ["mining", "oil-gas"] });

    await anHourLater(email);
    expect((await alert({ email, settings: { salary: 300_000, location: "remote", categories: [] } })).status).toBe(200);
    [row] = await t.db.select().from(savedSearches).where(eq(savedSearches.email, email));
    expect(row.filters.salaryMin).toBe(120_000);
    expect(row.pendingFilters).toEqual({ salaryMin: 300_000, alertLocation: "remote" });
    const change = (await mailsTo(email)).find((m) => m.subject === "Confirm your new job alert settings")!;
    expect(change).toBeTruthy();
    expect((await call(confirmRoute, "/x", { body: { token: tokenIn(change, "/subscriptions/confirm") } })).status).toBe(200);
    [row] = await t.db.select().from(savedSearches).where(eq(savedSearches.email, email));
    expect(row.filters).toEqual({ salaryMin: 300_000, alertLocation: "remote" });
    expect(row.pendingFilters).toBeNull();
  });

  it("changes nothing when a confirmation went out within the hour, so a link confirms only what its email showed", async () => {
    const email = uniqueEmail();
    await confirmedAlert(email, settings);
    await anHourLater(email);
    expect((await alert({ email, settings: { salary: 200_000, location: "uk", categories: [] } })).status).toBe(200);
    const sent = (await mailsTo(email)).filter((m) => m.subject === "Confirm your new job alert settings");
    expect(sent).toHaveLength(1);
    // Someone else, within the hour, asks for other settings for the same address.
    expect((await alert({ email, settings: { salary: 80_000, location: "global", categories: [] } })).status).toBe(200);
    let [row] = await t.db.select().from(savedSearches).where(eq(savedSearches.email, email));
    expect(row.pendingFilters).toEqual({ salaryMin: 200_000, alertLocation: "uk" });
    expect((await call(confirmRoute, "/x", { body: { token: tokenIn(sent[0], "/subscriptions/confirm") } })).status).toBe(200);
    [row] = await t.db.select().from(savedSearches).where(eq(savedSearches.email, email));
    expect(row.filters).toEqual({ salaryMin: 200_000, alertLocation: "uk" });

    // The same for an alert nobody has confirmed yet: the first email's settings stand.
    const fresh = uniqueEmail();
    expect((await alert({ email: fresh, settings })).status).toBe(200);
    expect((await alert({ email: fresh, settings: { salary: 80_000, location: "global", categories: [] } })).status).toBe(200);
    const [pending] = await t.db.select().from(savedSearches).where(eq(savedSearches.email, fresh));
    expect(pending.filters).toEqual(alertFilters(settings));
  });
});

describe("duplicates", () => {
  it("answers 409 'already subscribed' for a confirmed subscriber", async () => {
    const email = uniqueEmail();
    await confirmedSubscriber(email);
    const res = await subscribe({ email });
    expect(res.status).toBe(409);
    expect((await message(res)).toLowerCase()).toContain("already subscribed");
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("answers a guess of someone's alert settings exactly as any other request: only the owner's email differs", async () => {
    const email = uniqueEmail();
    await confirmedAlert(email, settings);
    await anHourLater(email);
    const right = await alert({ email, settings: { ...settings, categories: ["oil-gas", "mining"] } });
    const other = uniqueEmail();
    await confirmedAlert(other, settings);
    await anHourLater(other);
    const wrong = await alert({ email: other, settings: { ...settings, salary: 300_000 } });
    expect([right.status, await right.json()]).toEqual([wrong.status, await wrong.json()]);
    expect(right.status).toBe(200);
    const notice = (await mailsTo(email)).find((m) => m.subject === "Your Outpost job alert is already set");
    expect(notice?.text).not.toContain("/subscriptions/confirm");
    // The alert is as it was, and the change asked for on the other address waits for its owner.
    const [row] = await t.db.select().from(savedSearches).where(eq(savedSearches.email, email));
    expect(row.filters).toEqual(alertFilters(settings));
    expect(row.pendingFilters).toBeNull();
    expect((await mailsTo(other)).map((m) => m.subject)).toContain("Confirm your new job alert settings");
  });
});

describe("unsubscribe", () => {
  it("works from the email's link without signing in, and stops the digest", async () => {
    const email = uniqueEmail();
    await confirmedSubscriber(email);
    const [mail] = await mailsTo(email);
    const res = await call(unsubscribeRoute, "/api/unsubscribe", { body: { token: tokenIn(mail, "/unsubscribe") } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ kind: "subscriber" });
    const [row] = await t.db.select().from(emailSubscribers).where(eq(emailSubscribers.email, email));
    expect(row.unsubscribedAt).not.toBeNull();
    expect(row.isActive).toBe(false);
    await insertJob(t.db, { title: "After unsubscribing" });
    await sendWeeklyDigest(t.db);
    expect(await mailsTo(email)).toHaveLength(1);
    // Unsubscribing twice is fine; coming back needs a new confirmation.
    expect((await call(unsubscribeRoute, "/api/unsubscribe", { body: { token: tokenIn(mail, "/unsubscribe") } })).status).toBe(200);
    expect((await subscribe({ email })).status).toBe(200);
    const [back] = await t.db.select().from(emailSubscribers).where(eq(emailSubscribers.email, email));
    expect(back.confirmedAt).toBeNull();
  });

  it("takes the RFC 8058 one-click POST a mail provider sends, from any origin", async () => {
    const email = uniqueEmail();
    await confirmedAlert(email, settings);
    const [mail] = await mailsTo(email);
    const target = mail.headers["list-unsubscribe"].slice(1, -1);
    const res = await call(unsubscribeRoute, target, {
      method: "POST",
      rawBody: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.example", "sec-fetch-site": "cross-site" },
    });
    expect(res.status).toBe(200);
    // Unsubscribing removes the saved search the alert became.
    expect(await t.db.select().from(savedSearches).where(eq(savedSearches.email, email))).toHaveLength(0);
  });

  it("stops only the alert's saved search for an address that also subscribed (decision 112)", async () => {
    const email = uniqueEmail();
    await confirmedAlert(email, settings);
    await anHourLater(email);
    await confirmedSubscriber(email);
    const alertMail = (await mailsTo(email)).find((m) => m.subject === "Confirm your Outpost job alert")!;
    expect((await call(unsubscribeRoute, "/x", { body: { token: tokenIn(alertMail, "/unsubscribe") } })).status).toBe(200);
    expect(await t.db.select().from(savedSearches).where(eq(savedSearches.email, email))).toHaveLength(0);
    const [s] = await t.db.select().from(emailSubscribers).where(eq(emailSubscribers.email, email));
    expect(s.unsubscribedAt).toBeNull();
  });

  it("refuses forged, tampered and empty tokens with 400", async () => {
    const email = uniqueEmail();
    await subscribe({ email });
    const token = tokenIn((await mailsTo(email))[0], "/unsubscribe");
    const [kind, id, mac] = token.split(".");
    for (const bad of [
      `${kind}.${id}.${mac.slice(0, -2)}xx`,
      `a.${id}.${mac}`,
      `s.00000000-0000-4000-8000-000000000000.${mac}`,
      "",
      "nonsense-nonsense-nonsense",
    ]) {
      const res = await call(unsubscribeRoute, `/api/unsubscribe?token=${encodeURIComponent(bad)}`, { method: "POST" });
      expect(res.status, bad).toBe(400);
    }
    const [row] = await t.db.select().from(emailSubscribers).where(eq(emailSubscribers.email, email));
    expect(row.unsubscribedAt).toBeNull();
  });
});

describe("abuse", () => {
  it("answers a filled honeypot with 200 and stores and sends nothing", async () => {
    const email = uniqueEmail("bot");
    const s = await subscribe({ email, website: "http://spam.example" });
    const a = await alert({ email, settings, website: "http://spam.example" });
    expect(s.status).toBe(200);
    expect(a.status).toBe(200);
    expect(await s.json()).toEqual(await (await subscribe({ email: uniqueEmail() })).json());
    expect(await t.db.select().from(emailSubscribers).where(eq(emailSubscribers.email, email))).toHaveLength(0);
    expect(await t.db.select().from(savedSearches).where(eq(savedSearches.email, email))).toHaveLength(0);
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it("limits sign-ups per IP address with 429", async () => {
    const headers = { "x-forwarded-for": "198.51.100.77" };
    for (let i = 0; i < SIGNUPS_PER_IP_PER_HOUR; i++) expect((await subscribe({ email: uniqueEmail() }, headers)).status).toBe(200);
    const refused = await subscribe({ email: uniqueEmail() }, headers);
    expect(refused.status).toBe(429);
    expect((await subscribe({ email: uniqueEmail() }, { "x-forwarded-for": "198.51.100.78" })).status).toBe(200);

    const alertHeaders = { "x-forwarded-for": "198.51.100.79" };
    for (let i = 0; i < SIGNUPS_PER_IP_PER_HOUR; i++)
      expect((await alert({ email: uniqueEmail(), settings }, alertHeaders)).status).toBe(200);
    expect((await alert({ email: uniqueEmail(), settings }, alertHeaders)).status).toBe(429);
  });
});
