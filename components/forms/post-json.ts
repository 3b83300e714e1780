// A JSON POST whose failure carries the spec's message format (section 8): the status code, a colon and
// a space, then the server's message — and the server's message alone, for showing to people.
export class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string,
    /** The input field the server named as the problem, when it named one. */
    readonly field?: string,
    /** The server's error code (`email_unverified`, say), for a screen that offers the way out it names. */
    readonly code?: string,
  ) {
    super(`${status}: ${serverMessage}`);
    this.name = "RequestError";
  }
}

/** What to tell the person: the server's own words when it gave any, else the fallback. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof RequestError && error.serverMessage ? error.serverMessage : fallback;
}

/**
 * Raised on the window when a call is answered 401, with the call's address and a copy of the answer: a page
 * left open after its session ended elsewhere finds out at its first refused call (components/query/current-user).
 */
export const UNAUTHORIZED_EVENT = "outpost:unauthorized";

/** Any method; a JSON content type is sent only with a body. */
export async function sendJson(method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    credentials: "include",
    ...(body !== undefined && { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
  });
  if (!res.ok) {
    if (res.status === 401 && typeof window !== "undefined") {
      window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT, { detail: { response: res.clone() } }));
    }
    const text = await res.text();
    let message = text || res.statusText;
    let field: string | undefined;
    let code: string | undefined;
    try {
      const body = JSON.parse(text) as { message?: string; field?: string; code?: string };
      message = body.message ?? message;
      field = body.field;
      code = body.code;
    } catch {
      // not JSON: keep the text
    }
    throw new RequestError(res.status, message, field, code);
  }
  return res;
}
