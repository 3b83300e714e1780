// An incomplete job is completed by the edit that states what it lacked: each stated fact is struck off,
// the last one lists the job unless something else holds it off, and a finding on a missing fact waits.
import { describe, expect, it } from "vitest";
import { completing, isAwaited } from "@/lib/job-completion";

const NOW = new Date("2026-12-01T12:00:00Z");
const job = {
  isActive: false,
  archivedAt: null,
  takenDownAt: null,
  expiresAt: new Date("2026-12-31T23:59:59Z"),
  paymentIssue: null,
  incompleteFields: ["salary", "country"],
};

describe("completing", () => {
  it("strikes off what the edit states and keeps the job off while something is still missing", () => {
    expect(completing({ salaryMin: 50_000, salaryMax: 60_000 }, job, NOW)).toEqual({
      salaryMin: 50_000,
      salaryMax: 60_000,
      incompleteFields: ["country"],
    });
  });

  it("lists the job once nothing is missing", () => {
    expect(completing({ salaryMin: 50_000, salaryMax: 60_000, country: "NO" }, job, NOW)).toMatchObject({
      incompleteFields: [],
      isActive: true,
    });
  });

  it("does not list a job an admin took down, even when complete", () => {
    const takenDown = { ...job, takenDownAt: new Date("2026-11-30T00:00:00Z") };
    expect(completing({ salaryMin: 50_000, salaryMax: 60_000, country: "NO" }, takenDown, NOW)).toMatchObject({
      incompleteFields: [],
      isActive: false,
    });
  });

  it("takes pay of zero, no date and a null country as not stated", () => {
    const edit = { salaryMin: 0, salaryMax: 60_000, country: null, title: "Cook" };
    expect(completing(edit, { ...job, incompleteFields: ["salary", "country", "applicationClosingDate"] }, NOW)).toBe(edit);
  });

  it("leaves a complete job's edit, and an edit that names its own gaps, as they are", () => {
    const edit = { salaryMin: 1, salaryMax: 2 };
    expect(completing(edit, { ...job, incompleteFields: [] }, NOW)).toBe(edit);
    const sync = { salaryMin: 1, salaryMax: 2, incompleteFields: ["country"] };
    expect(completing(sync, job, NOW)).toBe(sync);
  });
});

describe("isAwaited", () => {
  it("lets the gate's finding on a missing fact wait, by any of its fields", () => {
    expect(isAwaited(["salary"], "salaryMin")).toBe(true);
    expect(isAwaited(["salary"], "salaryMax")).toBe(true);
    expect(isAwaited(["applicationClosingDate"], "applicationClosingDate")).toBe(true);
    expect(isAwaited(["salary"], "benefits")).toBe(false);
    expect(isAwaited([], "salaryMin")).toBe(false);
  });
});
