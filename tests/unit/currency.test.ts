import { describe, expect, it } from "vitest";
import { formatMoney, formatSalaryRange, regionByCode } from "@/lib/currency";

describe("currency", () => {
  it("converts at the section 9 rates, rounds, and shows K from 1,000", () => {
    expect(formatMoney(100_000)).toBe("£100K");
    expect(formatMoney(100_000, regionByCode("US"))).toBe("$127K");
    expect(formatMoney(100_000, regionByCode("NO"))).toBe("kr1410K");
    expect(formatMoney(999)).toBe("£999");
    expect(formatMoney(500, regionByCode("DK"))).toBe("kr4K");
    expect(formatMoney(12.4)).toBe("£12");
  });

  it("formats ranges and falls back to GBP for unknown regions", () => {
    expect(formatSalaryRange({ salaryMin: 80_000, salaryMax: 120_000, salaryUnit: "year" }, regionByCode("EU"))).toBe("€94K - €140K");
    expect(formatSalaryRange({ salaryMin: 90_000, salaryMax: 90_000, salaryUnit: "year" })).toBe("£90K");
    expect(regionByCode("XX").code).toBe("GB");
  });

  it("shows a day rate to the pound with its unit, as the trade quotes it", () => {
    expect(formatSalaryRange({ salaryMin: 650, salaryMax: 650, salaryUnit: "day" })).toBe("£650/day");
    expect(formatSalaryRange({ salaryMin: 600, salaryMax: 700, salaryUnit: "day" })).toBe("£600–£700/day");
    expect(formatSalaryRange({ salaryMin: 1_200, salaryMax: 1_500, salaryUnit: "day" })).toBe("£1,200–£1,500/day");
    expect(formatSalaryRange({ salaryMin: 650, salaryMax: 650, salaryUnit: "day" }, regionByCode("US"))).toBe("$826/day");
  });
});
