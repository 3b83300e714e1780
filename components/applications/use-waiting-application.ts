"use client";
// Whether an application to this job waits in this browser's outbox ('Waiting to send'), kept current as the
// outbox sends it, here or in another tab. When it leaves the queue the seeker's list is read again, so the
// job page turns to 'Applied'.
import { useCallback, useEffect, useRef, useSyncExternalStore } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { subscribeOutbox, waitingChanges } from "../offline/outbox";
import { useOwnerNow } from "../offline/use-outbox-owner";
import { APPLICATIONS_KEY } from "./use-applied-jobs";

export function useWaitingApplication(jobId: string): boolean {
  const owner = useOwnerNow();
  const client = useQueryClient();
  const read = useCallback(
    () => owner !== null && waitingChanges(owner).some((item) => item.kind === "apply" && item.jobId === jobId),
    [owner, jobId],
  );
  const waiting = useSyncExternalStore(subscribeOutbox, read, () => false);
  const before = useRef(waiting);
  useEffect(() => {
    if (before.current && !waiting) void client.invalidateQueries({ queryKey: APPLICATIONS_KEY });
    before.current = waiting;
  }, [waiting, client]);
  return waiting;
}
