// Whether a held ticket or medical is still good on a given day, in the words the profile, "Jobs for you" and the
// job page use. A ticket is good through its expiry day; "expiring" is the span the first reminder covers
// (docs/decisions/110-worker-profile-and-ticket-reminders.md), so the profile warns when the mail does.
import { formatDate } from "./format";

/** Days before its expiry that a ticket counts as expiring: the first reminder's. */
export const EXPIRING_WITHIN_DAYS = 90;

export type ExpiryState = "valid" | "expiring" | "lapsed";
export type ExpiryStatus = { state: ExpiryState; text: string };

const DAY_MS = 86_400_000;
const daysFrom = (today: string, day: string) => Math.round((Date.parse(day) - Date.parse(today)) / DAY_MS);
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/**
 * 'Valid until 5 Mar 2027', 'Expires 5 Mar 2027' (within the reminder span, today included) or 'Lapsed 5 Mar 2027'.
 * `expiresOn` and `today` are plain days (`YYYY-MM-DD`); null when no expiry date is given.
 */
export function expiryStatus(expiresOn: string | null | undefined, today: string): ExpiryStatus | null {
  if (!expiresOn || !isDay(expiresOn)) return null;
  const left = daysFrom(today, expiresOn);
  const date = formatDate(expiresOn);
  if (left < 0) return { state: "lapsed", text: `Lapsed ${date}` };
  if (left === 0) return { state: "expiring", text: `Expires today, ${date}` };
  if (left <= EXPIRING_WITHIN_DAYS) return { state: "expiring", text: `Expires ${date}` };
  return { state: "valid", text: `Valid until ${date}` };
}
