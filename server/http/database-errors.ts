// Postgres errors that are the client's doing, as answers; any other is our bug and answers 500 (route.ts).
import "server-only";
import type { ErrorCode } from "./errors";

type Answer = [status: number, message: string, code?: ErrorCode];

/** Codes that mean the input was wrong, not the server; the messages name what was wrong. */
const CLIENT_ERRORS: Record<string, Answer> = {
  "23503": [404, "A referenced record does not exist"],
  "22P02": [400, "Invalid input"],
  "22007": [400, "Invalid date"],
  "22008": [400, "Date out of range"],
  "22003": [400, "Number out of range"],
  "22001": [400, "Value too long"],
  "22021": [400, "Invalid characters in input"],
  "22P05": [400, "Invalid characters in input"],
};

/**
 * Unique violations a person can cause (two sign-ups racing for one username or email, two CSV
 * imports adding the same company at once), by constraint. Any other unique violation is a table we meant to keep unique ourselves
 * (intent ids, tokens, digest sends): a bug, logged and answered 500, never 'already exists'.
 */
const UNIQUE_VIOLATIONS: Record<string, Answer> = {
  users_username_unique: [409, "Username is already taken", "already_exists"],
  users_email_unique: [409, "An account with this email already exists", "already_exists"],
  employers_name_key: [409, "The same company was added by another request at the same moment. Please try again."],
  // A saved search changed to filters the account already has in another of its searches.
  saved_searches_user_filters_key: [409, "You already have a saved search with these filters", "already_exists"],
};

type PgError = { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };

function pgError(error: unknown): PgError | undefined {
  for (let e = error as PgError | undefined, i = 0; e && i < 3; e = e.cause as PgError | undefined, i++) {
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e;
  }
  return undefined;
}

/** The constraint a unique violation names: a field of the driver's error, else its message. */
function constraintOf(error: PgError): string | undefined {
  if (typeof error.constraint === "string") return error.constraint;
  return typeof error.message === "string" ? /unique constraint "([^"]+)"/.exec(error.message)?.[1] : undefined;
}

/** Class 22 is "data exception": whatever its subclass, a value the client sent could not be stored or compared. */
export function databaseClientError(error: unknown): Answer | undefined {
  const pg = pgError(error);
  if (!pg) return undefined;
  const code = pg.code as string;
  if (code === "23505") return UNIQUE_VIOLATIONS[constraintOf(pg) ?? ""];
  return CLIENT_ERRORS[code] ?? (code.startsWith("22") ? [400, "Invalid input"] : undefined);
}
