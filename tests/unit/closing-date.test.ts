import { describe, expect, it } from "vitest";
import { closingBadge } from "@/lib/closing-date";

const now = new Date("2026-11-22T12:00:00Z");
const inDays = (d: number) => new Date(now.getTime() + d * 24 * 60 * 60 * 1000);

describe("closingBadge", () => {
  it.each([
    [null, "normal", "Date not available"],
    ["not a date", "normal", "Invalid date"],
    [inDays(-0.01), "closed", "Applications closed"],
    [inDays(0.5), "urgent", "Closing today"],
    [inDays(1), "urgent", "Closing today"],
    [inDays(1.5), "soon", "Closing in 2 days"],
    [inDays(7), "soon", "Closing in 7 days"],
    [inDays(7.5), "normal", "Applications close 30 Nov 2026"],
    [new Date("2027-03-05T09:00:00Z"), "normal", "Applications close 5 Mar 2027"],
  ] as const)("%s → %s '%s'", (closing, urgency, label) => {
    expect(closingBadge(closing as Date | string | null, now)).toEqual({ urgency, label });
  });
});
