import { describe, expect, it } from "vitest";
import { parseSalary } from "@/lib/salary";

describe("parseSalary", () => {
  it.each([
    ["£250,000 - £300,000", 250_000, 300_000],
    ["£90k–£110k", 90_000, 110_000],
    ["120000", 120_000, 120_000],
    ["£80-120k", 80_000, 120_000],
    ["£150K+", 150_000, 150_000],
    ["GBP 95,000 to 105,000 per annum", 95_000, 105_000],
    ["£0.95m", 950_000, 950_000],
    ["£300,000 - £250,000", 250_000, 300_000],
    ["£10,000 per month", 120_000, 120_000],
    ["£120k (2 weeks on/2 off)", 120_000, 120_000],
    ["£50 / hour", 95_000, 95_000],
    ["£60 an hour", 114_000, 114_000],
    ["Up to £95,000 plus 21/21 rotation bonus", 95_000, 95_000],
  ])("reads %s as a yearly range", (text, min, max) => {
    expect(parseSalary(text)).toEqual({ min, max, unit: "year" });
  });

  it.each([
    ["£650 per day", 650, 650],
    ["£500-£700/day", 500, 700],
    ["£500 per day, 28/28 rotation", 500, 500],
    ["Day rate £1,200", 1_200, 1_200],
    ["£600 daily", 600, 600],
    ["£1.5k/day", 1_500, 1_500],
  ])("keeps %s as the day rate it is", (text, min, max) => {
    expect(parseSalary(text)).toEqual({ min, max, unit: "day" });
  });

  it("converts other currencies to GBP at the board's rates", () => {
    expect(parseSalary("$127,000")).toEqual({ min: 100_000, max: 100_000, unit: "year" });
    expect(parseSalary("€117k")).toEqual({ min: 100_000, max: 100_000, unit: "year" });
    expect(parseSalary("NOK 1,410,000")).toEqual({ min: 100_000, max: 100_000, unit: "year" });
    expect(parseSalary("A$197k")).toEqual({ min: 100_000, max: 100_000, unit: "year" });
    expect(parseSalary("AU$197k")).toEqual({ min: 100_000, max: 100_000, unit: "year" });
    expect(parseSalary("kr 1,410,000")).toEqual({ min: 100_000, max: 100_000, unit: "year" });
    expect(parseSalary("$1,270 per day")).toEqual({ min: 1_000, max: 1_000, unit: "day" });
  });

  // '£120,000 per day' is a yearly figure typed against the wrong unit: refused, not stored as a fortune.
  it.each(["", "Competitive", "DOE", "£0", "£1.2m", "£999,999,999", "£120,000 per day", "£6,000 per day"])("gives up on %j", (text) => {
    expect(parseSalary(text)).toBeNull();
  });
});
