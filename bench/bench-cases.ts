// What the benchmark times: the searches the board, the deck and API clients really send.
import { SORT_OPTIONS } from "../lib/job-sort";
import type { MatchProfile } from "../lib/job-match";

/** `after`: the case continues the list by cursor after that many jobs, as Load More and the deck do. */
export type BenchCase = { name: string; params: Record<string, string>; after?: number };

export const BENCH_CASES: BenchCase[] = [
  { name: "no filter", params: {} },
  { name: "common word 'offshore'", params: { search: "offshore" } },
  { name: "rare word 'hyperbaric'", params: { search: "hyperbaric" } },
  { name: "prefix 'turb'", params: { search: "turb" } },
  { name: "common word, sort salary-high", params: { search: "offshore", sortBy: "salary-high" } },
  { name: "category + salary band", params: { category: "mining", salaryMin: "120000", salaryMax: "200000" } },
  ...SORT_OPTIONS.map((sortBy) => ({ name: `sort ${sortBy}`, params: { sortBy } })),
  { name: "location group 'arctic'", params: { location: "arctic" } },
  { name: "location group 'international'", params: { location: "international" } },
  { name: "risk level extreme", params: { riskLevel: "extreme" } },
  { name: "ticket GWO BST", params: { ticket: "gwo-bst" } },
  { name: "rotation FIFO", params: { rotation: "fifo" } },
  { name: "travel paid", params: { travelPaid: "true" } },
  { name: "visa sponsorship", params: { visaSponsorship: "true" } },
  { name: "work arrangement remote-site", params: { workArrangement: "remote-site" } },
  { name: "work arrangement fully-remote (rare)", params: { workArrangement: "fully-remote" } },
  { name: "visa sponsorship + fully-remote", params: { visaSponsorship: "true", workArrangement: "fully-remote" } },
  // Deep pages go by keyset cursor: an offset reads every row it skips (5,000 took 10-20 ms on its own).
  ...(["newest", "salary-high", "closing-soon"] as const).map((sortBy) => ({
    name: `cursor after 5,000 jobs, ${sortBy}`,
    params: { sortBy },
    after: 5_000,
  })),
  { name: "cursor after 5,000 jobs, region 'arctic'", params: { location: "arctic" }, after: 5_000 },
];

/** A worker's profile as "Jobs for you" ranks by it (budget: Postgres p95 ≤ 50 ms at 100,000 jobs). */
export type MatchBenchCase = { name: string; profile: MatchProfile; after?: number };

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const offshoreWorker: MatchProfile = {
  tickets: [{ name: "bosiet-foet", expiresOn: inDays(300) }, { name: "huet-ca-ebs", expiresOn: inDays(40) }, { name: "gwo-bst" }],
  availableFrom: inDays(14),
  rotations: ["28-28", "2-2"],
  minPay: { amount: 450, unit: "day" },
  regions: ["offshore"],
  needsSponsorship: true,
};

export const MATCH_BENCH_CASES: MatchBenchCase[] = [
  { name: "matches: full profile", profile: offshoreWorker },
  {
    name: "matches: one ticket, nothing else",
    profile: {
      ...offshoreWorker,
      tickets: [{ name: "stcw" }],
      availableFrom: null,
      rotations: [],
      minPay: null,
      regions: [],
      needsSponsorship: false,
    },
  },
  { name: "matches: full profile, cursor after 200", profile: offshoreWorker, after: 200 },
];
