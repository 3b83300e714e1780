// The hitch check: whether each ticket and medical a job asks for is good for the whole of its first hitch.
// One rule (docs/decisions/130-hitch-check.md), used by the job page, the apply sheet, Jobs for you, the
// inbox's filters and its order.
//
// - The hitch starts on the job's start date, or today when it has none or it has passed.
// - It lasts the rotation's time on (2/2 is 14 days, 3/3 21, 4 on/4 off and 28/28 28); a job with no rotation,
//   FIFO or permanent on-site has no fixed hitch, so the check is for its first day only.
// - A held item is good through its expiry day; one with no expiry date never lapses.
// - valid: good through the hitch's last day; lapses: good today but not to the end (dayOfHitch is the day of
//   the hitch its expiry day falls on, 0 or less when that is before the hitch starts); lapsed: already past;
//   missing: not held.
import { TICKET_LABELS, type Ticket } from "../extreme-work";
import { formatDate } from "../format";
import { isHeldMedical, isKnownTicket, medicalLabel, medicalName, ticketLabel, ticketName } from "../profile-names";

export const TIME_ON_DAYS: Record<string, number> = { "2-2": 14, "3-3": 21, "4-4": 28, "28-28": 28 };

export type HitchJob = {
  startDate: Date | string | null;
  rotation: string | null;
  tickets: string[] | null;
  ticketsOther: string | null;
  medical: string | null;
};
export type HeldItems = {
  tickets: { name: string; expiresOn?: string | null }[];
  medicals: { name: string; expiresOn?: string | null }[];
};
export type HitchState = "valid" | "lapses" | "lapsed" | "missing";
export type HitchItem = { name: string; state: HitchState; lapsesOn?: string; dayOfHitch?: number };
export type HitchCheck = { hitchStart: string; hitchEnd: string; items: HitchItem[] };

const DAY_MS = 86_400_000;
/** A moment or a day as a plain day (`YYYY-MM-DD`). */
export const day = (value: Date | string) => (typeof value === "string" ? value.slice(0, 10) : value.toISOString().slice(0, 10));
const addDays = (from: string, days: number) => new Date(Date.parse(from) + days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The first and last day of the job's first hitch, as plain days. */
export function hitchDays(job: Pick<HitchJob, "startDate" | "rotation">, today: string): { start: string; end: string } {
  const starts = job.startDate ? day(job.startDate) : null;
  const start = starts && starts > today ? starts : today;
  const timeOn = job.rotation ? TIME_ON_DAYS[job.rotation] : undefined;
  return { start, end: timeOn ? addDays(start, timeOn - 1) : start };
}

/** What the job asks for, each with its display name and how the profile would store it. */
export function requiredItems(job: Pick<HitchJob, "tickets" | "ticketsOther" | "medical">) {
  const listed = (job.tickets ?? [])
    .filter((t): t is Ticket => isKnownTicket(t))
    .map((t) => ({ kind: "ticket" as const, key: t, name: TICKET_LABELS[t] }));
  const other = (job.ticketsOther ?? "")
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean)
    .map((t) => ({ kind: "ticket" as const, key: ticketName(t), name: ticketLabel(ticketName(t)) }));
  const medical =
    job.medical && isHeldMedical(job.medical) ? [{ kind: "medical" as const, key: job.medical, name: medicalLabel(job.medical) }] : [];
  // A ticket named twice (in the list and as free text, or twice as free text) is asked for once.
  const tickets = [...listed, ...other].filter((item, i, all) => all.findIndex((o) => sameName(o.key, item.key)) === i);
  return [...tickets, ...medical];
}

/** The latest expiry among the held items of that name; null means one is held that never lapses. */
function heldExpiry(items: HeldItems["tickets"], key: string, normalise: (n: string) => string): string | null | undefined {
  const held = items.filter((i) => sameName(normalise(i.name), key));
  if (held.length === 0) return undefined;
  if (held.some((i) => !i.expiresOn)) return null;
  return held
    .map((i) => i.expiresOn as string)
    .sort()
    .at(-1);
}

export function hitchCheck(job: HitchJob, held: HeldItems, today: string): HitchCheck {
  const { start, end } = hitchDays(job, today);
  const items = requiredItems(job).map(({ kind, key, name }): HitchItem => {
    const expiresOn = kind === "ticket" ? heldExpiry(held.tickets, key, ticketName) : heldExpiry(held.medicals, key, medicalName);
    if (expiresOn === undefined) return { name, state: "missing" };
    if (expiresOn === null || expiresOn >= end) return { name, state: "valid" };
    if (expiresOn < today) return { name, state: "lapsed", lapsesOn: expiresOn };
    return { name, state: "lapses", lapsesOn: expiresOn, dayOfHitch: daysBetween(start, expiresOn) + 1 };
  });
  return { hitchStart: start, hitchEnd: end, items };
}

/** Every required item good through the hitch (true for a job that asks for none). */
export const allValid = (check: HitchCheck) => check.items.every((i) => i.state === "valid");

/** One line for an item: 'BOSIET/FOET lapses 12 days into this hitch'. */
export function hitchItemText(item: HitchItem): string {
  switch (item.state) {
    case "valid":
      return `${item.name} is valid through this hitch`;
    case "missing":
      return `${item.name} is not in your profile`;
    case "lapsed":
      return `${item.name} lapsed on ${formatDate(item.lapsesOn!)}`;
    case "lapses":
      return item.dayOfHitch! >= 1
        ? `${item.name} lapses ${item.dayOfHitch} ${item.dayOfHitch === 1 ? "day" : "days"} into this hitch`
        : `${item.name} lapses on ${formatDate(item.lapsesOn!)}, before this hitch starts`;
  }
}
