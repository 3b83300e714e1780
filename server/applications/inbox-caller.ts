// Who may read a job's applications: its employer, signed in. Anyone else, signed out included, is answered
// 404 as if the record did not exist, so an inbox's address tells a stranger nothing.
import "server-only";
import type { PublicUser } from "../accounts/public-user";
import { currentUser } from "../http/guards";
import { notFound } from "../http/errors";

/** Every inbox answer is one employer's alone: never kept by a shared cache or the browser's. */
export const PRIVATE = { "Cache-Control": "private, no-store" } as const;

export async function inboxCaller(request: Request, notFoundMessage: string): Promise<PublicUser> {
  const user = await currentUser(request.headers);
  if (!user) throw notFound(notFoundMessage);
  return user;
}

/** An attachment's header with the file's own name: ASCII for old clients, RFC 5987 UTF-8 for the rest. */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
