// How an application fits its job for the inbox: tickets valid through the hitch, free by the start, and the
// score the inbox sorts by (docs/decisions/130-hitch-check.md).
import { describe, expect, it } from "vitest";
import { FIT_WEIGHTS as W, applicationFit, type ApplicantFacts } from "@/lib/applications/fit";
import type { HitchJob } from "@/lib/applications/hitch";

const TODAY = "2027-02-01";
const JOB: HitchJob = {
  startDate: "2027-03-01",
  rotation: "2-2",
  tickets: ["bosiet-foet", "huet-ca-ebs"],
  ticketsOther: null,
  medical: "oeuk",
};
const APPLICANT: ApplicantFacts = {
  tickets: [
    { name: "bosiet-foet", expiresOn: "2028-01-01" },
    { name: "huet-ca-ebs", expiresOn: null },
  ],
  medicals: [{ name: "oeuk", expiresOn: "2027-06-01" }],
  availableFrom: "2027-02-15",
  rotations: ["2-2"],
};

describe("applicationFit", () => {
  it("scores every item valid, free by the start and on the job's rotation", () => {
    expect(applicationFit(JOB, APPLICANT, TODAY)).toEqual({
      ticketsValid: true,
      availableByStart: true,
      fitScore: 3 * W.valid + W.availableByStart + W.rotation,
    });
  });

  it("marks the tickets not valid when one lapses during the hitch, and scores it down", () => {
    const lapsing = { ...APPLICANT, medicals: [{ name: "oeuk", expiresOn: "2027-03-05" }] };
    expect(applicationFit(JOB, lapsing, TODAY)).toEqual({
      ticketsValid: false,
      availableByStart: true,
      fitScore: 2 * W.valid + W.lapses + W.availableByStart + W.rotation,
    });
  });

  it("scores a missing or lapsed item below a lapsing one", () => {
    const missing = { ...APPLICANT, medicals: [] };
    const lapsed = { ...APPLICANT, medicals: [{ name: "oeuk", expiresOn: "2027-01-01" }] };
    const lapsing = { ...APPLICANT, medicals: [{ name: "oeuk", expiresOn: "2027-03-05" }] };
    expect(applicationFit(JOB, missing, TODAY).fitScore).toBeLessThan(applicationFit(JOB, lapsing, TODAY).fitScore);
    expect(applicationFit(JOB, lapsed, TODAY).fitScore).toBe(applicationFit(JOB, missing, TODAY).fitScore);
  });

  it("is available by the start on the start day itself, or with no date given, and not a day later", () => {
    expect(applicationFit(JOB, { ...APPLICANT, availableFrom: "2027-03-01" }, TODAY).availableByStart).toBe(true);
    expect(applicationFit(JOB, { ...APPLICANT, availableFrom: null }, TODAY).availableByStart).toBe(true);
    expect(applicationFit(JOB, { ...APPLICANT, availableFrom: "2027-03-02" }, TODAY).availableByStart).toBe(false);
  });

  it("measures availability from today when the job names no start", () => {
    const job = { ...JOB, startDate: null };
    expect(applicationFit(job, { ...APPLICANT, availableFrom: TODAY }, TODAY).availableByStart).toBe(true);
    expect(applicationFit(job, { ...APPLICANT, availableFrom: "2027-02-02" }, TODAY).availableByStart).toBe(false);
  });

  it("gives the rotation's points only when the job names one the seeker wants", () => {
    const other = applicationFit(JOB, { ...APPLICANT, rotations: ["3-3"] }, TODAY);
    const none = applicationFit({ ...JOB, rotation: null }, { ...APPLICANT, rotations: [] }, TODAY);
    expect(applicationFit(JOB, APPLICANT, TODAY).fitScore - other.fitScore).toBe(W.rotation);
    expect(none.fitScore).toBe(3 * W.valid + W.availableByStart);
  });

  it("counts a job that asks for nothing as all valid", () => {
    const job = { ...JOB, tickets: [], medical: "none" };
    expect(applicationFit(job, { ...APPLICANT, tickets: [], medicals: [] }, TODAY)).toMatchObject({ ticketsValid: true });
  });
});
