// What may be said about a database error: whether it means "the database is unavailable" (503, try
// again) and a log line that never carries a query's parameters (session tokens, emails, passwords' hashes).

type ErrorLike = { name?: unknown; message?: unknown; code?: unknown; cause?: unknown; errors?: unknown; query?: unknown; stack?: unknown };

/** The error, its causes and, for an AggregateError (one per address tried), its members. */
function chain(error: unknown): ErrorLike[] {
  const seen: ErrorLike[] = [];
  const visit = (e: unknown) => {
    if (!e || typeof e !== "object" || seen.includes(e as ErrorLike) || seen.length > 8) return;
    seen.push(e as ErrorLike);
    visit((e as ErrorLike).cause);
    if (Array.isArray((e as ErrorLike).errors)) for (const member of (e as ErrorLike).errors as unknown[]) visit(member);
  };
  visit(error);
  return seen;
}

// Postgres classes and codes that say the server cannot serve us now, not that the query was wrong:
// connection exceptions, too many connections, shutting down or starting, our statement/lock timeouts.
const UNAVAILABLE_SQLSTATE = /^(08...|53300|53400|57P0[1-4]|57014|55P03)$/;
const UNAVAILABLE_ERRNO = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);
// node-postgres says these in words only.
const UNAVAILABLE_MESSAGE =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|connection error and is not queryable|Cannot use a pool after calling end/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  return chain(error).some(
    (e) =>
      (typeof e.code === "string" && (UNAVAILABLE_SQLSTATE.test(e.code) || UNAVAILABLE_ERRNO.has(e.code))) ||
      (typeof e.message === "string" && UNAVAILABLE_MESSAGE.test(e.message)),
  );
}

/** A drizzle query error's message is "Failed query: <sql>\nparams: <values>": keep the SQL, drop the values. */
function safeMessage(e: ErrorLike): string {
  if (typeof e.query === "string") return `Failed query: ${e.query}`;
  const text = typeof e.message === "string" ? e.message : String(e);
  return text.replace(/\nparams:[\s\S]*$/, "");
}

/** One log entry for an error: each link of the chain as name [code]: message, then the top stack frames. */
export function safeErrorText(error: unknown, { stack = true } = {}): string {
  const links = chain(error).map((e) => {
    const name = typeof e.name === "string" ? e.name : "Error";
    const code = typeof e.code === "string" ? ` [${e.code}]` : "";
    return `${name}${code}: ${safeMessage(e)}`;
  });
  const top = chain(error)[0];
  const frames =
    stack && typeof top?.stack === "string"
      ? top.stack
          .split("\n")
          .filter((line) => /^\s+at /.test(line))
          .slice(0, 8)
      : [];
  return [links.join("\n  caused by "), ...frames].join("\n") || String(error);
}
