// Typed HTTP errors: domain code throws these, the route wrapper turns them into { message } answers.
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
  return error instanceof HttpError || (error instanceof Error && error.name === "HttpError" && typeof (error as HttpError).status === "number");
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = "Unauthorized") => new HttpError(401, message);
export const forbidden = (message = "Forbidden") => new HttpError(403, message);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const tooManyRequests = (message = "Too many requests. Please try again later.") => new HttpError(429, message);
export const paymentRequired = (message: string) => new HttpError(402, message);
