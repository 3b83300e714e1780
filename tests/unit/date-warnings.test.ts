import { describe, expect, it } from "vitest";
import { dateWarnings, todayInput } from "@/lib/date-warnings";

describe("dateWarnings", () => {
  it("says nothing for dates in a sensible order, or missing ones", () => {
    expect(
      dateWarnings({
        applicationStartDate: "2027-01-01",
        applicationClosingDate: "2027-01-31",
        interviewDate: "2027-01-15",
        startDate: "2027-03-01",
      }),
    ).toEqual([]);
    expect(dateWarnings({})).toEqual([]);
  });

  it("flags each of the four slips", () => {
    expect(dateWarnings({ applicationStartDate: "2027-02-01", applicationClosingDate: "2027-01-31" })).toEqual([
      "The application start date is after the closing date.",
    ]);
    expect(dateWarnings({ applicationStartDate: "2027-01-10", applicationClosingDate: "2027-01-31", interviewDate: "2027-01-05" })).toEqual(
      ["The interview date is before applications open."],
    );
    expect(dateWarnings({ applicationStartDate: "2027-01-10", applicationClosingDate: "2027-01-31", interviewDate: "2027-02-05" })).toEqual(
      ["The interview date is after applications close."],
    );
    expect(dateWarnings({ applicationStartDate: "2027-01-10", applicationClosingDate: "2027-01-31", startDate: "2027-01-20" })).toEqual([
      "The job starts before applications close.",
    ]);
  });

  it("gives today in the local calendar", () => {
    expect(todayInput(new Date("2026-11-22T10:00:00Z"))).toMatch(/^2026-11-2[123]$/);
  });
});
