// Where the work is done. In this trade 'remote' means a remote site, not working from home:
// only 'fully-remote' is home-based work, and only it is marked TELECOMMUTE for search engines.
import { inLocationGroup, matchesWords, wordsPattern } from "./location-groups";

export const WORK_ARRANGEMENTS = ["on-site", "offshore", "remote-site", "fully-remote"] as const;
export type WorkArrangement = (typeof WORK_ARRANGEMENTS)[number];

export const WORK_ARRANGEMENT_LABELS: Record<WorkArrangement, string> = {
  "on-site": "On-site",
  offshore: "Offshore",
  "remote-site": "Remote site",
  "fully-remote": "Fully remote / home-based",
};

/** The travel and arrangement facts a job may state besides its conditions. */
export type ArrangementFacts = {
  workArrangement: WorkArrangement;
  departurePoint: string | null;
  travelBookedByEmployer: boolean | null;
};

export function isWorkArrangement(value: unknown): value is WorkArrangement {
  return (WORK_ARRANGEMENTS as readonly unknown[]).includes(value);
}

/** Words that say the work is done from home, in a location or a description. */
export const HOME_BASED_WORDS = ["home-based", "home based", "work from home", "working from home", "fully remote", "100% remote", "wfh"];
/**
 * And in a location only: a remote site is somewhere, a job open anywhere is home-based; a description's
 * 'a worldwide leader' says nothing of where the work is.
 */
const ANYWHERE_WORDS = [...HOME_BASED_WORDS, "worldwide", "anywhere"];
const REMOTE_SITE_WORDS = ["remote"];
const REMOTE_SITE_GROUPS = ["mining", "arctic"] as const;

type ArrangementSource = { location: string; description?: string | null };

/**
 * The arrangement a job without one stated most likely has (docs/decisions/109): home-based words in the
 * location or description → fully remote; an offshore location → offshore; 'remote', a mine or a polar
 * place → remote site; otherwise on-site. CSV rows without the column and the backfill use this rule.
 */
export function inferWorkArrangement({ location, description }: ArrangementSource): WorkArrangement {
  if (matchesWords(location, ANYWHERE_WORDS) || matchesWords(description ?? "", HOME_BASED_WORDS)) return "fully-remote";
  if (inLocationGroup(location, "offshore")) return "offshore";
  if (matchesWords(location, REMOTE_SITE_WORDS) || REMOTE_SITE_GROUPS.some((g) => inLocationGroup(location, g))) return "remote-site";
  return "on-site";
}

/**
 * The same rule as a SQL expression over a jobs row (location, description and the generated
 * location_groups); the backfill migration holds its output and a test runs both on the same places.
 */
export function workArrangementSql(): string {
  const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;
  const anywhere = quote(wordsPattern(ANYWHERE_WORDS));
  const home = quote(wordsPattern(HOME_BASED_WORDS));
  const groups = REMOTE_SITE_GROUPS.map(quote).join(", ");
  return [
    `case when location ~* ${anywhere} or description ~* ${home} then 'fully-remote'`,
    `when 'offshore' = any(location_groups) then 'offshore'`,
    `when location ~* ${quote(wordsPattern(REMOTE_SITE_WORDS))} or location_groups && array[${groups}]::text[] then 'remote-site'`,
    `else 'on-site' end`,
  ].join(" ");
}
