// GET /api/jobs/{id}/hitch-check on the production build (docs/decisions/130-hitch-check.md): the signed-in
// seeker's tickets and medicals against a listed job's first hitch, in the exact shape.
import { describe, expect, it } from "vitest";
import { hitchDays } from "@/lib/applications/hitch";
import { hitchCheckSchema } from "@/lib/schemas/hitch-check";
import { expectMessage, http } from "../support/client";
import { ownAccount } from "../support/own-accounts";

const FILE = "hitch-check";
const MISSING_JOB = "00000000-0000-4000-8000-000000000000";
const TIMED_ROTATIONS = ["2-2", "3-3", "4-4", "28-28"];
const addDays = (from: string, days: number) => new Date(Date.parse(from) + days * 86_400_000).toISOString().slice(0, 10);

type Job = {
  id: string;
  rotation: string | null;
  tickets: string[];
  ticketsOther: string | null;
  medical: string | null;
  startDate: string | null;
};

/** A demo job on a fixed rotation that asks for at least one listed ticket. */
async function rotaJob(): Promise<Job> {
  const listed = (await http("/api/jobs?limit=100")).json() as Job[];
  const card = listed.find((j) => j.rotation && TIMED_ROTATIONS.includes(j.rotation) && j.tickets?.length);
  expect(card, "the demo data has a job on a rotation with tickets").toBeTruthy();
  return (await http(`/api/jobs/${card!.id}`)).json() as Job;
}

describe("GET /api/jobs/{id}/hitch-check", () => {
  it("answers 401 signed out", async () => {
    const job = await rotaJob();
    expectMessage(await http(`/api/jobs/${job.id}/hitch-check`), 401);
  });

  it("answers 404 for a job that does not exist or an id that cannot name one", async () => {
    expectMessage(await http(`/api/jobs/${MISSING_JOB}/hitch-check`, { as: "user" }), 404, "Job not found");
    expectMessage(await http("/api/jobs/not-a-job/hitch-check", { as: "user" }), 404, "Job not found");
  });

  it("answers 409 until the seeker saves a worker profile, then each item against the hitch, never in the page", async () => {
    const job = await rotaJob();
    const seeker = await ownAccount(FILE);
    expectMessage(await http(`/api/jobs/${job.id}/hitch-check`, { cookie: seeker.cookie }), 409, /worker profile/, "conflict");

    const today = new Date().toISOString().slice(0, 10);
    const { start, end } = hitchDays(job, today);
    // The job's first ticket runs out on the hitch's twelfth day; nothing else is held.
    const [first] = job.tickets;
    const lapsesOn = addDays(start, 11);
    const saved = await http("/api/user/profile", {
      method: "PUT",
      cookie: seeker.cookie,
      body: {
        roles: [],
        tickets: [{ name: first, expiresOn: lapsesOn }],
        medicals: [],
        rotations: [],
        regions: [],
        needsSponsorship: false,
      },
    });
    expect(saved.status, saved.text).toBe(200);

    const answer = await http(`/api/jobs/${job.id}/hitch-check`, { cookie: seeker.cookie });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const check = hitchCheckSchema.strict().parse(answer.json());
    expect(check).toMatchObject({ hitchStart: start, hitchEnd: end });
    expect(check.items[0]).toEqual({ name: expect.any(String), state: "lapses", lapsesOn, dayOfHitch: 12 });
    for (const item of check.items.slice(1)) expect(item).toEqual({ name: expect.any(String), state: "missing" });
    expect(check.items.length).toBeGreaterThanOrEqual(job.tickets.length);

    // The job page is cached and the same for everyone: the seeker's check is never in its HTML.
    const page = await http(`/job/${job.id}`, { cookie: seeker.cookie });
    expect(page.status).toBe(200);
    expect(page.text).not.toContain("into this hitch");
    expect(page.text).not.toContain("not in your profile");
  });
});
