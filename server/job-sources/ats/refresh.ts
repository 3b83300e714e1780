// A later sync of a job the source already holds: what changes. The board is the truth for what it states;
// what it lacks and the employer has since supplied (pay, closing date, country) is kept; a job closed when
// it left the board opens again when it returns; and a term we chose rolls on while the posting stays.
import "server-only";
import { closingOf } from "@/lib/closing-date";
import { activeAfter } from "@/lib/job-visibility";
import { planExpiry } from "@/lib/plans";
import type { Job, NewJob } from "../../db/schema";
import { BOARD_PLAN, type BoardJob } from "./job-row";

// A term we chose is renewed once less than this is left of it.
const ROLL_WITHIN_MS = 7 * 24 * 60 * 60 * 1000;

const PAY_KEYS = ["salaryMin", "salaryMax", "salaryUnit"] as const;
const PLACE_KEYS = ["country", "subdivision", "placeKind"] as const;
const BOARD_KEYS = [
  "title",
  "company",
  "location",
  "description",
  "contractType",
  "employmentTerm",
  "category",
  "customCategory",
  "applicationUrl",
  "workArrangement",
  "rotation",
  "tickets",
] as const;

const same = (a: unknown, b: unknown) =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The patch that brings the job up to the board, or null when the board says nothing new. */
export function refreshPatch(current: Job, mapped: Extract<BoardJob, { values: unknown }>, now: Date): Partial<NewJob> | null {
  const board = mapped.values;
  const lacking = new Set<string>(mapped.incomplete);
  const patch: Partial<NewJob> = {};
  const take = (keys: readonly (keyof NewJob & keyof Job)[]) => {
    for (const key of keys) if (!same(current[key], board[key])) Object.assign(patch, { [key]: board[key] });
  };
  take(BOARD_KEYS);
  if (!lacking.has("salary")) take(PAY_KEYS);
  if (!lacking.has("country")) take(PLACE_KEYS);
  // Still missing: what the board lacks and the job has not been given since.
  const incomplete = current.incompleteFields.filter((field) => lacking.has(field));
  if (!same(incomplete, current.incompleteFields)) patch.incompleteFields = incomplete;

  const closed = current.applicationClosingDate <= now || current.expiresAt <= now;
  if (closed || current.expiresAt.getTime() - now.getTime() < ROLL_WITHIN_MS) {
    const term = closingOf(planExpiry(BOARD_PLAN, now));
    patch.expiresAt = term;
    // A closed job returning opens again; a closing date that was our term's end moves with it.
    if (closed || same(current.applicationClosingDate, current.expiresAt)) patch.applicationClosingDate = board.applicationClosingDate;
  }
  if (mapped.statedClosing && !same(board.applicationClosingDate, current.applicationClosingDate))
    patch.applicationClosingDate = board.applicationClosingDate;

  // Completed by this sync (the board now gives what was missing): listed, unless something else holds it off.
  if (patch.incompleteFields && patch.incompleteFields.length === 0)
    patch.isActive = activeAfter("complete", { ...current, incompleteFields: [], paymentIssue: null }, now);
  return Object.keys(patch).length ? patch : null;
}
