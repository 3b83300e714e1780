// JSON calls other than POST (PATCH, PUT, DELETE, GET) with the same failure format as postJson.
import { RequestError } from "./post-json";

export async function sendJson<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: "include",
    cache: "no-store",
    // A JSON content type only with a body (spec section 7).
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) {
    let message = text || res.statusText;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? message;
    } catch {
      // not JSON: keep the text
    }
    throw new RequestError(res.status, message);
  }
  return (text ? JSON.parse(text) : null) as T;
}
