// Queues the email of one saved search's new jobs, in the caller's transaction, with its one-click unsubscribe.
import "server-only";
import { describeFilters } from "@/lib/saved-search-filters";
import { savedSearchHref } from "@/lib/saved-search-href";
import type { SavedSearchFilters } from "@/lib/schemas/saved-searches";
import type { Db } from "../db/client";
import { jobCardColumns } from "../jobs/job-columns";
import { config } from "../config";
import { queueMail } from "../mail/queued-mail";
import type { Mail } from "../mail/send-mail";
import { savedSearchEmail, type SavedSearchJob } from "../mail/templates/saved-search-email";
import { listUnsubscribeHeaders, unsubscribePageUrl, unsubscribeToken } from "../alerts/tokens";

const { id, title, company, location, salaryMin, salaryMax, salaryUnit } = jobCardColumns;
/** The columns an email shows of a job: the board card's own. */
export const savedSearchJobColumns = { id, title, company, location, salaryMin, salaryMax, salaryUnit };

/** Jobs an email lists; the rest are counted and reached through the search's link. */
export const JOBS_PER_EMAIL = 10;

export type SearchToMail = { id: string; email: string; filters: SavedSearchFilters };

/** `idempotencyKey` is the same on every try of this mail, so the provider drops a repeat. */
export async function queueSavedSearchMail(tx: Db, search: SearchToMail, found: SavedSearchJob[], idempotencyKey: string): Promise<void> {
  await queueMail(tx, savedSearchMail(search, found, idempotencyKey));
}

/** The email itself, for a caller that sends it rather than queueing it (an instant search's own job). */
export function savedSearchMail(search: SearchToMail, found: SavedSearchJob[], idempotencyKey: string): Mail {
  const { baseUrl } = config();
  // Every search's link names it (its id, signed), so unsubscribing removes this search and no other.
  const token = unsubscribeToken("alert", search.id);
  const rendered = savedSearchEmail({
    jobs: found.slice(0, JOBS_PER_EMAIL),
    more: Math.max(0, found.length - JOBS_PER_EMAIL),
    summary: describeFilters(search.filters),
    jobUrl: (id) => `${baseUrl}/job/${id}?utm_source=outpost&utm_medium=email&utm_campaign=saved-search`,
    searchUrl: `${baseUrl}${savedSearchHref(search.filters)}`,
    manageUrl: `${baseUrl}/account/saved-searches`,
    unsubscribeUrl: unsubscribePageUrl(token),
  });
  return { to: search.email, ...rendered, headers: listUnsubscribeHeaders(token), idempotencyKey };
}
