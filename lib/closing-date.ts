// Closing-date urgency and its badge: labels, tone, and when 'Closing Soon' shows.
import { formatDate } from "./format";

export type Urgency = "normal" | "closed" | "urgent" | "soon";

export type ClosingBadge = { urgency: Urgency; label: string };

const DAY_MS = 24 * 60 * 60 * 1000;

export function closingBadge(closing: Date | string | null | undefined, now: Date = new Date()): ClosingBadge {
  if (closing === null || closing === undefined || closing === "") return { urgency: "normal", label: "Date not available" };
  const date = closing instanceof Date ? closing : new Date(closing);
  if (Number.isNaN(date.getTime())) return { urgency: "normal", label: "Invalid date" };
  const msLeft = date.getTime() - now.getTime();
  if (msLeft < 0) return { urgency: "closed", label: "Applications closed" };
  if (msLeft <= DAY_MS) return { urgency: "urgent", label: "Closing today" };
  const days = Math.ceil(msLeft / DAY_MS);
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
