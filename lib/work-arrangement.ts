// Where the work is done (issue 31). In this trade 'remote' means a remote site, not working from home:
// only 'fully-remote' is home-based work, and only it is marked TELECOMMUTE for search engines.
export const WORK_ARRANGEMENTS = ["on-site", "offshore", "remote-site", "fully-remote"] as const;
export type WorkArrangement = (typeof WORK_ARRANGEMENTS)[number];

export const WORK_ARRANGEMENT_LABELS: Record<WorkArrangement, string> = {
  "on-site": "On-site",
  offshore: "Offshore",
  "remote-site": "Remote site",
  "fully-remote": "Fully remote / home-based",
};

export function isWorkArrangement(value: unknown): value is WorkArrangement {
  return (WORK_ARRANGEMENTS as readonly unknown[]).includes(value);
}
