// The closing date (decision 117): a job whose applications close on 5 January takes applicants all of
// 5 January in UK time, so a closing day is stored as the last moment of that day in London. This file is
// the one place that turns a day into that moment and back, and says how near the closing day is.
import { formatDate } from "./format";

const LONDON = "Europe/London";
const DAY_MS = 24 * 60 * 60 * 1000;

const londonClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: LONDON,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** London's wall clock at an instant, read as if it were UTC (so its difference from the instant is the offset). */
function londonWallClock(instant: number): number {
  const part = Object.fromEntries(londonClock.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  const wall = Date.UTC(+part.year, +part.month - 1, +part.day, +part.hour, +part.minute, +part.second);
  return wall + (((instant % 1000) + 1000) % 1000);
}

const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

function dayParts(day: string): [number, number, number] {
  const match = DAY_TEXT.exec(day);
  if (!match) throw new RangeError(`Not a yyyy-mm-dd day: ${day}`);
  return [+match[1], +match[2], +match[3]];
}

/** The UK calendar day an instant falls on, as yyyy-mm-dd. */
export function ukDayOf(instant: Date): string {
  return new Date(londonWallClock(instant.getTime())).toISOString().slice(0, 10);
}

/** The moment a UK day begins: its midnight in London, whichever of GMT or BST is in force then. */
function ukMidnight(year: number, month: number, day: number): number {
  const asUtc = Date.UTC(year, month - 1, day);
  // Guess with the offset at that UTC midnight, then correct with the offset at the guess itself, so a day
  // whose clocks change is right too.
  const guess = asUtc - (londonWallClock(asUtc) - asUtc);
  return asUtc - (londonWallClock(guess) - guess);
}

/** When applications close on a closing day (yyyy-mm-dd): the last millisecond of that day in the UK. */
export function closingInstant(day: string): Date {
  const [year, month, date] = dayParts(day);
  return new Date(ukMidnight(year, month, date + 1) - 1);
}

/** The closing day an employer chose, read back from the stored moment (or any moment on that UK day). */
export function closingDayOf(instant: Date): string {
  return ukDayOf(instant);
}

/** The UK day after the one an instant falls on: the earliest new closing day for a listing ending then. */
export function dayAfter(instant: Date): string {
  return ukDayOf(new Date(closingInstant(ukDayOf(instant)).getTime() + 1));
}

/**
 * The closing moment a closing date names, whatever form it came in: a day ('2027-01-05'), or a moment on
 * that UK day (a browser's local midnight, or a moment already stored by this rule, which is kept as it is).
 */
export function closingOf(value: Date | string): Date {
  if (typeof value === "string" && DAY_TEXT.test(value)) return closingInstant(value);
  return closingInstant(ukDayOf(value instanceof Date ? value : new Date(value)));
}

/** Whole UK calendar days from one instant's day to another's (negative when `to` is the earlier day). */
export function ukDaysBetween(from: Date, to: Date): number {
  const number = (day: string) => {
    const [y, m, d] = dayParts(day);
    return Date.UTC(y, m - 1, d) / DAY_MS;
  };
  return number(ukDayOf(to)) - number(ukDayOf(from));
}

export type Urgency = "normal" | "closed" | "urgent" | "soon";

export type ClosingBadge = { urgency: Urgency; label: string };

/**
 * How near applications are to closing, counted in UK calendar days: today and tomorrow are urgent, up to a
 * week is soon. A job viewed late on its closing day still closes today, not 'in 1 day'.
 */
export function closingBadge(closing: Date | string | null | undefined, now: Date = new Date()): ClosingBadge {
  if (closing === null || closing === undefined || closing === "") return { urgency: "normal", label: "Date not available" };
  const date = closing instanceof Date ? closing : new Date(closing);
  if (Number.isNaN(date.getTime())) return { urgency: "normal", label: "Invalid date" };
  if (date.getTime() <= now.getTime()) return { urgency: "closed", label: "Applications closed" };
  const days = ukDaysBetween(now, date);
  if (days <= 0) return { urgency: "urgent", label: "Closing today" };
  if (days === 1) return { urgency: "urgent", label: "Closing tomorrow" };
  if (days <= 7) return { urgency: "soon", label: `Closing in ${days} days` };
  return {
    urgency: "normal",
    label: `Applications close ${formatDate(date)}`,
  };
}

/** Badge colours: closed grey, urgent red, soon orange, normal blue. */
export const URGENCY_CLASSES: Record<Urgency, string> = {
  closed: "bg-slate-200 text-slate-700",
  urgent: "bg-red-100 text-red-800",
  soon: "bg-orange-100 text-orange-800",
  normal: "bg-blue-100 text-blue-800",
};
