// GET /api/jobs's extreme-work query parameters on the production build (decision 043): the demo data
// states these facts, each filter narrows to jobs that have them, and a bad value is a 400.
import { describe, expect, it } from "vitest";
import { jobCardSchema } from "../../../lib/schemas/public-job";
import { expectMessage, http } from "../support/client";

const list = async (query: string) => (await http(`/api/jobs?limit=100&${query}`)).json() as Record<string, unknown>[];

describe("GET /api/jobs extreme-work filters", () => {
  it.each([
    ["riskLevel=extreme", (j: Record<string, unknown>) => j.dangerLevel === "extreme"],
    ["rotation=2-2", (j: Record<string, unknown>) => j.rotation === "2-2"],
    ["ticket=gwo-bst", (j: Record<string, unknown>) => (j.tickets as string[]).includes("gwo-bst")],
    ["travelPaid=true", (j: Record<string, unknown>) => j.travelPaid === true],
  ])("%s answers only matching jobs, as documented", async (query, matches) => {
    const jobs = await list(query);
    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs.length).toBeLessThan((await list("")).length);
    for (const job of jobs) {
      expect(matches(job)).toBe(true);
      jobCardSchema.parse(job);
    }
  });

  it.each([
    ["riskLevel=deadly", "riskLevel must be one of low, medium, high, extreme"],
    ["rotation=weekly", /^rotation must be one of/],
    ["ticket=PADI", /^ticket must be one of/],
    ["travelPaid=1", "travelPaid must be true or false"],
  ])("%s is refused with 400", async (query, message) => {
    expectMessage(await http(`/api/jobs?${query}`), 400, message);
  });
});
