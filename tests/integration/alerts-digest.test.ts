// The weekly digest: which jobs, in which order, to whom, and never twice in one ISO week.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as subscribeRoute } from "@/app/api/email-subscribe/route";
import { POST as unsubscribeRoute } from "@/app/api/unsubscribe/route";
import { digestSends, type NewJob } from "@/server/db/schema";
import { digestJobs, sendWeeklyDigest } from "@/server/alerts/digest";
import { newMatchingJobs, sendScheduledSavedSearches } from "@/server/saved-searches/scheduled-sends";
import { alertFilters } from "@/lib/saved-search-filters";
import type { AlertSettings } from "@/lib/schemas/alerts";
import { withTestDatabase } from "../support/test-db";
import { call } from "../support/http";
import { insertJob } from "../support/factories";
import { confirmedAlert, confirmedSubscriber, mailsTo, tokenIn, uniqueEmail } from "../support/alerts";

const t = withTestDatabase();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const digestsTo = async (email: string) => (await mailsTo(email)).filter((m) => m.subject.startsWith("This week's top"));

/** A job posted `ageDays` before `now`, listed well past it. Each test works in its own far-off week. */
const jobAt = (now: Date, ageDays: number, overrides: Partial<NewJob> = {}) =>
  insertJob(t.db, {
    createdAt: new Date(now.getTime() - ageDays * DAY),
    expiresAt: new Date(now.getTime() + 30 * DAY),
    applicationClosingDate: new Date(now.getTime() + 20 * DAY),
    ...overrides,
  });

describe("selection and ranking", () => {
  it("picks the three best active, open jobs of the last seven days that match, featured then clicks then pay", async () => {
    const now = new Date("2031-03-05T09:00:00Z");
    const a = await jobAt(now, 1, {
      title: "A",
      isFeatured: true,
      applyClicks: 0,
      salaryMax: 130_000,
      location: "Aberdeen, United Kingdom",
      category: "oil-gas",
    });
    const b = await jobAt(now, 2, { title: "B", applyClicks: 50, salaryMax: 125_000, location: "Stavanger, Norway", category: "oil-gas" });
    const c = await jobAt(now, 3, {
      title: "C",
      applyClicks: 50,
      salaryMax: 200_000,
      location: "Central North Sea, UK",
      category: "mining",
    });
    const d = await jobAt(now, 4, { title: "D", applyClicks: 10, salaryMax: 400_000, location: "Remote (worldwide)", category: "oil-gas" });
    const j = await jobAt(now, 5, { title: "J", isFeatured: true, salaryMax: 90_000, location: "Perth, Australia", category: "mining" });
    // Never chosen: too old, inactive, expired, applications closed, not yet posted.
    await jobAt(now, 8, { title: "old", isFeatured: true, applyClicks: 999, salaryMax: 500_000 });
    await jobAt(now, 1, { title: "inactive", isActive: false, isFeatured: true, salaryMax: 500_000 });
    await jobAt(now, 1, { title: "expired", expiresAt: new Date(now.getTime() - HOUR), isFeatured: true, salaryMax: 500_000 });
    await jobAt(now, 1, { title: "closed", applicationClosingDate: new Date(now.getTime() - HOUR), isFeatured: true, salaryMax: 500_000 });
    await jobAt(now, -0.1, { title: "future", isFeatured: true, salaryMax: 500_000 });

    expect((await digestJobs(t.db, now)).map((x) => x.title)).toEqual(["A", "J", "C"]);
    // A former alert's settings, now a weekly saved search's filters: the week's matches, whatever their rank.
    const since = new Date(now.getTime() - 7 * DAY).toISOString();
    const titles = async (settings: AlertSettings) =>
      (await newMatchingJobs(t.db, alertFilters(settings), since, now)).map((x) => x.title).sort();
    expect(await titles({ salary: 120_000, location: "uk", categories: [] })).toEqual(["A", "C"]);
    expect(await titles({ salary: 120_000, location: "europe", categories: ["oil-gas"] })).toEqual(["A", "B"]);
    expect(await titles({ salary: 300_000, location: "remote", categories: [] })).toEqual(["D"]);
    expect(await titles({ salary: 80_000, location: "global", categories: ["mining"] })).toEqual(["C", "J"]);
    expect(await titles({ salary: 300_000, location: "uk", categories: [] })).toEqual([]);
    expect([a, b, c, d, j].every((x) => x.id)).toBe(true);
  });

  it("sends each subscriber the HTML and text digest, and each alert its own matches, with working job and unsubscribe links", async () => {
    const now = new Date("2031-04-09T09:00:00Z");
    const rig = await jobAt(now, 1, {
      title: "Rig electrician",
      isFeatured: true,
      salaryMax: 160_000,
      location: "North Sea, United Kingdom",
      category: "oil-gas",
    });
    await jobAt(now, 1, {
      title: "Pit supervisor",
      applyClicks: 7,
      salaryMax: 210_000,
      location: "Pilbara, Australia",
      category: "mining",
    });
    await jobAt(now, 1, {
      title: "Drone surveyor",
      salaryMax: 95_000,
      location: "Remote",
      category: "research",
      description: "Fly <b>surveys</b> & map",
    });
    const seeker = uniqueEmail();
    const picky = uniqueEmail("picky");
    await confirmedSubscriber(seeker);
    await confirmedAlert(picky, { salary: 120_000, location: "uk", categories: ["oil-gas"] });
    await sendScheduledSavedSearches(t.db, now);

    const summary = await sendWeeklyDigest(t.db, now);
    expect(summary.week).toBe("2031-W15");
    const [all] = await digestsTo(seeker);
    expect(all.subject).toBe("This week's top 3 new jobs: Rig electrician (£90K - £160K)");
    expect(all.text.indexOf("Rig electrician")).toBeLessThan(all.text.indexOf("Pit supervisor"));
    expect(all.text.indexOf("Pit supervisor")).toBeLessThan(all.text.indexOf("Drone surveyor"));
    expect(all.text).toContain(`http://localhost:3000/job/${rig.id}?utm_source=outpost&utm_medium=email`);
    expect(all.html).toContain(`href="http://localhost:3000/job/${rig.id}?utm_source=outpost&amp;utm_medium=email`);
    expect(all.html).toContain("Fly &lt;b&gt;surveys&lt;/b&gt; &amp; map");
    expect(all.html).toMatch(/<meta name="viewport"/);
    expect(all.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(all.text).toContain("Unsubscribe: http://localhost:3000/unsubscribe?token=");

    // A former alert's weekly saved search has its own email, with its own matches only.
    const [mine] = (await mailsTo(picky)).filter((m) => /saved search/.test(m.subject));
    expect(mine.subject).toBe("New job for your saved search: Rig electrician");
    expect(mine.text).not.toContain("Pit supervisor");
    expect(mine.text).toContain("United Kingdom · Oil & Gas · From £120K");

    // The digest's own unsubscribe link works.
    expect((await call(unsubscribeRoute, "/x", { body: { token: tokenIn(all, "/unsubscribe") } })).status).toBe(200);
    await sendWeeklyDigest(t.db, new Date(now.getTime() + 7 * DAY));
    expect(await digestsTo(seeker)).toHaveLength(1);
  });

  it("sends an address with both an alert and a subscription one weekly email, by its alert's saved search", async () => {
    const now = new Date("2031-05-07T09:00:00Z");
    await jobAt(now, 1, { title: "Wind tech", salaryMax: 130_000, category: "wind-energy" });
    await jobAt(now, 1, { title: "Dive supervisor", salaryMax: 300_000, category: "oil-gas" });
    const email = uniqueEmail("both");
    await confirmedAlert(email, { salary: 80_000, location: "global", categories: ["wind-energy"] });
    await confirmedSubscriber(email);
    await sendWeeklyDigest(t.db, now);
    expect(await digestsTo(email)).toHaveLength(0);
    await sendScheduledSavedSearches(t.db, now);
    const weekly = (await mailsTo(email)).filter((m) => /saved search/.test(m.subject));
    expect(weekly).toHaveLength(1);
    expect(weekly[0].text).toContain("Wind tech");
    expect(weekly[0].text).not.toContain("Dive supervisor");
  });

  it("sends nothing when nothing new matches, and claims nothing, so a later job still reaches them that week", async () => {
    const now = new Date("2031-06-04T09:00:00Z");
    const email = uniqueEmail("quiet");
    await confirmedSubscriber(email);
    await sendWeeklyDigest(t.db, now);
    expect(await digestsTo(email)).toHaveLength(0);
    expect(await t.db.select().from(digestSends).where(eq(digestSends.email, email))).toHaveLength(0);
    await jobAt(now, -0.5, { title: "Hazmat lead", salaryMax: 320_000, location: "Remote", category: "chemical-hazmat" });
    await sendWeeklyDigest(t.db, new Date(now.getTime() + DAY));
    expect(await digestsTo(email)).toHaveLength(1);
  });
});

describe("once per ISO week", () => {
  it("a second run in the same week sends nobody anything; the next week sends again", async () => {
    const monday = new Date("2031-07-07T07:00:00Z");
    await jobAt(monday, 2, { title: "Camp medic", salaryMax: 140_000 });
    const people = [uniqueEmail("w1"), uniqueEmail("w2"), uniqueEmail("w3")];
    await confirmedSubscriber(people[0]);
    await confirmedSubscriber(people[1]);
    await confirmedSubscriber(people[2]);
    const unconfirmed = uniqueEmail("pending");
    await call(subscribeRoute, "/x", { body: { email: unconfirmed } });

    const first = await sendWeeklyDigest(t.db, monday);
    expect(first.week).toBe("2031-W28");
    for (const p of people) expect(await digestsTo(p), p).toHaveLength(1);
    const second = await sendWeeklyDigest(t.db, new Date(monday.getTime() + DAY + 12 * HOUR)); // Tuesday evening, same week
    expect(second.sent).toBe(0);
    expect(second.alreadyDone).toBe(first.sent);
    for (const p of people) expect(await digestsTo(p), p).toHaveLength(1);
    expect(await digestsTo(unconfirmed)).toHaveLength(0);

    const nextMonday = new Date(monday.getTime() + 7 * DAY);
    await jobAt(nextMonday, 1, { title: "Ice pilot", salaryMax: 180_000 });
    const third = await sendWeeklyDigest(t.db, nextMonday);
    expect(third.week).toBe("2031-W29");
    for (const p of people) expect(await digestsTo(p), p).toHaveLength(2);
    const rows = await t.db.select().from(digestSends).where(eq(digestSends.email, people[0]));
    expect(rows.map((r) => [r.isoWeek, r.status]).sort()).toEqual([
      ["2031-W28", "sent"],
      ["2031-W29", "sent"],
    ]);
  });
});
