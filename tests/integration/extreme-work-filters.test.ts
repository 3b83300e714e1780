// Filtering by the extreme-work facts (decision 043): GET /api/jobs (400 on bad values), Featured and the
// weekly digest's alert settings.
import { describe, expect, it } from "vitest";
import { GET as listJobs } from "@/app/api/jobs/route";
import { newMatchingJobs } from "@/server/saved-searches/scheduled-sends";
import { alertFilters } from "@/lib/saved-search-filters";
import type { AlertSettings } from "@/lib/schemas/alerts";
import { featuredJobs } from "@/server/jobs/search-jobs";
import { withTestDatabase } from "../support/test-db";
import { call } from "../support/http";
import { daysFromNow, insertJob } from "../support/factories";

const t = withTestDatabase();
const HOUR = 60 * 60 * 1000;

async function board() {
  const past = new Date(Date.now() - HOUR);
  const rig = await insertJob(t.db, {
    title: "Rig",
    category: "oil-gas",
    dangerLevel: "high",
    rotation: "2-2",
    tickets: ["bosiet-foet", "huet-ca-ebs"],
    travelPaid: true,
    isFeatured: true,
    createdAt: past,
    applicationStartDate: past,
  });
  const mine = await insertJob(t.db, {
    title: "Mine",
    category: "mining",
    dangerLevel: "extreme",
    rotation: "fifo",
    tickets: ["first-aid"],
    travelPaid: false,
    createdAt: past,
    applicationStartDate: past,
  });
  const lab = await insertJob(t.db, {
    title: "Lab",
    category: "research",
    dangerLevel: "low",
    createdAt: past,
    applicationStartDate: past,
    expiresAt: daysFromNow(30),
  });
  return { rig, mine, lab };
}

const ids = async (query: string) =>
  ((await (await call(listJobs, `/api/jobs?${query}`)).json()) as { id: string }[]).map((j) => j.id).sort();

describe("GET /api/jobs extreme-work filters", () => {
  it("filter by risk level, rotation, ticket and travel paid", async () => {
    const { rig, mine, lab } = await board();
    expect(await ids("riskLevel=high")).toEqual([rig.id]);
    expect(await ids("rotation=fifo")).toEqual([mine.id]);
    expect(await ids("ticket=huet-ca-ebs")).toEqual([rig.id]);
    expect(await ids("travelPaid=true")).toEqual([rig.id]);
    expect(await ids("travelPaid=false")).toEqual([mine.id, lab.id].sort());
    expect(await ids("riskLevel=high&rotation=fifo")).toEqual([]);
    expect(await ids("riskLevel=&rotation=all")).toHaveLength(3);
    expect((await featuredJobs(t.db, { ticket: "first-aid" })).map((j) => j.id)).toEqual([]);
  });

  it.each([
    ["riskLevel=deadly", "riskLevel must be one of low, medium, high, extreme"],
    ["rotation=weekly", "rotation must be one of 2-2, 3-3, 4-4, 28-28, fifo, on-site"],
    ["ticket=PADI", "ticket must be one of bosiet-foet, huet-ca-ebs, gwo-bst, irata-sprat, opito, stcw, first-aid"],
    ["travelPaid=yes", "travelPaid must be true or false"],
  ])("answers 400 for %s", async (query, message) => {
    const res = await call(listJobs, `/api/jobs?${query}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message, code: "validation_failed" });
  });

  it("a saved search from an alert honours its highest risk level and travel paid", async () => {
    const now = new Date();
    const titles = async (settings: AlertSettings) =>
      (await newMatchingJobs(t.db, alertFilters(settings), "-infinity", now)).map((j) => j.title).sort();
    const base = { salary: 0, location: "global" as const, categories: [] };
    expect(await titles({ ...base, maxRisk: "high" })).not.toContain("Mine");
    expect(await titles({ ...base, maxRisk: "high" })).toContain("Rig");
    expect(await titles({ ...base, travelPaid: true })).toEqual(expect.arrayContaining(["Rig"]));
    expect(await titles({ ...base, travelPaid: true })).not.toContain("Lab");
  });
});
