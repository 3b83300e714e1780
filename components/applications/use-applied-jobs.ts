"use client";
// Whether the signed-in seeker has applied to a job, from GET /api/user/applications (the same list the
// tracker reads), asked for after the cached job page loads so nothing private is in its HTML.
import { useQuery } from "@tanstack/react-query";
import type { getUserApplications } from "@/lib/api/operations/applications";
import { endpoint } from "../query/call-api";
import { useCurrentUser } from "../query/current-user";

const listApplications = endpoint<typeof getUserApplications>("GET /api/user/applications");

/** The tracker's own key (components/applications/tracker), so one read serves both and a send refreshes both. */
export const APPLICATIONS_KEY = ["user-applications"] as const;

export function useAppliedJobs(): { seeker: boolean; applied: (jobId: string) => { id: string; status: string } | null } {
  const auth = useCurrentUser();
  const seeker = auth.status === "signed-in" && auth.user.role === "user";
  const { data } = useQuery({
    queryKey: APPLICATIONS_KEY,
    queryFn: () => listApplications.call(),
    enabled: seeker,
    retry: false,
    staleTime: 30_000,
  });
  return {
    seeker,
    applied: (jobId) => (seeker ? (data?.applications.find((a) => a.jobId === jobId) ?? null) : null),
  };
}
