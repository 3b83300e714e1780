// How a held ticket stands on a day: valid, expiring within the first reminder's span, or lapsed.
import { describe, expect, it } from "vitest";
import { EXPIRING_WITHIN_DAYS, expiryStatus } from "@/lib/ticket-expiry";

const TODAY = "2026-12-01";

describe("expiryStatus", () => {
  it("is expiring on its last day, and lapsed the day after", () => {
    expect(expiryStatus("2026-12-01", TODAY)).toEqual({ state: "expiring", text: "Expires today, 1 Dec 2026" });
    expect(expiryStatus("2026-11-30", TODAY)).toEqual({ state: "lapsed", text: "Lapsed 30 Nov 2026" });
    expect(expiryStatus("2026-11-21", TODAY)).toEqual({ state: "lapsed", text: "Lapsed 21 Nov 2026" });
  });

  it("is expiring up to the first reminder's span ahead, and valid beyond it", () => {
    expect(EXPIRING_WITHIN_DAYS).toBe(90);
    expect(expiryStatus("2026-12-02", TODAY)).toEqual({ state: "expiring", text: "Expires 2 Dec 2026" });
    expect(expiryStatus("2027-03-01", TODAY)).toEqual({ state: "expiring", text: "Expires 1 Mar 2027" });
    expect(expiryStatus("2027-03-02", TODAY)).toEqual({ state: "valid", text: "Valid until 2 Mar 2027" });
  });

  it("says nothing without a real expiry date", () => {
    expect(expiryStatus(undefined, TODAY)).toBeNull();
    expect(expiryStatus(null, TODAY)).toBeNull();
    expect(expiryStatus("", TODAY)).toBeNull();
    expect(expiryStatus("not a day", TODAY)).toBeNull();
  });
});
