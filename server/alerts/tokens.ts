// The tokens in subscription emails. Confirmation tokens are random and single-use. Unsubscribe links
// must keep working in every email ever sent, so their tokens are derived (a keyed hash of what they
// unsubscribe) and can be put in each new email; the database keeps only their sha256, like every token.
import "server-only";
import { config } from "../config";
import { keyedHash, safeEqual } from "../secrets";

/** What an unsubscribe link stops: an alert, a subscription, an employer's expiry reminders or a worker's ticket reminders. */
export type UnsubscribeKind = "alert" | "subscriber" | "reminders" | "tickets";
const PREFIX: Record<UnsubscribeKind, string> = { alert: "a", subscriber: "s", reminders: "r", tickets: "t" };

/** `a.<id>.<mac>`: the id says which row, the keyed hash proves we wrote it. */
export function unsubscribeToken(kind: UnsubscribeKind, id: string): string {
  return `${PREFIX[kind]}.${id}.${keyedHash("unsubscribe", `${kind}:${id}`)}`;
}

export function readUnsubscribeToken(token: string): { kind: UnsubscribeKind; id: string } | null {
  const [prefix, id, mac] = token.split(".");
  const kind = (Object.keys(PREFIX) as UnsubscribeKind[]).find((k) => PREFIX[k] === prefix);
  if (!kind || !id || !mac || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  return safeEqual(mac, keyedHash("unsubscribe", `${kind}:${id}`)) ? { kind, id } : null;
}

export const confirmUrl = (token: string) => `${config().baseUrl}/subscriptions/confirm?token=${encodeURIComponent(token)}`;
export const unsubscribePageUrl = (token: string) => `${config().baseUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
/** The RFC 8058 one-click endpoint mail clients POST to. */
const unsubscribeApiUrl = (token: string) => `${config().baseUrl}/api/unsubscribe?token=${encodeURIComponent(token)}`;

/** The headers every mailing carries (RFC 2369 and RFC 8058), so mail clients offer a one-click unsubscribe. */
export function listUnsubscribeHeaders(token: string): Record<string, string> {
  return { "List-Unsubscribe": `<${unsubscribeApiUrl(token)}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
