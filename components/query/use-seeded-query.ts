"use client";
// A query whose first answer came with the server render. That answer is newer than anything cached on
// an earlier visit to the screen (TanStack's initialData would lose to such a cache entry), so it goes
// into the cache as the screen mounts, unless the cache holds something newer still. Later keys (another
// filter or page) start empty and load. A `partial` seed (the first few rows only) is read in full at once.
import { useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useState } from "react";

type Options<T> = {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
  seed: T;
  partial?: boolean;
  refetchInterval?: number;
  enabled?: boolean;
};

export function useSeededQuery<T>({ queryKey, queryFn, seed, partial, refetchInterval, enabled }: Options<T>) {
  const client = useQueryClient();
  useState(() => {
    const renderedAt = Date.now();
    if ((client.getQueryState(queryKey)?.dataUpdatedAt ?? 0) < renderedAt) client.setQueryData(queryKey, seed, { updatedAt: renderedAt });
  });
  return useQuery({ queryKey, queryFn, refetchInterval, enabled, refetchOnMount: partial ? "always" : true });
}
