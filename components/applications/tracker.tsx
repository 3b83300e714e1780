"use client";
// The seeker's tracker: their applications, re-read every few seconds while the tab is visible so an
// employer's Viewed, Shortlisted or Declined shows up without a reload (TanStack pauses the interval in a
// hidden tab and reads again on return).
import Link from "next/link";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { deleteUserApplicationsId, getUserApplications } from "@/lib/api/operations/applications";
import { failureText } from "../forms/post-json";
import { endpoint } from "../query/call-api";
import { toast } from "../toast/toast-store";
import { buttonClass } from "../ui/button";
import { TrackerItem } from "./tracker-item";
import { APPLICATIONS_KEY } from "./use-applied-jobs";

const list = endpoint<typeof getUserApplications>("GET /api/user/applications");
const withdraw = endpoint<typeof deleteUserApplicationsId>("DELETE /api/user/applications/{id}");

/** Often enough that a change reaches the seeker well within ten seconds, at one small read per interval. */
const POLL_MS = 5_000;

export function Tracker() {
  const queryClient = useQueryClient();
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: APPLICATIONS_KEY,
    queryFn: () => list.call(),
    refetchInterval: POLL_MS,
    staleTime: 0,
  });
  const withdrawal = useMutation({
    mutationFn: (id: string) => withdraw.call({ params: { id } }),
    onSuccess: () =>
      toast({ title: "Application withdrawn", description: "The employer sees it as withdrawn, without your CV, answers or note." }),
    onError: (error) =>
      toast({ title: "Could not withdraw", description: failureText(error, "Please try again."), variant: "destructive" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY }),
  });

  if (isPending)
    return (
      <p className="mt-6 text-slate-700" role="status" aria-live="polite">
        Loading your applications…
      </p>
    );
  if (isError && !data)
    return (
      <div className="mt-6" role="alert">
        <p className="text-slate-800">Your applications could not be loaded.</p>
        <button type="button" className={buttonClass({ variant: "secondary", className: "mt-3" })} onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    );
  if (data.applications.length === 0)
    return (
      <section className="mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <p className="text-slate-800">You have not applied to any jobs on Outpost yet.</p>
        <Link href="/" className={buttonClass({ className: "mt-4 inline-block" })}>
          Browse jobs
        </Link>
      </section>
    );
  return (
    <ul className="mt-6 space-y-3" aria-label="Your applications">
      {data.applications.map((application) => (
        <TrackerItem
          key={application.id}
          application={application}
          withdrawing={withdrawal.isPending && withdrawal.variables === application.id}
          onWithdraw={(id) => withdrawal.mutateAsync(id).catch(() => undefined)}
        />
      ))}
    </ul>
  );
}
