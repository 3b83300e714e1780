// The rows of a raw `db.execute`, whichever engine answered it.
import "server-only";

/** node-postgres answers { rows }, PGlite an array-like result with rows too; both carry `rows`. */
export function resultRows<T>(result: unknown): T[] {
  const r = result as { rows?: T[] } | T[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}
