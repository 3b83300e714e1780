// Time since (or until) a moment in words: '3 days ago', 'in 2 weeks'; the back office and My Jobs.
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400_000],
  ["month", 30 * 86_400_000],
  ["week", 7 * 86_400_000],
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];
const relative = new Intl.RelativeTimeFormat("en-GB", { numeric: "auto" });

/** '3 days ago', 'yesterday', 'now'. */
export function timeAgo(value: Date | string, now = Date.now()): string {
  const diff = new Date(value).getTime() - now;
  for (const [unit, ms] of UNITS) {
    if (Math.abs(diff) >= ms) return relative.format(Math.round(diff / ms), unit);
  }
  return "just now";
}

/** Adds 'reportedAgo' once, when data arrives, so rendering stays pure and server and browser agree. */
export function withTimeAgo<T extends { createdAt: Date | string }>(rows: readonly T[], now = Date.now()): (T & { reportedAgo: string })[] {
  return rows.map((r) => ({ ...r, reportedAgo: timeAgo(r.createdAt, now) }));
}
