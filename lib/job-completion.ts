// An incomplete job (saved from a source that left out pay, a closing date or a country) is completed by
// an edit that states what it lacked: each fact the edit gives is struck off, and once none is left the
// job is listed unless something else holds it off (lib/job-visibility.ts). Every edit goes through this,
// the employer's and the admin's alike, so no writer can leave a completed job unlisted.
import { activeAfter, type VisibilityFacts } from "./job-visibility";

type Stated = {
  salaryMin?: number | null;
  salaryMax?: number | null;
  applicationClosingDate?: Date | null;
  country?: string | null;
  incompleteFields?: string[] | null;
  isActive?: boolean | null;
};

/** The form's fields each missing fact stands for: the gate names a missing pay by its first figure. */
const FIELDS_OF: Record<string, readonly string[]> = {
  salary: ["salary", "salaryMin", "salaryMax"],
  applicationClosingDate: ["applicationClosingDate"],
  country: ["country", "subdivision"],
};

/** Whether a finding on this field is about a fact the job is known to lack (it waits, rather than being refused). */
export function isAwaited(incompleteFields: readonly string[], field: string): boolean {
  return incompleteFields.some((fact) => (FIELDS_OF[fact] ?? [fact]).includes(field));
}

/** Whether the edit states the fact: pay as both figures above zero, a closing date, a country. */
const STATES: Record<string, (edit: Stated) => boolean> = {
  salary: (e) => (e.salaryMin ?? 0) > 0 && (e.salaryMax ?? 0) > 0,
  applicationClosingDate: (e) => e.applicationClosingDate instanceof Date,
  country: (e) => typeof e.country === "string" && e.country.length === 2,
};

/**
 * The edit with the job's remaining gaps, and its switch on when the last one is filled. An edit that says
 * which gaps remain itself (an ATS sync) is left as it is.
 */
export function completing<T extends Stated>(edit: T, job: VisibilityFacts & { incompleteFields: readonly string[] }, now = new Date()): T {
  if (!job.incompleteFields.length || edit.incompleteFields !== undefined) return edit;
  const left = job.incompleteFields.filter((field) => !(STATES[field]?.(edit) ?? false));
  if (left.length === job.incompleteFields.length) return edit;
  if (left.length) return { ...edit, incompleteFields: left };
  return { ...edit, incompleteFields: [], isActive: activeAfter("complete", { ...job, incompleteFields: [] }, now) };
}
