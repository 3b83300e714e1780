"use client";
// 'Take down' on an open report: asks the reason, takes the reported job down (its employer is emailed)
// and resolves the report, then re-reads the queue.
import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { postAdminBrokenLinkReportsIdTakeDown } from "@/lib/api/operations/admin";
import { failureText } from "../forms/post-json";
import { endpoint } from "../query/call-api";
import { toast } from "../toast/toast-store";
import { TakedownDialog } from "./takedown-dialog";

const takeDown = endpoint<typeof postAdminBrokenLinkReportsIdTakeDown>("POST /api/admin/broken-link-reports/{id}/take-down");

export function TakeDownReport({ reportId, jobTitle }: { reportId: string; jobTitle: string }) {
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const mutation = useMutation({
    mutationFn: (reason: string) => takeDown.call({ params: { id: reportId }, body: { reason } }),
    onSuccess: () => toast({ title: "Job taken down", description: "The employer has been emailed and the report resolved." }),
    onError: (error) =>
      toast({ title: "Failed to take the job down", description: failureText(error, "Please try again."), variant: "destructive" }),
    onSettled: () => client.invalidateQueries({ queryKey: ["admin", "reports"] }),
  });
  return (
    <>
      <button
        type="button"
        onClick={() => setAsking(true)}
        className="rounded-md border border-red-200 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
      >
        Take down
      </button>
      <TakedownDialog
        jobTitle={asking ? jobTitle : null}
        busy={mutation.isPending}
        onConfirm={(reason) => {
          mutation.mutate(reason);
          setAsking(false);
        }}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
