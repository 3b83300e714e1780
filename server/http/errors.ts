// Typed HTTP errors: domain code throws these, the route wrapper turns them into { message, code } answers.

/**
 * The API's error codes and the status each answers with: clients branch on the code, people read the
 * message. Several codes share a status where a client should act differently (fix the input or the JSON,
 * sign in or retype the password, retry or give up). The OpenAPI description lists them (openapi/document.ts).
 */
export const ERROR_CODES = {
  validation_failed: 400,
  malformed_json: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  payment_required: 402,
  forbidden: 403,
  cross_site: 403,
  email_unverified: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  already_exists: 409,
  too_large: 413,
  unsupported_media_type: 415,
  policy: 400,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
  not_configured: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The code a status answers with unless the thrower names a finer one: the status's first in the table. */
const DEFAULT_CODES = new Map<number, ErrorCode>();
for (const [code, status] of Object.entries(ERROR_CODES) as [ErrorCode, number][])
  if (!DEFAULT_CODES.has(status)) DEFAULT_CODES.set(status, code);
const defaultCode = (status: number): ErrorCode => DEFAULT_CODES.get(status) ?? (status >= 500 ? "internal" : "validation_failed");

/** The body of every error answer. */
export function errorBody(message: string, status: number, code: ErrorCode = defaultCode(status)): { message: string; code: ErrorCode } {
  return { message, code };
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The input field the problem is in, for a form to show it beside that field. */
    readonly field?: string,
    /** A finer code than the status's own, where a client should act on the difference. */
    readonly code?: ErrorCode,
    /** The compliance rule a refusal names (code `policy`). */
    readonly rule?: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/**
 * By brand as well as class: code running in the instrumentation bundle (the auth instance's hooks, say)
 * throws its own copy of HttpError, which `instanceof` in a route bundle does not recognise.
 */
export function isHttpError(error: unknown): error is HttpError {
  return (
    error instanceof HttpError || (error instanceof Error && error.name === "HttpError" && typeof (error as HttpError).status === "number")
  );
}

/** The compliance gate's refusal: 400 with the rule, the field and the words the poster sees. */
export const policyRefusal = (finding: { rule: string; field: string; message: string }) =>
  new HttpError(400, finding.message, finding.field, "policy", finding.rule);
export const badRequest = (message: string, code?: ErrorCode) => new HttpError(400, message, undefined, code);
export const unauthorized = (message = "Unauthorized", code?: ErrorCode) => new HttpError(401, message, undefined, code);
export const forbidden = (message = "Forbidden", code?: ErrorCode) => new HttpError(403, message, undefined, code);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const conflict = (message: string, code?: ErrorCode) => new HttpError(409, message, undefined, code);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const tooManyRequests = (message = "Too many requests. Please try again later.") => new HttpError(429, message);
export const paymentRequired = (message: string) => new HttpError(402, message);
/** A service this needs is not set up on this deployment: trying again will not help until someone sets it up. */
export const notConfigured = (message: string) => new HttpError(503, message, undefined, "not_configured");
