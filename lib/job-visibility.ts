// Whether a job is on the board, and why not: the outcome of every rule at once (its paid window, the
// employer's archive, an admin's takedown, a refund or card dispute). Each action that can list a job again
// asks here which of those it may lift, so reactivate, extend, renew and an admin's Active switch cannot
// disagree. Pure: the server enforces it, My Jobs uses it to offer only the buttons that can work.
import type { PaymentIssue } from "./payment-issues";

/** Why a job is off the board, the most serious first. */
export const DOWN_REASONS = ["taken_down", "refunded", "disputed", "incomplete", "held", "archived", "expired"] as const;
export type DownReason = (typeof DOWN_REASONS)[number];

export type VisibilityFacts = {
  /** The stored switch the board's queries read; kept as this rule's outcome by every write. */
  isActive: boolean;
  archivedAt: Date | string | null;
  expiresAt: Date | string;
  takenDownAt: Date | string | null;
  takenDownReason?: string | null;
  /** The worst issue of the payments that bought this job's days (see jobPaymentIssue on the server). */
  paymentIssue: PaymentIssue | null;
  /** Facts a listing needs that the job's source did not give (an ATS board without pay). */
  incompleteFields?: readonly string[] | null;
};

/**
 * A refund, or a dispute lost, returns the money: the days it bought are gone for good. An open dispute
 * holds the job off while the card issuer decides. A dispute we won leaves the payment standing.
 */
function paymentReason(issue: PaymentIssue | null): DownReason | null {
  if (issue === "refunded" || issue === "dispute_lost") return "refunded";
  if (issue === "disputed") return "disputed";
  return null;
}

/** Every reason the job is not listed now, most serious first; empty when it is listed. */
export function downReasons(job: VisibilityFacts, now: Date = new Date()): DownReason[] {
  const reasons = new Set<DownReason>();
  if (job.takenDownAt) reasons.add("taken_down");
  const paid = paymentReason(job.paymentIssue);
  if (paid) reasons.add(paid);
  if (job.archivedAt) reasons.add("archived");
  // Saved from a source that left out pay, a closing date or a country: listed once they are supplied.
  if (job.incompleteFields?.length) reasons.add("incomplete");
  // Off with none of the reasons above: hidden by Outpost for another cause (a won dispute not yet listed
  // again, an apply link found broken, a takedown from before takedowns had reasons). An admin's call.
  if (!job.isActive && reasons.size === 0) reasons.add("held");
  if (new Date(job.expiresAt).getTime() <= now.getTime()) reasons.add("expired");
  return DOWN_REASONS.filter((r) => reasons.has(r));
}

/** `complete`: an edit that supplies the last fact an incomplete job lacked; never refused, it only lists. */
export type ListingAction = "reactivate" | "extend" | "renew" | "admin_list" | "complete";

/**
 * The reasons that refuse each action. Reactivating is free, so it lifts only the employer's own archive,
 * inside the paid window. An extension pays for days after the current end: it lifts an archive and the
 * expiry, nothing else; a job whose payment was refunded or disputed is not extended at all (the stricter
 * rule: a cheaper top-up must not buy back a listing whose money was withdrawn, and we take no more money
 * for a job whose card is in dispute; posting it again as a new job at the full price stays open).
 * Renewing copies the job into a new posting: refused only for a takedown, whose content an admin removed.
 * An admin lists again whatever they took down or held, never days a refund or dispute took away.
 */
const REFUSED_BY: Record<ListingAction, readonly DownReason[]> = {
  reactivate: ["taken_down", "refunded", "disputed", "incomplete", "held", "expired"],
  extend: ["taken_down", "refunded", "disputed", "incomplete", "held"],
  renew: ["taken_down"],
  admin_list: ["refunded", "disputed", "incomplete"],
  complete: [],
};

/** The first (most serious) reason that refuses this action, or null when it may go ahead. */
export function refusal(action: ListingAction, job: VisibilityFacts, now: Date = new Date()): DownReason | null {
  return downReasons(job, now).find((reason) => REFUSED_BY[action].includes(reason)) ?? null;
}

/** What each action takes away when it goes ahead (expiry is lifted by the new expiresAt it writes). */
const LIFTS: Record<ListingAction, readonly DownReason[]> = {
  reactivate: ["archived"],
  extend: ["archived", "expired"],
  renew: [],
  admin_list: ["taken_down", "held", "archived"],
  // An incomplete job is stored switched off: once nothing is missing, that is all that held it.
  complete: ["held"],
};

/**
 * The stored switch once the action has lifted what it may, from the job as it was: on only when nothing
 * but expiry remains (every query reads expiry from expiresAt, so an expired job may keep its switch on).
 */
export function activeAfter(action: ListingAction, job: VisibilityFacts, now: Date = new Date()): boolean {
  return downReasons(job, now).every((reason) => reason === "expired" || LIFTS[action].includes(reason));
}

/** What the employer is told, on My Jobs, about a job that is off the board. */
/** What an incomplete job's poster is asked to add, in the words of the edit form. */
export const INCOMPLETE_FIELD_LABELS: Record<string, string> = {
  salary: "pay",
  applicationClosingDate: "closing date",
  country: "country",
};

/** 'Incomplete: add pay, closing date and country to list it' */
export function incompleteText(fields: readonly string[]): string {
  const names = fields.map((f) => INCOMPLETE_FIELD_LABELS[f] ?? f);
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "what it lacks");
  return `Incomplete: add ${list} to list it`;
}

export function downText(reason: DownReason, job: Pick<VisibilityFacts, "takenDownReason" | "incompleteFields">): string {
  switch (reason) {
    case "incomplete":
      return incompleteText(job.incompleteFields ?? []);
    case "taken_down":
      return `Taken down by an admin: ${job.takenDownReason || "no reason given"}`;
    case "refunded":
      return "Refunded";
    case "disputed":
      return "Disputed";
    case "held":
      return "Taken off the board by Outpost: contact support to list it again";
    case "archived":
      return "Archived";
    case "expired":
      return "Expired";
  }
}

/** The 409 answer's message when an action is refused for this reason. */
export function refusalMessage(action: ListingAction, reason: DownReason): string {
  switch (reason) {
    case "taken_down":
      return "This job was taken down by an admin. Only an admin can list it again.";
    case "refunded":
      return action === "admin_list"
        ? "This job's payment was refunded: its days are gone. It cannot be listed again."
        : "This job's payment was refunded, so it cannot be listed again. Post it as a new job instead.";
    case "disputed":
      return "This job's payment is disputed. It stays off the board while the dispute is open.";
    case "held":
      return "This job was taken down by Outpost. Contact support to discuss it.";
    case "incomplete":
      return "This job is incomplete: add what it lacks (pay, closing date or country) by editing it, and it is listed.";
    case "expired":
      return "This job's paid listing has ended. Extend it to list it again.";
    case "archived":
      return "This job is archived.";
  }
}
