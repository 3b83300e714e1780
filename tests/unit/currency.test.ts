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
    expect(formatSalaryRange(80_000, 120_000, regionByCode("EU"))).toBe("€94K - €140K");
    expect(formatSalaryRange(90_000, 90_000)).toBe("£90K");
    expect(regionByCode("XX").code).toBe("GB");
  });
});
