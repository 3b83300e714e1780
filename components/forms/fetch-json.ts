// A call whose JSON answer the screen needs: sendJson's failure format, the body parsed.
import { sendJson } from "./post-json";

export async function fetchJson<T = unknown>(method: Parameters<typeof sendJson>[0], url: string, body?: unknown): Promise<T> {
  const res = await sendJson(method, url, body);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}
