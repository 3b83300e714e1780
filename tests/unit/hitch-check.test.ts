// The hitch rule at its edges (docs/decisions/130-hitch-check.md): the hitch's days, what a job asks for, and
// how each held ticket and medical stands through the hitch.
import { describe, expect, it } from "vitest";
import { allValid, hitchCheck, hitchDays, hitchItemText, requiredItems, type HeldItems, type HitchJob } from "@/lib/applications/hitch";

const TODAY = "2027-02-01";
/** A 2/2 job starting on the first of March: its hitch is 1–14 March. */
const JOB: HitchJob = { startDate: "2027-03-01", rotation: "2-2", tickets: ["bosiet-foet"], ticketsOther: null, medical: null };
const holding = (expiresOn: string | null): HeldItems => ({ tickets: [{ name: "bosiet-foet", expiresOn }], medicals: [] });
const only = (job: HitchJob, held: HeldItems, today = TODAY) => {
  const check = hitchCheck(job, held, today);
  expect(check.items).toHaveLength(1);
  return check.items[0];
};

describe("hitchDays", () => {
  it("runs from the job's start for the rotation's time on", () => {
    expect(hitchDays(JOB, TODAY)).toEqual({ start: "2027-03-01", end: "2027-03-14" });
    expect(hitchDays({ startDate: "2027-03-01", rotation: "3-3" }, TODAY)).toEqual({ start: "2027-03-01", end: "2027-03-21" });
    expect(hitchDays({ startDate: "2027-03-01", rotation: "4-4" }, TODAY).end).toBe("2027-03-28");
    expect(hitchDays({ startDate: "2027-03-01", rotation: "28-28" }, TODAY).end).toBe("2027-03-28");
  });

  it("takes a start stored as a moment as its day", () => {
    expect(hitchDays({ startDate: new Date("2027-03-01T00:00:00Z"), rotation: "2-2" }, TODAY)).toEqual({
      start: "2027-03-01",
      end: "2027-03-14",
    });
  });

  it("starts today when the job names no start, or a start already past", () => {
    expect(hitchDays({ startDate: null, rotation: "2-2" }, TODAY)).toEqual({ start: TODAY, end: "2027-02-14" });
    expect(hitchDays({ startDate: "2027-01-10", rotation: "2-2" }, TODAY)).toEqual({ start: TODAY, end: "2027-02-14" });
  });

  it("is one day long with no rotation, FIFO or permanent on-site", () => {
    for (const rotation of [null, "fifo", "on-site"]) {
      expect(hitchDays({ startDate: "2027-03-01", rotation }, TODAY)).toEqual({ start: "2027-03-01", end: "2027-03-01" });
    }
  });

  it("crosses a month end and a leap day by calendar days", () => {
    expect(hitchDays({ startDate: "2028-02-20", rotation: "2-2" }, TODAY).end).toBe("2028-03-04");
    // The clocks going forward in London (28 March 2027) do not shorten the hitch.
    expect(hitchDays({ startDate: "2027-03-20", rotation: "2-2" }, TODAY).end).toBe("2027-04-02");
  });
});

describe("hitchCheck", () => {
  it("is valid when the ticket expires on the hitch's last day", () => {
    expect(only(JOB, holding("2027-03-14"))).toEqual({ name: "BOSIET/FOET", state: "valid" });
  });

  it("lapses on the day before the last, on the hitch's penultimate day", () => {
    expect(only(JOB, holding("2027-03-13"))).toEqual({ name: "BOSIET/FOET", state: "lapses", lapsesOn: "2027-03-13", dayOfHitch: 13 });
  });

  it("says 'lapses 12 days into this hitch' for an expiry on its twelfth day", () => {
    const item = only(JOB, holding("2027-03-12"));
    expect(item).toMatchObject({ state: "lapses", dayOfHitch: 12 });
    expect(hitchItemText(item)).toBe("BOSIET/FOET lapses 12 days into this hitch");
  });

  it("says one day for an expiry on the hitch's first day", () => {
    const item = only(JOB, holding("2027-03-01"));
    expect(item.dayOfHitch).toBe(1);
    expect(hitchItemText(item)).toBe("BOSIET/FOET lapses 1 day into this hitch");
  });

  it("lapses before the hitch when the expiry falls between today and the start", () => {
    const item = only(JOB, holding("2027-02-20"));
    expect(item).toMatchObject({ state: "lapses", lapsesOn: "2027-02-20" });
    expect(item.dayOfHitch).toBeLessThan(1);
    expect(hitchItemText(item)).toBe("BOSIET/FOET lapses on 20 Feb 2027, before this hitch starts");
    expect(only(JOB, holding("2027-02-28")).dayOfHitch).toBe(0);
  });

  it("is lapsed when the expiry is already past, and still good on its own day", () => {
    const item = only(JOB, holding("2027-01-31"));
    expect(item).toEqual({ name: "BOSIET/FOET", state: "lapsed", lapsesOn: "2027-01-31" });
    expect(hitchItemText(item)).toBe("BOSIET/FOET lapsed on 31 Jan 2027");
    expect(only(JOB, holding(TODAY)).state).toBe("lapses");
  });

  it("is missing when the profile does not hold it", () => {
    const item = only(JOB, { tickets: [{ name: "huet-ca-ebs", expiresOn: "2030-01-01" }], medicals: [] });
    expect(item).toEqual({ name: "BOSIET/FOET", state: "missing" });
    expect(hitchItemText(item)).toBe("BOSIET/FOET is not in your profile");
  });

  it("never lapses a ticket with no expiry date", () => {
    expect(only(JOB, holding(null)).state).toBe("valid");
    expect(only(JOB, { tickets: [{ name: "bosiet-foet" }], medicals: [] }).state).toBe("valid");
  });

  it("checks from today when the job names no start", () => {
    const job = { ...JOB, startDate: null };
    expect(hitchCheck(job, holding("2027-02-14"), TODAY)).toMatchObject({ hitchStart: TODAY, hitchEnd: "2027-02-14" });
    expect(only(job, holding("2027-02-14")).state).toBe("valid");
    expect(only(job, holding("2027-02-05"))).toMatchObject({ state: "lapses", dayOfHitch: 5 });
  });

  it("checks from today when the start date has passed", () => {
    const job = { ...JOB, startDate: "2026-12-01" };
    expect(only(job, holding("2027-02-05"))).toMatchObject({ state: "lapses", dayOfHitch: 5 });
    expect(only(job, holding("2027-01-15")).state).toBe("lapsed");
  });

  it("asks only for the first day with no rotation, FIFO or on-site", () => {
    for (const rotation of [null, "fifo", "on-site"]) {
      const job = { ...JOB, rotation };
      expect(hitchCheck(job, holding("2027-03-01"), TODAY)).toMatchObject({ hitchStart: "2027-03-01", hitchEnd: "2027-03-01" });
      expect(only(job, holding("2027-03-01")).state).toBe("valid");
      expect(only(job, holding("2027-02-28")).state).toBe("lapses");
    }
  });

  it("matches free-text tickets through the profile's names", () => {
    const job: HitchJob = { ...JOB, tickets: [], ticketsOther: "bosiet, Confined  space entry" };
    const check = hitchCheck(
      job,
      {
        tickets: [
          { name: "BOSIET/FOET", expiresOn: "2027-03-14" },
          { name: "confined space entry", expiresOn: "2027-03-05" },
        ],
        medicals: [],
      },
      TODAY,
    );
    expect(check.items).toEqual([
      { name: "BOSIET/FOET", state: "valid" },
      { name: "Confined space entry", state: "lapses", lapsesOn: "2027-03-05", dayOfHitch: 5 },
    ]);
  });

  it("asks once for a ticket named in the list and again as free text", () => {
    const job: HitchJob = { ...JOB, tickets: ["bosiet-foet"], ticketsOther: "BOSIET-FOET, Rigging, rigging" };
    expect(requiredItems(job).map((i) => i.name)).toEqual(["BOSIET/FOET", "Rigging"]);
  });

  it("checks the medical a job asks for, and asks nothing for 'none'", () => {
    const job: HitchJob = { ...JOB, tickets: [], medical: "oeuk" };
    const medicals = [{ name: "OGUK medical", expiresOn: "2027-03-10" }];
    expect(only(job, { tickets: [], medicals })).toEqual({
      name: "OGUK/OEUK offshore medical",
      state: "lapses",
      lapsesOn: "2027-03-10",
      dayOfHitch: 10,
    });
    const none = hitchCheck({ ...job, medical: "none" }, { tickets: [], medicals }, TODAY);
    expect(none.items).toEqual([]);
    expect(allValid(none)).toBe(true);
  });

  it("takes the latest expiry of a ticket held twice, and one with no expiry over any date", () => {
    const twice = {
      tickets: [
        { name: "bosiet-foet", expiresOn: "2027-03-02" },
        { name: "BOSIET", expiresOn: "2027-04-01" },
      ],
      medicals: [],
    };
    expect(only(JOB, twice).state).toBe("valid");
    const open = {
      tickets: [
        { name: "bosiet-foet", expiresOn: "2027-01-01" },
        { name: "bosiet-foet", expiresOn: null },
      ],
      medicals: [],
    };
    expect(only(JOB, open).state).toBe("valid");
  });

  it("is all valid only when every item is", () => {
    const job: HitchJob = { ...JOB, tickets: ["bosiet-foet", "huet-ca-ebs"] };
    const good = { tickets: [{ name: "bosiet-foet", expiresOn: null }], medicals: [] };
    expect(allValid(hitchCheck(job, good, TODAY))).toBe(false);
    expect(allValid(hitchCheck(job, { tickets: [...good.tickets, { name: "huet", expiresOn: "2027-03-14" }], medicals: [] }, TODAY))).toBe(
      true,
    );
  });

  it("says a valid item is good for the hitch", () => {
    expect(hitchItemText({ name: "GWO BST", state: "valid" })).toBe("GWO BST is valid through this hitch");
  });
});
