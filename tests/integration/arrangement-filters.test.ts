// GET /api/jobs by visa sponsorship and work arrangement (decision 109): the filters, their 400s, and
// cursor paging through a filtered list.
import { describe, expect, it } from "vitest";
import { GET as listJobs } from "@/app/api/jobs/route";
import { withTestDatabase } from "../support/test-db";
import { call } from "../support/http";
import { insertJob } from "../support/factories";

const t = withTestDatabase();
const past = new Date(Date.now() - 60 * 60 * 1000);

const job = (title: string, fields: Parameters<typeof insertJob>[1]) =>
  insertJob(t.db, { title, createdAt: past, applicationStartDate: past, ...fields });

const titles = async (query: string) =>
  ((await (await call(listJobs, `/api/jobs?${query}`)).json()) as { title: string }[]).map((j) => j.title).sort();

describe("GET /api/jobs arrangement filters", () => {
  it("filters by visa sponsorship and work arrangement, alone and together", async () => {
    await job("Rig medic", { workArrangement: "offshore", visaSponsorship: true, departurePoint: "Aberdeen heliport" });
    await job("Pit geologist", { workArrangement: "remote-site", visaSponsorship: true });
    await job("Planner", { workArrangement: "fully-remote", visaSponsorship: false });
    await job("Yard welder", { workArrangement: "on-site" });

    expect(await titles("visaSponsorship=true")).toEqual(["Pit geologist", "Rig medic"]);
    expect(await titles("visaSponsorship=false")).toEqual(["Planner", "Yard welder"]);
    expect(await titles("workArrangement=remote-site")).toEqual(["Pit geologist"]);
    expect(await titles("workArrangement=fully-remote")).toEqual(["Planner"]);
    expect(await titles("workArrangement=offshore&visaSponsorship=true")).toEqual(["Rig medic"]);
    expect(await titles("workArrangement=on-site&visaSponsorship=true")).toEqual([]);
    expect(await titles("workArrangement=&visaSponsorship=all")).toHaveLength(4);

    const [rig] = (await (await call(listJobs, "/api/jobs?workArrangement=offshore")).json()) as Record<string, unknown>[];
    expect(rig).toMatchObject({ workArrangement: "offshore", departurePoint: "Aberdeen heliport", travelBookedByEmployer: null });
  });

  it("pages a filtered list with its cursor", async () => {
    for (let i = 0; i < 5; i++) await job(`Sponsored ${i}`, { visaSponsorship: true, workArrangement: "fully-remote" });
    await job("Not sponsored", { visaSponsorship: null, workArrangement: "fully-remote" });
    const first = await call(listJobs, "/api/jobs?visaSponsorship=true&workArrangement=fully-remote&limit=3");
    const cursor = first.headers.get("X-Next-Cursor")!;
    expect(cursor).toBeTruthy();
    const second = await call(
      listJobs,
      `/api/jobs?visaSponsorship=true&workArrangement=fully-remote&limit=3&cursor=${encodeURIComponent(cursor)}`,
    );
    const seen = [...((await first.json()) as { title: string }[]), ...((await second.json()) as { title: string }[])].map((j) => j.title);
    expect(seen.sort()).toEqual([0, 1, 2, 3, 4].map((i) => `Sponsored ${i}`));
  });

  it.each([
    ["visaSponsorship=yes", "visaSponsorship must be true or false"],
    ["workArrangement=hybrid", "workArrangement must be one of on-site, offshore, remote-site, fully-remote"],
  ])("answers 400 for %s", async (query, message) => {
    const res = await call(listJobs, `/api/jobs?${query}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message, code: "validation_failed" });
  });
});
