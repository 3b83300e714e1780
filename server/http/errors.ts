// Typed HTTP errors: domain code throws these, the route wrapper turns them into { message, code } answers.

/**
 * The API's error codes, one per status it answers with: clients branch on the code, people read the
 * message. The OpenAPI description lists them (openapi/document.ts).
 */
export const ERROR_CODES = {
  400: "validation_failed",
  401: "unauthenticated",
  402: "payment_required",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  409: "conflict",
  413: "too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
  500: "internal",
  503: "unavailable",
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The body of every error answer. */
export function errorBody(message: string, status: number): { message: string; code: ErrorCode } {
  const code = ERROR_CODES[status as keyof typeof ERROR_CODES] ?? (status >= 500 ? "internal" : "validation_failed");
  return { message, code };
}
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The input field the problem is in, for a form to show it beside that field. */
    readonly field?: string,
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

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = "Unauthorized") => new HttpError(401, message);
export const forbidden = (message = "Forbidden") => new HttpError(403, message);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const tooManyRequests = (message = "Too many requests. Please try again later.") => new HttpError(429, message);
export const paymentRequired = (message: string) => new HttpError(402, message);
