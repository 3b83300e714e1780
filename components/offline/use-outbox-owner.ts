"use client";
// Whose outbox a change made now goes to: the signed-in account as the page already knows it (the cached
// answer of GET /api/user), else "visitor". Read from the cache when the change is made, so a screen that
// only might need it asks the server nothing.
import { useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "../query/api-client";
import type { CurrentUser } from "../query/current-user";
import { VISITOR, type Owner } from "./outbox";

export function useOutboxOwner(): () => Owner {
  const client = useQueryClient();
  return () => client.getQueryData<CurrentUser | null>(queryKeys.currentUser)?.id ?? VISITOR;
}
