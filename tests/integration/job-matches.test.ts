// "Jobs for you" (docs/decisions/111): the ranking in SQL over real jobs, its reasons, paging and the API.
import { describe, expect, it } from "vitest";
import { GET as getMatches } from "@/app/api/user/matches/route";
import { GET as getFit } from "@/app/api/user/matches/[id]/route";
import { formatDate } from "@/lib/format";
import { matchJob, utcDay, type MatchProfile } from "@/lib/job-match";
import { matchedJobSchema } from "@/lib/schemas/matches";
import { userProfiles } from "@/server/db/schema";
import { rankMatches } from "@/server/matches/rank-matches";
import { jobs } from "@/server/db/schema";
import { inArray } from "drizzle-orm";
import { withTestDatabase } from "../support/test-db";
import { call } from "../support/http";
import { signUp } from "../support/accounts";
import { daysFromNow, insertJob, insertJobs } from "../support/factories";

const t = withTestDatabase();
const day = (offset: number) => utcDay(daysFromNow(offset));

const worker: MatchProfile = {
  tickets: [{ name: "bosiet-foet", expiresOn: day(400) }, { name: "huet-ca-ebs", expiresOn: day(20) }, { name: "Banksman" }],
  availableFrom: day(10),
  rotations: ["28-28"],
  minPay: { amount: 500, unit: "day" },
  regions: ["offshore"],
  needsSponsorship: true,
};

describe("rankMatches", () => {
  it("ranks by the rule, words the reasons, hides pay below the minimum, and pages without loss", async () => {
    const [best, lapsing, missing, early, plain, underpaid] = await insertJobs(
      t.db,
      // Holds both tickets, 28/28 offshore, day rate above the minimum, starts after availability, sponsors.
      {
        title: "Best",
        tickets: ["bosiet-foet"],
        rotation: "28-28",
        salaryMin: 600,
        salaryMax: 700,
        salaryUnit: "day",
        startDate: daysFromNow(13),
        visaSponsorship: true,
      },
      { title: "Lapsing", tickets: ["bosiet-foet", "huet-ca-ebs"], rotation: "28-28", startDate: daysFromNow(40) },
      { title: "Missing", tickets: ["gwo-bst", "irata-sprat"], location: "Pilbara, Western Australia", visaSponsorship: false },
      { title: "Early", location: "Pilbara, Western Australia", startDate: daysFromNow(7) },
      { title: "Plain", location: "Pilbara, Western Australia" },
      // £300 a day on 28/28 is £54,600 a year: below £500 a day on the same rotation.
      { title: "Underpaid", salaryMin: 200, salaryMax: 300, salaryUnit: "day", rotation: "28-28" },
    );
    // Not listed: never a match however well it fits.
    await insertJob(t.db, { title: "Archived", isActive: false, tickets: ["bosiet-foet"], rotation: "28-28" });

    const { jobs: ranked, nextCursor } = await rankMatches(t.db, worker, { limit: 10 });
    expect(nextCursor).toBeNull();
    expect(ranked.map((j) => j.title)).toEqual(["Best", "Lapsing", "Plain", "Early", "Missing"]);
    expect(ranked.map((j) => j.id)).not.toContain(underpaid.id);
    expect(ranked[0].match).toEqual({
      score: 3 + 4 + 4 + 2 + 2 + 1,
      reasons: [
        `You hold BOSIET/FOET (valid until ${formatDate(day(400))})`,
        "Your rotation: 28/28",
        "In your region: Offshore Rigs",
        "Pays at least your minimum",
        "Starts 3 days after you're available",
        "Visa sponsorship offered",
      ],
      gaps: [],
    });
    expect(ranked[1].match.gaps).toEqual([`Your HUET/CA-EBS expires on ${formatDate(day(20))}, before this job starts`]);
    expect(ranked[1].match.reasons[0]).toBe(`You hold BOSIET/FOET (valid until ${formatDate(day(400))})`);
    expect(ranked[3].match.gaps).toEqual(["Starts 3 days before you're available"]);
    expect(ranked[4].match.gaps).toEqual(["Missing: GWO BST, IRATA/SPRAT", "No visa sponsorship"]);
    expect(best.id).toBe(ranked[0].id);
    expect([lapsing.id, missing.id, early.id, plain.id]).toEqual(
      ["Lapsing", "Missing", "Early", "Plain"].map((title) => ranked.find((j) => j.title === title)!.id),
    );

    // The database's score is the rule's score for every row.
    const rows = await t.db
      .select()
      .from(jobs)
      .where(
        inArray(
          jobs.id,
          ranked.map((j) => j.id),
        ),
      );
    for (const row of rows) {
      const scored = ranked.find((j) => j.id === row.id)!;
      expect(matchJob(worker, row, utcDay(new Date())).score, row.title).toBe(scored.match.score);
    }

    // Two at a time, the pages add up to the whole list in the same order.
    const paged: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await rankMatches(t.db, worker, { limit: 2, cursor });
      paged.push(...page.jobs.map((j) => j.title));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(paged).toEqual(ranked.map((j) => j.title));
  });

  it("ranks a job in the worker's trade above one in another of otherwise the same fit, and names the trade", async () => {
    const tech: MatchProfile = { ...worker, roles: ["Rope access technician", "NDT"] };
    const fit = {
      tickets: ["bosiet-foet" as const],
      rotation: "28-28" as const,
      salaryMin: 600,
      salaryMax: 700,
      salaryUnit: "day" as const,
      startDate: daysFromNow(13),
      visaSponsorship: true,
    };
    // The other trade's job is the fresher, so only the trade can put the rope-access job first.
    const [rope, oim] = await insertJobs(
      t.db,
      { ...fit, title: "Rope Access NDT Technician (IRATA L2 / PCN)", createdAt: new Date(Date.now() - 120_000) },
      { ...fit, title: "Offshore Installation Manager (OIM)", createdAt: new Date(Date.now() - 60_000) },
    );
    const ranked = (await rankMatches(t.db, tech, { limit: 50 })).jobs.filter((j) => [rope.id, oim.id].includes(j.id));
    expect(ranked.map((j) => j.title)).toEqual(["Rope Access NDT Technician (IRATA L2 / PCN)", "Offshore Installation Manager (OIM)"]);
    expect(ranked[0].match.reasons[0]).toBe("Matches your trade: Rope access, NDT");
    expect(ranked[1].match.reasons.join(" ")).not.toContain("trade");
    expect(ranked[0].match.score - ranked[1].match.score).toBe(5);
    // The database's score is the rule's for both.
    for (const row of await t.db
      .select()
      .from(jobs)
      .where(inArray(jobs.id, [rope.id, oim.id])))
      expect(matchJob(tech, row, utcDay(new Date())).score, row.title).toBe(ranked.find((j) => j.id === row.id)!.match.score);

    // A trade word in another form fits too, in the database as in the rule.
    const diver: MatchProfile = { ...worker, roles: ["Saturation diver"] };
    const [diving] = await insertJobs(t.db, { ...fit, title: "Saturation Diving Supervisor" });
    const dived = (await rankMatches(t.db, diver, { limit: 50 })).jobs.find((j) => j.id === diving.id)!;
    expect(dived.match.reasons[0]).toBe("Matches your trade: Saturation diver");
    const [divingRow] = await t.db
      .select()
      .from(jobs)
      .where(inArray(jobs.id, [diving.id]));
    expect(matchJob(diver, divingRow, utcDay(new Date())).score).toBe(dived.match.score);

    // Through the API, the trade comes from the profile the worker saved.
    const user = await signUp("user");
    await t.db.insert(userProfiles).values({ userId: user.id, roles: ["Rope access technician", "NDT"] });
    const res = await call(getMatches, "/api/user/matches?limit=50", { cookie: user.cookie });
    const answered = ((await res.json()) as unknown[])
      .map((j) => matchedJobSchema.parse(j))
      .filter((j) => [rope.id, oim.id].includes(j.id));
    expect(answered.map((j) => j.id)).toEqual([rope.id, oim.id]);
    expect(answered[0].match.reasons).toContain("Matches your trade: Rope access, NDT");
  });

  it("keeps equal scores apart by freshness and id across pages", async () => {
    const same = { title: "Twin", location: "Atacama Desert, Chile", tickets: ["stcw" as const] };
    const created = new Date(Date.now() - 60_000);
    await insertJobs(t.db, ...Array.from({ length: 5 }, () => ({ ...same, createdAt: created })));
    const profile: MatchProfile = { ...worker, regions: ["mining"], tickets: [{ name: "stcw" }], minPay: null };
    const whole = (await rankMatches(t.db, profile, { limit: 50 })).jobs.filter((j) => j.title === "Twin").map((j) => j.id);
    expect(whole).toEqual([...whole].sort());
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await rankMatches(t.db, profile, { limit: 3, cursor });
      seen.push(...page.jobs.map((j) => j.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => whole.includes(id))).toEqual(whole);
  });
});

describe("GET /api/user/matches", () => {
  it("needs a session, answers an empty list without a profile, and matches with reasons with one", async () => {
    expect((await call(getMatches, "/api/user/matches")).status).toBe(401);
    const user = await signUp("user");
    const none = await call(getMatches, "/api/user/matches", { cookie: user.cookie });
    expect(none.status).toBe(200);
    expect(none.headers.get("x-profile-missing")).toBe("true");
    expect(await none.json()).toEqual([]);

    await t.db.insert(userProfiles).values({ userId: user.id, tickets: [{ name: "gwo-bst" }], regions: ["mining"] });
    const job = await insertJob(t.db, { title: "Wind tech", tickets: ["gwo-bst"], location: "Pilbara, Western Australia" });
    const res = await call(getMatches, "/api/user/matches?limit=1", { cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const [first] = ((await res.json()) as unknown[]).map((j) => matchedJobSchema.parse(j));
    expect(first.id).toBe(job.id);
    expect(first.match.reasons).toEqual(["You hold GWO BST", "In your region: Remote Mining"]);
    const next = res.headers.get("x-next-cursor");
    expect(next).toBeTruthy();
    const page2 = await call(getMatches, `/api/user/matches?limit=1&cursor=${next}`, { cookie: user.cookie });
    expect(page2.status).toBe(200);
    expect(((await page2.json()) as { id: string }[])[0].id).not.toBe(job.id);

    const bad = await call(getMatches, "/api/user/matches?cursor=bm9wZQ", { cookie: user.cookie });
    expect(bad.status).toBe(400);
    expect((await call(getMatches, "/api/user/matches?limit=0", { cookie: user.cookie })).status).toBe(400);
  });

  it("warns on one job when a held ticket lapses before it starts", async () => {
    const user = await signUp("user");
    await t.db.insert(userProfiles).values({ userId: user.id, tickets: [{ name: "opito", expiresOn: day(5) }] });
    const job = await insertJob(t.db, { tickets: ["opito"], startDate: daysFromNow(30) });
    const fit = await call(getFit, `/api/user/matches/${job.id}`, { cookie: user.cookie, params: { id: job.id } });
    expect(await fit.json()).toEqual({ lapses: [`Your OPITO expires on ${formatDate(day(5))}, before this job starts`] });
    expect((await call(getFit, `/api/user/matches/${job.id}`, { params: { id: job.id } })).status).toBe(401);
  });

  it("says a ticket that has already lapsed lapsed, with its date", async () => {
    const user = await signUp("user");
    await t.db.insert(userProfiles).values({ userId: user.id, tickets: [{ name: "stcw", expiresOn: day(-10) }] });
    const job = await insertJob(t.db, { tickets: ["stcw"], startDate: daysFromNow(30) });
    const fit = await call(getFit, `/api/user/matches/${job.id}`, { cookie: user.cookie, params: { id: job.id } });
    expect(await fit.json()).toEqual({ lapses: [`Your STCW lapsed on ${formatDate(day(-10))}`] });
  });
});
