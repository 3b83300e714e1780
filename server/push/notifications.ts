// What a push says: `{ title, body, url }` exactly (the service worker shows title and body and opens url).
// url is absolute: the job's page for one job, the search's results for several, the profile for reminders.
import "server-only";
import { describeFilters } from "@/lib/saved-search-filters";
import { savedSearchHref } from "@/lib/saved-search-href";
import type { PushNotification } from "@/lib/schemas/push";
import type { SavedSearchFilters } from "@/lib/schemas/saved-searches";
import { config } from "../config";

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function savedSearchNotification(
  filters: SavedSearchFilters,
  found: { id: string; title: string; company: string; location: string }[],
): PushNotification {
  const { baseUrl } = config();
  if (found.length === 1) {
    const [job] = found;
    return {
      title: clip(`New job: ${job.title}`, 200),
      body: clip(`${job.company} · ${job.location}`, 500),
      url: `${baseUrl}/job/${job.id}?utm_source=outpost&utm_medium=push&utm_campaign=saved-search`,
    };
  }
  return {
    title: `${found.length} new jobs for your saved search`,
    body: clip(describeFilters(filters), 500),
    url: `${baseUrl}${savedSearchHref(filters)}`,
  };
}

export function ticketReminderNotification(items: { label: string; daysLeft: number }[], profilePath: string): PushNotification {
  const days = (n: number) => (n === 0 ? "today" : n === 1 ? "in 1 day" : `in ${n} days`);
  const [first] = items;
  return {
    title:
      items.length === 1 ? clip(`${first.label} expires ${days(first.daysLeft)}`, 200) : `${items.length} tickets or medicals expire soon`,
    body: clip(items.map((i) => `${i.label}: ${days(i.daysLeft)}`).join(", "), 500),
    url: `${config().baseUrl}${profilePath}`,
  };
}
