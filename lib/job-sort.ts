// Sort orders of the job list; 'newest' is the default.
export const SORT_OPTIONS = ["newest", "popular", "oldest", "closing-soon", "closing-latest", "salary-high", "salary-low"] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export const SORT_LABELS: Record<SortOption, string> = {
  newest: "Newest first",
  popular: "Most popular",
  oldest: "Oldest first",
  "closing-soon": "Closing soonest",
  "closing-latest": "Closing latest",
  "salary-high": "Highest salary",
  "salary-low": "Lowest salary",
};
