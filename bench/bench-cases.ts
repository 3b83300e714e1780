// What the benchmark times: the searches the board, the deck and API clients really send.
import { SORT_OPTIONS } from "../lib/job-sort";

export type BenchCase = { name: string; params: Record<string, string> };

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
  { name: "offset 5,000", params: { offset: "5000" } },
];
