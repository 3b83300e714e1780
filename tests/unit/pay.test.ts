import { describe, expect, it } from "vitest";
import { annualPay, annualPayRuleText, daysWorkedPerYear, DEFAULT_DAYS_WORKED } from "@/lib/pay";
import { ROTATIONS } from "@/lib/extreme-work";

describe("the annualising rule", () => {
  it("counts half a year on equal-time rotations and 220 days otherwise", () => {
    expect(annualPay(650, "day", "28-28")).toBe(118_300);
    expect(annualPay(650, "day", "2-2")).toBe(118_300);
    expect(annualPay(650, "day", "fifo")).toBe(143_000);
    expect(annualPay(650, "day", "on-site")).toBe(143_000);
    expect(annualPay(650, "day", null)).toBe(143_000);
    expect(annualPay(650, "day", "21-21-unknown")).toBe(143_000);
    expect(annualPay(95_000, "year", "28-28")).toBe(95_000);
  });

  it("states the rule in words built from the same table", () => {
    expect(annualPayRuleText()).toBe("Day rates count 182 days a year on equal-time rotations (2/2, 3/3, 4 on/4 off, 28/28), else 220.");
    // Every rotation the text leaves out of the brackets is worked the default number of days.
    const named = ROTATIONS.filter((r) => daysWorkedPerYear(r) !== DEFAULT_DAYS_WORKED);
    expect(named).toEqual(["2-2", "3-3", "4-4", "28-28"]);
  });
});
