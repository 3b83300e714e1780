// The click analytics answer and the one figure derived from it.
export type ClickAnalytics = {
  /** The spec's shape: a list whose first entry holds the count. */
  totalTrackedClicks: [{ count: number }];
  /** How many jobs have at least one apply click (the ranking shows the first ten). */
  jobsWithClicks: number;
  topJobs: { jobId: string; title: string; company: string; clickCount: number }[];
};

/** 'Avg Clicks/Job': the total over the jobs that were clicked, rounded; 0 when nothing was. */
export function averageClicks(a: ClickAnalytics): number {
  return a.jobsWithClicks ? Math.round(a.totalTrackedClicks[0].count / a.jobsWithClicks) : 0;
}
