"use client";
// Retry on a failed or cancelled job, Cancel on one waiting for another try; the page is read again after
// either, so the figures and the list show what the server now holds.
import { useRouter } from "next/navigation";
import { useMutation } from "@tanstack/react-query";
import type { postAdminBackgroundWorkIdCancel, postAdminBackgroundWorkIdRetry } from "@/lib/api/operations/background-work";
import type { TroubledState } from "@/lib/schemas/background-work";
import { failureText } from "../forms/post-json";
import { endpoint } from "../query/call-api";
import { toast } from "../toast/toast-store";
import { Button } from "../ui/button";

const retryJob = endpoint<typeof postAdminBackgroundWorkIdRetry>("POST /api/admin/background-work/{id}/retry");
const cancelJob = endpoint<typeof postAdminBackgroundWorkIdCancel>("POST /api/admin/background-work/{id}/cancel");

type Props = { id: string; state: TroubledState; summary: string };

export function TroubledJobActions({ id, state, summary }: Props) {
  const router = useRouter();
  const action = useMutation({
    mutationFn: (what: "retry" | "cancel") => (what === "retry" ? retryJob : cancelJob).call({ params: { id } }),
    onSuccess: (_, what) => toast({ title: what === "retry" ? "Job queued to run again" : "Job cancelled" }),
    onError: (error) =>
      toast({ title: "The job could not be changed", description: failureText(error, "Please try again."), variant: "destructive" }),
    onSettled: () => router.refresh(),
  });
  const busy = action.isPending;
  return (
    <div className="flex gap-2">
      {state === "retrying" ? (
        <Button
          variant="secondary"
          size="xs"
          pending={busy}
          pendingText="Cancelling…"
          aria-label={`Cancel: ${summary}`}
          onClick={() => action.mutate("cancel")}
        >
          Cancel
        </Button>
      ) : (
        <Button size="xs" pending={busy} pendingText="Retrying…" aria-label={`Retry: ${summary}`} onClick={() => action.mutate("retry")}>
          Retry
        </Button>
      )}
    </div>
  );
}
