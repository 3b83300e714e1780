// The match rule (docs/decisions/111): its score and the words of its reasons and gaps.
import { describe, expect, it } from "vitest";
import { MATCH_WEIGHTS as W, heldTickets, jobQualifies, lapsingTickets, matchJob, type MatchJob, type MatchProfile } from "@/lib/job-match";

const TODAY = "2026-03-01";
const profile: MatchProfile = {
  tickets: [{ name: "bosiet-foet", expiresOn: "2027-01-01" }, { name: "huet-ca-ebs", expiresOn: "2026-03-20" }, { name: "Banksman" }],
  availableFrom: "2026-03-12",
  rotations: ["28-28"],
  minPay: { amount: 600, unit: "day" },
  regions: ["offshore", "arctic"],
  needsSponsorship: false,
};
const job: MatchJob = {
  tickets: null,
  rotation: null,
  locationGroups: [],
  annualSalaryMin: 0,
  annualSalaryMax: 1_000_000,
  startDate: null,
  visaSponsorship: null,
};

describe("matchJob", () => {
  it("names the tickets held and missing, in the job's order", () => {
    const m = matchJob(profile, { ...job, tickets: ["gwo-bst", "bosiet-foet", "stcw"] }, TODAY);
    expect(m.reasons).toEqual(["You hold BOSIET/FOET (valid until 1 Jan 2027)"]);
    expect(m.gaps).toEqual(["Missing: GWO BST, STCW"]);
    expect(m.score).toBe(W.ticketHeld + 2 * W.ticketMissing);
  });

  it("warns when a held ticket lapses before the start, and scores it below a lasting one", () => {
    const m = matchJob(profile, { ...job, tickets: ["huet-ca-ebs"], startDate: new Date("2026-04-01T06:00:00Z") }, TODAY);
    expect(m.reasons).toEqual(["Starts 20 days after you're available"]);
    expect(m.gaps).toEqual(["Your HUET/CA-EBS expires on 20 Mar 2026, before this job starts"]);
    expect(m.score).toBe(W.ticketHeld + W.ticketLapses + W.startsAfterAvailable);
    // Starting the day it expires is still covered.
    const sameDay = matchJob(profile, { ...job, tickets: ["huet-ca-ebs"], startDate: new Date("2026-03-20T00:00:00Z") }, TODAY);
    expect(sameDay.gaps).toEqual([]);
    expect(sameDay.reasons[0]).toBe("You hold HUET/CA-EBS (expires 20 Mar 2026)");
  });

  it("says a ticket that has already lapsed lapsed, with its date, rather than that it expires before the start", () => {
    const later = "2026-04-01";
    const start = new Date("2026-06-01T06:00:00Z");
    const m = matchJob(profile, { ...job, tickets: ["huet-ca-ebs", "bosiet-foet"], startDate: start }, later);
    expect(m.gaps).toEqual(["Your HUET/CA-EBS lapsed on 20 Mar 2026"]);
    expect(m.reasons[0]).toBe("You hold BOSIET/FOET (valid until 1 Jan 2027)");
    // With no start, the same lapse is judged against today.
    expect(matchJob(profile, { ...job, tickets: ["huet-ca-ebs"] }, later).gaps).toEqual(["Your HUET/CA-EBS lapsed on 20 Mar 2026"]);
  });

  it("scores and names the worker's trade when the job's title is in it", () => {
    const worker = { ...profile, roles: ["Rope access technician", "NDT"] };
    const rope = matchJob(worker, { ...job, title: "IRATA Level 3 Rope Access Supervisor" }, TODAY);
    expect(rope).toEqual({ score: W.trade, reasons: ["Matches your trade: Rope access"], gaps: [] });
    const both = matchJob(worker, { ...job, title: "Rope-Access NDT Technician (IRATA L2 / PCN)" }, TODAY);
    expect(both.reasons).toEqual(["Matches your trade: Rope access, NDT"]);
    expect(both.score).toBe(W.trade);
    // Another trade, a word of the trade alone, or no roles given: no points and no reason.
    expect(matchJob(worker, { ...job, title: "Offshore Installation Manager (OIM)" }, TODAY).score).toBe(0);
    expect(matchJob(worker, { ...job, title: "Access Road Supervisor" }, TODAY).score).toBe(0);
    expect(matchJob(profile, { ...job, title: "Rope Access Technician" }, TODAY).score).toBe(0);
    // A trade word fits in its other forms.
    const diver = { ...profile, roles: ["Saturation diver"] };
    expect(matchJob(diver, { ...job, title: "Saturation Diving Supervisor" }, TODAY).reasons).toEqual([
      "Matches your trade: Saturation diver",
    ]);
    expect(matchJob(diver, { ...job, title: "Saturation Welding Supervisor" }, TODAY).score).toBe(0);
  });

  it("judges an expired ticket against today when the job names no start", () => {
    expect(lapsingTickets(profile, { tickets: ["huet-ca-ebs"], startDate: null }, "2026-04-01")).toEqual(["huet-ca-ebs"]);
    expect(lapsingTickets(profile, { tickets: ["huet-ca-ebs"], startDate: null }, TODAY)).toEqual([]);
  });

  it("counts rotation, region, pay and sponsorship", () => {
    const m = matchJob(
      { ...profile, needsSponsorship: true },
      {
        ...job,
        rotation: "28-28",
        locationGroups: ["offshore", "international"],
        annualSalaryMin: 600 * 182,
        visaSponsorship: true,
      },
      TODAY,
    );
    expect(m.reasons).toEqual([
      "Your rotation: 28/28",
      "In your region: Offshore Rigs",
      "Pays at least your minimum",
      "Visa sponsorship offered",
    ]);
    expect(m.score).toBe(W.rotation + W.region + W.payMeetsMinimum + W.visaOffered);
    const noVisa = matchJob({ ...profile, needsSponsorship: true }, { ...job, visaSponsorship: false }, TODAY);
    expect(noVisa.gaps).toEqual(["No visa sponsorship"]);
    expect(noVisa.score).toBe(W.noVisa);
    // A worker who needs no sponsorship is not told about it either way.
    expect(matchJob(profile, { ...job, visaSponsorship: false }, TODAY)).toEqual({ score: 0, reasons: [], gaps: [] });
  });

  it("words the start against availability in days", () => {
    const at = (day: string) => matchJob(profile, { ...job, startDate: new Date(`${day}T09:00:00Z`) }, TODAY);
    expect(at("2026-03-15").reasons).toEqual(["Starts 3 days after you're available"]);
    expect(at("2026-03-13").reasons).toEqual(["Starts 1 day after you're available"]);
    expect(at("2026-03-12").reasons).toEqual(["Starts the day you're available"]);
    expect(at("2026-03-10")).toEqual({ score: W.startsBeforeAvailable, reasons: [], gaps: ["Starts 2 days before you're available"] });
    expect(matchJob({ ...profile, availableFrom: null }, { ...job, startDate: new Date("2026-03-10") }, TODAY).score).toBe(0);
  });
});

describe("jobQualifies", () => {
  it("hides only jobs whose top pay is below the minimum, annualised by the job's rotation", () => {
    // £600 a day is £109,200 a year on 28/28 (182 days) and £132,000 on a 220-day year.
    expect(jobQualifies(profile, { rotation: "28-28", annualSalaryMax: 109_200 })).toBe(true);
    expect(jobQualifies(profile, { rotation: "28-28", annualSalaryMax: 109_199 })).toBe(false);
    expect(jobQualifies(profile, { rotation: null, annualSalaryMax: 120_000 })).toBe(false);
    expect(jobQualifies({ ...profile, minPay: null }, { rotation: null, annualSalaryMax: 0 })).toBe(true);
  });
});

describe("heldTickets", () => {
  it("keeps known tickets only, with the latest expiry, and none meaning it does not expire", () => {
    const held = heldTickets({
      tickets: [
        { name: "stcw", expiresOn: "2026-05-01" },
        { name: "stcw", expiresOn: "2027-05-01" },
        { name: "opito", expiresOn: "2026-05-01" },
        { name: "opito" },
        { name: "Banksman" },
      ],
    });
    expect([...held]).toEqual([
      ["stcw", "2027-05-01"],
      ["opito", null],
    ]);
  });
});
