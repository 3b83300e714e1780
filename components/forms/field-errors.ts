// How the job forms (post and edit) report a failed check: every field's first problem at once, and
// the focus on the first field that has one, so a keyboard or screen-reader user lands where to fix it.
import type { z } from "zod";
import { RequestError } from "./post-json";

export function reportFieldErrors(error: z.ZodError, setErrors: (errors: Record<string, string>) => void): void {
  const found: Record<string, string> = {};
  for (const issue of error.issues) found[String(issue.path[0])] ??= issue.message;
  setErrors(found);
  document.getElementById(Object.keys(found)[0])?.focus();
}

/** A server answer that names a field (an image address it could not fetch, say) shows beside that field. */
export function reportServerFieldError(
  error: unknown,
  setErrors: (update: (errors: Record<string, string>) => Record<string, string>) => void,
): boolean {
  if (!(error instanceof RequestError) || !error.field) return false;
  const field = error.field;
  setErrors((errors) => ({ ...errors, [field]: error.serverMessage }));
  document.getElementById(field)?.focus();
  return true;
}
