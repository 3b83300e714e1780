// Calls to a server a test file starts for itself behind TRUST_PROXY: each call may name its client in
// X-Forwarded-For, as a proxy would, so a file can act as many addresses (IPv6 ones too) or as one.
export type ProxiedAnswer = { status: number; headers: Headers; body: Record<string, unknown>; text: string };
export type ProxiedOptions = {
  method?: string;
  body?: unknown;
  /** A body sent as it is (a signed webhook payload). */
  raw?: string;
  cookie?: string;
  /** The client's address, as the proxy saw it. */
  from?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** POST when there is a body, GET otherwise; the answer parsed when it is JSON (a feed is not). */
export async function callThroughProxy(baseUrl: string, path: string, options: ProxiedOptions = {}): Promise<ProxiedAnswer> {
  const headers = new Headers(options.headers);
  if (options.cookie) headers.set("cookie", options.cookie);
  if (options.from) headers.set("x-forwarded-for", options.from);
  const hasBody = options.body !== undefined || options.raw !== undefined;
  if (hasBody) headers.set("content-type", "application/json");
  const response = await fetch(`${baseUrl}${path}`, {
    method: options.method ?? (hasBody ? "POST" : "GET"),
    headers,
    body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    redirect: "manual",
    signal: options.signal,
  });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    // not JSON: the caller reads `text`
  }
  return { status: response.status, headers: response.headers, body, text };
}

/** The cookies an answer set, as a browser would send them back (only `name`'s when given). */
export const cookiesOf = (answer: ProxiedAnswer, name?: string) =>
  answer.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => !name || c.startsWith(`${name}=`))
    .join("; ");
