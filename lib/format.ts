// How Outpost writes dates, times, counts and contract types: British order ('5 Mar 2027') in London
// time everywhere, so the server, the browser and the emails agree whatever zone each runs in. A start
// date stored as midnight UTC, and a closing date stored as the end of its UK day (decision 117), each
// read as that same day in London all year.
// Money is written by lib/currency.ts, next to the regions' rates it converts with.
import { CONTRACT_LABELS, type ContractType } from "./job-fields";

const LONDON = "Europe/London";

const shortDate = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: LONDON });
const longDate = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: LONDON });
const numericDate = new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: LONDON });
const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: LONDON });
const count = new Intl.NumberFormat("en-GB");
const relative = new Intl.RelativeTimeFormat("en-GB", { numeric: "auto" });

type DateLike = Date | string | null | undefined;

function dateOf(value: DateLike): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '5 Mar 2027'; a dash for no date. */
export function formatDate(value: DateLike): string {
  const date = dateOf(value);
  return date ? shortDate.format(date) : "—";
}

/** '5 March 2027': the listing term, receipts and the account page. */
export function formatLongDate(value: DateLike): string {
  const date = dateOf(value);
  return date ? longDate.format(date) : "—";
}

/** '5 Mar 2027, 14:05': when something happened in the back office; a dash for no moment. */
export function formatDateTime(value: DateLike): string {
  const date = dateOf(value);
  return date ? dateTime.format(date) : "—";
}

/** '05/03/2027': the date in CRM notes. */
export function formatNumericDate(value: Date): string {
  return numericDate.format(value);
}

/** 'Full-time'; a stored value the form no longer offers reads as it is. */
export function formatContractType(value: string): string {
  return CONTRACT_LABELS[value as ContractType] ?? value;
}

/** '12,480' */
export function formatCount(value: number): string {
  return count.format(value);
}

/** A job total: '9,873', or '10,000+' when counting stopped at the cap (docs/decisions/083). */
export function formatTotal(total: number, capped: boolean): string {
  return capped ? `${count.format(total)}+` : count.format(total);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400_000],
  ["month", 30 * 86_400_000],
  ["week", 7 * 86_400_000],
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

/** '3 days ago', 'in 2 weeks', 'yesterday', 'just now'. */
export function timeAgo(value: Date | string, now = Date.now()): string {
  const diff = new Date(value).getTime() - now;
  for (const [unit, ms] of UNITS) {
    if (Math.abs(diff) >= ms) return relative.format(Math.round(diff / ms), unit);
  }
  return "just now";
}
