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
    ["£1.2m", 1_200_000, 1_200_000],
    ["£300,000 - £250,000", 250_000, 300_000],
    ["£650 per day", 143_000, 143_000],
    ["£500-£700/day", 110_000, 154_000],
    ["£10,000 per month", 120_000, 120_000],
    ["£120k (2 weeks on/2 off)", 120_000, 120_000],
    ["£500 per day, 28/28 rotation", 110_000, 110_000],
    ["£50 / hour", 95_000, 95_000],
    ["£60 an hour", 114_000, 114_000],
    ["Up to £95,000 plus 21/21 rotation bonus", 95_000, 95_000],
  ])("reads %s", (text, min, max) => {
    expect(parseSalary(text)).toEqual({ min, max });
  });

  it("converts other currencies to GBP at the board's rates", () => {
    expect(parseSalary("$127,000")).toEqual({ min: 100_000, max: 100_000 });
    expect(parseSalary("€117k")).toEqual({ min: 100_000, max: 100_000 });
    expect(parseSalary("NOK 1,410,000")).toEqual({ min: 100_000, max: 100_000 });
    expect(parseSalary("A$197k")).toEqual({ min: 100_000, max: 100_000 });
    expect(parseSalary("AU$197k")).toEqual({ min: 100_000, max: 100_000 });
    expect(parseSalary("kr 1,410,000")).toEqual({ min: 100_000, max: 100_000 });
  });

  it.each(["", "Competitive", "DOE", "£0", "£999,999,999"])("gives up on %j", (text) => {
    expect(parseSalary(text)).toBeNull();
  });
});
