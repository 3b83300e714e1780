// Rows of the back office that show how long ago they were made.
import { timeAgo } from "./format";

/** Adds 'reportedAgo' once, when data arrives, so rendering stays pure and server and browser agree. */
export function withTimeAgo<T extends { createdAt: Date | string }>(rows: readonly T[], now = Date.now()): (T & { reportedAgo: string })[] {
  return rows.map((r) => ({ ...r, reportedAgo: timeAgo(r.createdAt, now) }));
}

/** The same for each report of each job in the report queue. */
export function withReportsTimeAgo<G extends { reports: readonly { createdAt: Date | string }[] }>(
  groups: readonly G[],
  now = Date.now(),
): (Omit<G, "reports"> & { reports: (G["reports"][number] & { reportedAgo: string })[] })[] {
  return groups.map((g) => ({ ...g, reports: withTimeAgo(g.reports, now) }));
}
