"use client";
// On the shared, cached job page: a signed-in worker's warning that a ticket this job requires lapses before it
// starts. Asked for after the page loads, so nothing private is ever in the page's HTML.
import { useQuery } from "@tanstack/react-query";
import { AlertTriangle } from "lucide-react";
import type { getUserJobFit } from "@/lib/api/operations/matches";
import { queryKeys } from "../query/api-client";
import { endpoint } from "../query/call-api";
import { useCurrentUser } from "../query/current-user";

const jobFit = endpoint<typeof getUserJobFit>("GET /api/user/matches/{id}");

export function TicketLapseWarning({ jobId }: { jobId: string }) {
  const auth = useCurrentUser();
  const signedIn = auth.status === "signed-in" && auth.user.role === "user";
  const { data } = useQuery({
    queryKey: queryKeys.jobFit(jobId),
    queryFn: () => jobFit.call({ params: { id: jobId } }),
    enabled: signedIn,
    retry: false,
  });
  if (!signedIn || !data?.lapses.length) return null;
  return (
    <div role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      {data.lapses.map((lapse) => (
        <p key={lapse} className="flex items-start gap-2">
          <AlertTriangle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
          {lapse}
        </p>
      ))}
    </div>
  );
}
