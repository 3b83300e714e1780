import { describe, expect, it } from "vitest";
import { closingBadge, closingDayOf, closingInstant, closingOf, dayAfter, ukDaysBetween } from "@/lib/closing-date";

describe("closingInstant: a closing day ends at its last moment in the UK", () => {
  it.each([
    ["2027-01-05", "2027-01-05T23:59:59.999Z"], // GMT
    ["2027-07-05", "2027-07-05T22:59:59.999Z"], // BST
    ["2027-03-27", "2027-03-27T23:59:59.999Z"], // the day before the clocks go forward
    ["2027-03-28", "2027-03-28T22:59:59.999Z"], // clocks go forward at 01:00 UTC: a 23-hour day
    ["2027-10-30", "2027-10-30T22:59:59.999Z"], // the day before the clocks go back
    ["2027-10-31", "2027-10-31T23:59:59.999Z"], // clocks go back at 01:00 UTC: a 25-hour day
    ["2026-12-31", "2026-12-31T23:59:59.999Z"], // the year's last day
    ["2028-02-29", "2028-02-29T23:59:59.999Z"], // a leap day
  ])("%s closes at %s", (day, instant) => {
    expect(closingInstant(day).toISOString()).toBe(instant);
    expect(closingDayOf(closingInstant(day))).toBe(day);
  });

  it("refuses what is not a day", () => {
    expect(() => closingInstant("5 January")).toThrow(RangeError);
  });
});

describe("closingDayOf: the UK day a moment falls on", () => {
  it.each([
    ["2027-01-05T00:00:00.000Z", "2027-01-05"], // the old representation, GMT
    ["2027-07-05T00:00:00.000Z", "2027-07-05"], // the old representation, BST (01:00 in London)
    ["2027-07-04T23:00:00.000Z", "2027-07-05"], // a London browser's midnight in summer
    ["2027-07-05T22:59:59.999Z", "2027-07-05"], // 23:59 BST
    ["2027-07-05T23:00:00.000Z", "2027-07-06"], // 00:00 BST the next day
    ["2027-01-05T23:59:59.999Z", "2027-01-05"], // 23:59 GMT
    ["2027-01-06T00:00:00.000Z", "2027-01-06"], // 00:00 GMT the next day
    ["2027-10-31T00:30:00.000Z", "2027-10-31"], // 01:30 BST, before the clocks go back
    ["2027-10-31T01:30:00.000Z", "2027-10-31"], // 01:30 GMT, after
  ])("%s is %s", (instant, day) => {
    expect(closingDayOf(new Date(instant))).toBe(day);
  });
});

describe("closingOf: any form of a closing date names the same moment", () => {
  it.each([
    ["2027-07-05", "2027-07-05T22:59:59.999Z"],
    ["2027-07-05T00:00:00.000Z", "2027-07-05T22:59:59.999Z"],
    ["2027-07-04T23:00:00.000Z", "2027-07-05T22:59:59.999Z"],
    ["2027-07-05T22:59:59.999Z", "2027-07-05T22:59:59.999Z"],
    ["2027-01-05T00:00:00+00:00", "2027-01-05T23:59:59.999Z"],
  ])("%s → %s", (value, instant) => {
    expect(closingOf(value).toISOString()).toBe(instant);
    expect(closingOf(new Date(instant)).toISOString()).toBe(instant);
  });
});

describe("counting UK days", () => {
  it("counts calendar days across a change of the clocks", () => {
    expect(ukDaysBetween(new Date("2027-03-27T12:00:00Z"), closingInstant("2027-03-29"))).toBe(2);
    expect(ukDaysBetween(new Date("2027-10-30T12:00:00Z"), closingInstant("2027-11-01"))).toBe(2);
    expect(ukDaysBetween(new Date("2027-01-01T00:00:00Z"), closingInstant("2027-01-31"))).toBe(30);
    expect(ukDaysBetween(closingInstant("2027-01-05"), new Date("2027-01-04T12:00:00Z"))).toBe(-1);
  });

  it("the day after a listing's end is the UK day after, whatever the clocks do", () => {
    expect(dayAfter(closingInstant("2027-01-05"))).toBe("2027-01-06");
    expect(dayAfter(closingInstant("2027-03-27"))).toBe("2027-03-28");
    expect(dayAfter(closingInstant("2027-10-30"))).toBe("2027-10-31");
    expect(dayAfter(new Date("2027-07-05T23:30:00Z"))).toBe("2027-07-07");
  });
});

describe("closingBadge", () => {
  const now = new Date("2026-11-22T12:00:00Z");

  it.each([
    [null, "normal", "Date not available"],
    ["not a date", "normal", "Invalid date"],
    [closingInstant("2026-11-21"), "closed", "Applications closed"],
    [closingInstant("2026-11-22"), "urgent", "Closing today"],
    [closingInstant("2026-11-23"), "urgent", "Closing tomorrow"],
    [closingInstant("2026-11-24"), "soon", "Closing in 2 days"],
    [closingInstant("2026-11-29"), "soon", "Closing in 7 days"],
    [closingInstant("2026-11-30"), "normal", "Applications close 30 Nov 2026"],
    [new Date("2027-03-05T09:00:00Z"), "normal", "Applications close 5 Mar 2027"],
  ] as const)("%s → %s '%s'", (closing, urgency, label) => {
    expect(closingBadge(closing as Date | string | null, now)).toEqual({ urgency, label });
  });

  it("a job viewed at 23:30 UK on its closing day still closes today, in summer and in winter", () => {
    expect(closingBadge(closingInstant("2027-07-05"), new Date("2027-07-05T22:30:00Z")).label).toBe("Closing today");
    expect(closingBadge(closingInstant("2027-01-05"), new Date("2027-01-05T23:30:00Z")).label).toBe("Closing today");
    expect(closingBadge(closingInstant("2027-01-05").toISOString(), new Date("2027-01-05T23:59:59.998Z")).label).toBe("Closing today");
  });

  it("closes at midnight UK: the next moment is closed", () => {
    expect(closingBadge(closingInstant("2027-07-05"), new Date("2027-07-05T23:00:00Z")).urgency).toBe("closed");
    expect(closingBadge(closingInstant("2027-01-05"), new Date("2027-01-06T00:00:00Z")).urgency).toBe("closed");
  });

  it("just after midnight UK a job closing tomorrow is not 'today', though under a day is left in UTC terms", () => {
    expect(closingBadge(closingInstant("2027-07-06"), new Date("2027-07-04T23:30:00Z")).label).toBe("Closing tomorrow");
    expect(closingBadge(closingInstant("2027-01-06"), new Date("2027-01-05T00:30:00Z")).label).toBe("Closing tomorrow");
  });

  it("counts days across the change of the clocks", () => {
    expect(closingBadge(closingInstant("2027-03-29"), new Date("2027-03-27T23:30:00Z")).label).toBe("Closing in 2 days");
    expect(closingBadge(closingInstant("2027-11-01"), new Date("2027-10-30T22:30:00Z")).label).toBe("Closing in 2 days");
  });
});
