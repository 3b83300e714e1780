// "Jobs for you" over HTTP on the production build (docs/decisions/111): a worker saves a profile with tickets
// and gets listed jobs ranked with reasons; signed out is 401; the job page's HTML stays free of it.
import { describe, expect, it } from "vitest";
import { matchedJobSchema } from "@/lib/schemas/matches";
import { expectMessage, http } from "../support/client";
import { ownAccount } from "../support/own-accounts";

const FILE = "job-matches";

describe("GET /api/user/matches", () => {
  it("answers 401 signed out", async () => {
    expectMessage(await http("/api/user/matches"), 401);
  });

  it("ranks listed jobs for a saved profile, with reasons, and pages by cursor", async () => {
    const worker = await ownAccount(FILE);
    const before = await http("/api/user/matches", { cookie: worker.cookie });
    expect(before.status).toBe(200);
    expect(before.json()).toEqual([]);
    expect(before.headers.get("x-profile-missing")).toBe("true");

    const saved = await http("/api/user/profile", {
      method: "PUT",
      cookie: worker.cookie,
      body: {
        roles: ["Offshore medic"],
        tickets: [{ name: "bosiet-foet", expiresOn: "2099-01-01" }, { name: "huet-ca-ebs" }],
        medicals: [],
        rotations: ["3-3"],
        regions: ["offshore"],
        needsSponsorship: false,
      },
    });
    expect(saved.status, saved.text).toBe(200);

    const first = await http("/api/user/matches?limit=3", { cookie: worker.cookie });
    expect(first.status, first.text).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    const jobs = (first.json() as unknown[]).map((j) => matchedJobSchema.parse(j));
    expect(jobs).toHaveLength(3);
    expect(jobs[0].match.reasons).toContain("You hold BOSIET/FOET (valid until 1 Jan 2099), HUET/CA-EBS");
    expect(jobs.map((j) => j.match.score)).toEqual([...jobs.map((j) => j.match.score)].sort((a, b) => b - a));

    const cursor = first.headers.get("x-next-cursor");
    expect(cursor).toBeTruthy();
    const next = await http(`/api/user/matches?limit=3&cursor=${cursor}`, { cookie: worker.cookie });
    expect(next.status).toBe(200);
    const later = next.json() as { id: string; match: { score: number } }[];
    expect(later.map((j) => j.id)).not.toContain(jobs[0].id);
    expect(later[0].match.score).toBeLessThanOrEqual(jobs[2].match.score);

    expectMessage(await http("/api/user/matches?cursor=bm9wZQ", { cookie: worker.cookie }), 400, "cursor is not valid");

    // The job page is the same for everyone: the worker's fit is not in its HTML.
    const page = await http(`/job/${jobs[0].id}`, { cookie: worker.cookie });
    expect(page.status).toBe(200);
    expect(page.text).not.toContain("You hold");
    const fit = await http(`/api/user/matches/${jobs[0].id}`, { cookie: worker.cookie });
    expect(fit.status).toBe(200);
    expect(fit.json()).toEqual({ lapses: [] });
  });
});
