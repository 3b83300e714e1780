// lib/format: British order in London time, whatever zone the process runs in (TZ is not London here).
import { describe, expect, it } from "vitest";
import {
  formatContractType,
  formatCount,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatNumericDate,
  formatTotal,
  timeAgo,
} from "@/lib/format";
import { contactedNote } from "@/lib/crm";
import { termText } from "@/lib/listing-term";

describe("dates", () => {
  it("writes day, month, year in London time", () => {
    expect(formatDate(new Date("2027-03-05T09:00:00Z"))).toBe("5 Mar 2027");
    expect(formatLongDate("2027-03-05T09:00:00Z")).toBe("5 March 2027");
    expect(formatNumericDate(new Date("2027-03-05T09:00:00Z"))).toBe("05/03/2027");
    expect(formatDateTime("2027-03-05T09:07:00Z")).toBe("5 Mar 2027, 09:07");
    expect(formatDateTime(new Date("2027-07-05T09:07:00Z"))).toBe("5 Jul 2027, 10:07");
  });

  it("gives the London day for a moment late in the UTC evening in summer (BST), not the UTC day", () => {
    const lateUtc = new Date("2026-07-14T23:30:00Z"); // 00:30 on 15 July in London
    expect(formatDate(lateUtc)).toBe("15 Jul 2026");
    expect(formatLongDate(lateUtc)).toBe("15 July 2026");
    expect(contactedNote(lateUtc)).toBe("Contacted on 15/07/2026");
    // In winter London is on UTC: the same moment of the day stays on its UTC day.
    expect(formatDate(new Date("2026-01-14T23:30:00Z"))).toBe("14 Jan 2026");
  });

  it("keeps dates stored as UTC days on their day in summer and winter", () => {
    expect(termText(new Date("2026-06-01T00:00:00Z"), new Date("2026-12-01T00:00:00Z"))).toBe("from 1 June 2026 to 1 December 2026");
  });

  it("writes a dash for no date or one that cannot be read", () => {
    for (const value of [null, undefined, "", "not a date"]) {
      expect(formatDate(value)).toBe("—");
      expect(formatLongDate(value)).toBe("—");
      expect(formatDateTime(value)).toBe("—");
    }
  });
});

describe("labels, counts and relative times", () => {
  it("names contract types as the job form does", () => {
    expect(formatContractType("full-time")).toBe("Full-time");
    expect(formatContractType("secondment")).toBe("secondment");
  });

  it("groups thousands with commas", () => {
    expect(formatCount(1234567)).toBe("1,234,567");
  });

  it("marks a job total that stopped at the cap with a plus", () => {
    expect(formatTotal(10_000, true)).toBe("10,000+");
    expect(formatTotal(10_000, false)).toBe("10,000");
    expect(formatTotal(9_873, false)).toBe("9,873");
  });

  it.each([
    [-30_000, "just now"],
    [-3 * 86_400_000, "3 days ago"],
    [-86_400_000, "yesterday"],
    [14 * 86_400_000, "in 2 weeks"],
    [-2 * 3_600_000, "2 hours ago"],
  ])("%i ms from now reads '%s'", (offset, text) => {
    const now = Date.UTC(2026, 10, 23, 12);
    expect(timeAgo(new Date(now + offset), now)).toBe(text);
  });
});
