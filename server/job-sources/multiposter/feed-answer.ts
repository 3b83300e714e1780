// The feed's answers, in the shape multiposters read back: <response><status>OK|ERROR</status>
// <job_reference/><advert_url/><message/></response>, one <message> per reason.
import "server-only";
import { xmlText } from "@/lib/xml-text";

export type FeedReply = { status: number; jobReference: string | null; advertUrl: string | null; messages: string[] };

export function feedXml({ status, jobReference, advertUrl, messages }: FeedReply, extra: Record<string, string | number> = {}): Response {
  const element = (name: string, value: string | number | null) =>
    value === null || value === "" ? `<${name}/>` : `<${name}>${xmlText(String(value))}</${name}>`;
  const body = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<response>`,
    element("status", status === 200 ? "OK" : "ERROR"),
    element("job_reference", jobReference),
    element("advert_url", advertUrl),
    ...Object.entries(extra).map(([name, value]) => element(name, value)),
    ...(messages.length ? messages.map((m) => element("message", m)) : [element("message", null)]),
    `</response>`,
  ].join("\n");
  const headers: Record<string, string> = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "no-store" };
  if (status === 401) headers["WWW-Authenticate"] = 'Basic realm="Outpost multiposter feed", charset="UTF-8"';
  if (status === 429) headers["Retry-After"] = "60";
  return new Response(body, { status, headers });
}
