// Calls our route handlers the way Next does: a NextRequest in, a Response out.
import { NextRequest } from "next/server";

type Handler<P> = (request: NextRequest, context: { params: Promise<P> }) => Promise<Response>;

export type CallOptions<P = Record<string, string>> = {
  method?: string;
  body?: unknown;
  rawBody?: BodyInit;
  headers?: Record<string, string>;
  params?: P;
  cookie?: string;
};

let visitor = 0;

export async function call<P>(handler: Handler<P>, url: string, options: CallOptions<P> = {}): Promise<Response> {
  const headers = new Headers(options.headers);
  // Unless a test says who is calling, each call comes from a different visitor, as on a real board.
  if (!headers.has("x-forwarded-for")) headers.set("x-forwarded-for", `192.0.2.${(visitor = (visitor % 250) + 1)}`);
  if (options.cookie) headers.set("cookie", options.cookie);
  let body = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set("content-type", "application/json");
  }
  const request = new NextRequest(new URL(url, "http://localhost:3000"), {
    method: options.method ?? (body ? "POST" : "GET"),
    headers,
    body,
  });
  return handler(request, { params: Promise.resolve(options.params ?? ({} as P)) });
}

/** The cookie header a browser would send back after this response. */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
