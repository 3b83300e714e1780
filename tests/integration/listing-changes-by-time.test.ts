// The sweep's questions: which jobs left the board, or came onto it, by the clock alone in a span of time.
import { describe, expect, it } from "vitest";
import { expiredSince, openedSince } from "@/server/jobs/listing-changes-by-time";
import { withTestDatabase } from "../support/test-db";
import { daysFromNow, insertJobs } from "../support/factories";

const t = withTestDatabase();
const HOUR = 60 * 60 * 1000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);

describe("expiredSince and openedSince", () => {
  it("find each job whose listing ended, or began, within the span, once", async () => {
    // In order: its paid term ended, its applications closed, ended before the span, still open, archived
    // (told when it was), never open before it ended, opened within the span, opens later.
    const [paidTermEnded, closed, , , , , opened] = await insertJobs(
      t.db,
      { expiresAt: hoursAgo(1), applicationClosingDate: daysFromNow(5), applicationStartDate: daysFromNow(-10) },
      { expiresAt: daysFromNow(5), applicationClosingDate: hoursAgo(2), applicationStartDate: daysFromNow(-10) },
      { expiresAt: hoursAgo(30), applicationClosingDate: hoursAgo(1), applicationStartDate: daysFromNow(-10) },
      { expiresAt: daysFromNow(5), applicationClosingDate: daysFromNow(5), applicationStartDate: daysFromNow(-10) },
      { expiresAt: hoursAgo(1), applicationClosingDate: daysFromNow(5), isActive: false, archivedAt: hoursAgo(48) },
      { expiresAt: hoursAgo(1), applicationClosingDate: hoursAgo(1), applicationStartDate: hoursAgo(1) },
      { expiresAt: daysFromNow(5), applicationClosingDate: daysFromNow(5), applicationStartDate: hoursAgo(3) },
      { expiresAt: daysFromNow(9), applicationClosingDate: daysFromNow(9), applicationStartDate: daysFromNow(1) },
    );
    const since = hoursAgo(24);
    const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();
    expect(ids(await expiredSince(t.db, since))).toEqual([paidTermEnded.id, closed.id].sort());
    // The next sweep starts where this one ended: nothing is found twice.
    expect(await expiredSince(t.db, new Date())).toEqual([]);
    expect(ids(await openedSince(t.db, since))).toEqual([opened.id]);
  });
});
