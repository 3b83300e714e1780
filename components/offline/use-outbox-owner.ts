"use client";
// Whose outbox a change made now goes to: the signed-in account as the page already knows it (the cached
// answer of GET /api/user), else "visitor". Read from the cache when the change is made, so a screen that
// only might need it asks the server nothing.
import { useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "../query/api-client";
import { useCurrentUser, type CurrentUser } from "../query/current-user";
import { readOwner } from "../shortlist/device-account";
import { VISITOR, type Owner } from "./outbox";

export function useOutboxOwner(): () => Owner {
  const client = useQueryClient();
  return () => client.getQueryData<CurrentUser | null>(queryKeys.currentUser)?.id ?? VISITOR;
}

/**
 * The same owner as a value that follows the session's answer, for a screen that shows what waits. With no
 * answer at all (a kept page opened offline) it is the account this browser last synced with, whose queue the
 * sync sends when the link is back (components/shortlist/shortlist-sync).
 */
export function useOwnerNow(): Owner | null {
  const auth = useCurrentUser();
  if (auth.status === "signed-in") return auth.user.id;
  if (auth.status === "unreachable") return readOwner();
  return auth.status === "signed-out" ? VISITOR : null;
}
