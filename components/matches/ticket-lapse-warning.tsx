"use client";
// On the shared, cached job page: a signed-in seeker's hitch check, each ticket and medical the job asks for
// against its first hitch (docs/decisions/130-hitch-check.md). Asked for after the page loads, so nothing
// private is ever in the page's HTML; a seeker with no profile yet is pointed to it, anyone else sees nothing.
import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import type { getJobHitchCheck } from "@/lib/api/operations/hitch-check";
import { RequestError } from "../forms/post-json";
import { endpoint } from "../query/call-api";
import { useCurrentUser } from "../query/current-user";
import { HitchList } from "../applications/hitch-list";

const hitch = endpoint<typeof getJobHitchCheck>("GET /api/jobs/{id}/hitch-check");

export function TicketLapseWarning({ jobId }: { jobId: string }) {
  const auth = useCurrentUser();
  const signedIn = auth.status === "signed-in" && auth.user.role === "user";
  const { data, error } = useQuery({
    queryKey: ["hitch-check", jobId],
    queryFn: () => hitch.call({ params: { id: jobId } }),
    enabled: signedIn,
    retry: false,
  });
  if (!signedIn) return null;
  if (error instanceof RequestError && error.status === 409)
    return (
      <p className="mt-4 text-sm text-slate-700">
        <Link href="/account/profile" className="font-medium text-amber-800 underline">
          Add your tickets to your profile
        </Link>{" "}
        to check them against this job&apos;s hitch.
      </p>
    );
  if (!data?.items.length) return null;
  const trouble = data.items.some((item) => item.state !== "valid");
  return (
    <section
      aria-label="Your tickets for this hitch"
      className={`mt-4 rounded-lg border p-4 ${trouble ? "border-amber-300 bg-amber-50" : "border-emerald-200 bg-emerald-50"}`}
    >
      <HitchList hitchEnd={data.hitchEnd} items={data.items} title="Your tickets for this hitch" />
    </section>
  );
}
