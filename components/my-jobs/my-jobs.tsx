"use client";
// My Jobs: counts, one card per posting with its status, listing dates and what it drew;
// edit, extend, archive (with confirmation) and reactivate (docs/decisions/042).
import { BarChart3, Eye, Inbox, MapPin, MousePointerClick, Plus, Star } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { postingView, type ListingStatus } from "@/lib/listing-term";
import { formatLongDate, timeAgo } from "@/lib/format";
import type { deleteUserJobsId, getUserJobs, postUserJobsIdReactivate } from "@/lib/api/operations/posting";
import { failureText } from "../forms/post-json";
import { queryKeys } from "../query/api-client";
import { endpoint, type Row } from "../query/call-api";
import { useOptimisticMutation } from "../query/use-optimistic-mutation";
import { useSeededQuery } from "../query/use-seeded-query";
import { ClosingBadges } from "../jobs/closing-badges";
import { PolicyWarnings } from "../jobs/policy-warnings";
import { SalaryRange } from "../jobs/money";
import { toast } from "../toast/toast-store";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { StatCards } from "../ui/stat-cards";
import { buttonClass } from "../ui/button";

/** A posting as My Jobs shows it: the API's own answer, with its status worked out (postingView). */
export type MyJob = ReturnType<typeof postingView<Row<typeof getUserJobs>>>;

const STATUS: Record<ListingStatus, { label: string; className: string }> = {
  active: { label: "Active", className: "bg-emerald-100 text-emerald-900" },
  scheduled: { label: "Scheduled", className: "bg-blue-100 text-blue-900" },
  closed: { label: "Closed", className: "bg-orange-100 text-orange-900" },
  expired: { label: "Expired", className: "bg-slate-200 text-slate-800" },
  archived: { label: "Archived", className: "bg-slate-200 text-slate-700" },
  taken_down: { label: "Taken down", className: "bg-red-100 text-red-900" },
  refunded: { label: "Refunded", className: "bg-red-100 text-red-900" },
  disputed: { label: "Disputed", className: "bg-red-100 text-red-900" },
  held: { label: "Off the board", className: "bg-red-100 text-red-900" },
  incomplete: { label: "Incomplete", className: "bg-amber-100 text-amber-900" },
};

/** Off the board for a reason the employer cannot undo themselves: said in words under the dates. */
const SERIOUS = new Set<ListingStatus>(["taken_down", "refunded", "disputed", "held", "incomplete"]);

const dates = (job: MyJob) => {
  const term = `${formatLongDate(new Date(job.applicationStartDate))} to ${formatLongDate(new Date(job.applicationClosingDate))}`;
  if (job.status === "archived")
    return `Archived${job.archivedAt ? ` on ${formatLongDate(new Date(job.archivedAt))}` : ""} · paid listing ${term}`;
  if (job.status === "scheduled")
    return `Opens ${formatLongDate(new Date(job.applicationStartDate))} · listed until ${formatLongDate(new Date(job.applicationClosingDate))}`;
  if (job.status === "active") return `Listed ${term}`;
  // Never on the board yet: its dates are the term it will have once it is complete.
  if (job.status === "incomplete") return `Not listed yet · term ${term}`;
  return `Was listed ${term}`;
};

const rowAction = buttonClass({ variant: "secondary", size: "xs" });

const myJobs = endpoint<typeof getUserJobs>("GET /api/user/jobs");
const reactivateJob = endpoint<typeof postUserJobsIdReactivate>("POST /api/user/jobs/{id}/reactivate");
const archiveJob = endpoint<typeof deleteUserJobsId>("DELETE /api/user/jobs/{id}");

const fetchMyJobs = async () => (await myJobs.call()).map((job) => postingView(job));

export function MyJobs({ jobs: initialJobs }: { jobs: MyJob[] }) {
  const [removing, setRemoving] = useState<MyJob | null>(null);
  const jobs = useSeededQuery({ queryKey: queryKeys.myJobs, queryFn: fetchMyJobs, seed: initialJobs }).data ?? initialJobs;
  const active = jobs.filter((j) => j.status === "active");
  const failed = (title: string) => (error: Error) =>
    toast({ title, description: failureText(error, "Please try again."), variant: "destructive" });
  /** The posting as it will be once the write is through; the server's own answer replaces it. */
  const listed = (list: MyJob[], id: string, isActive: boolean) =>
    list.map((j) => (j.id === id ? postingView({ ...j, isActive, archivedAt: isActive ? null : new Date().toISOString() }) : j));

  const reactivate = useOptimisticMutation({
    queryKey: queryKeys.myJobs,
    mutationFn: (job: MyJob) => reactivateJob.call({ params: { id: job.id } }),
    update: (list: MyJob[], job) => listed(list, job.id, true),
    onSuccess: (_, job) => toast({ title: "Job reactivated", description: `'${job.title}' is back on the board.` }),
    onFailure: failed("Failed to reactivate job"),
  });

  const remove = useOptimisticMutation({
    queryKey: queryKeys.myJobs,
    mutationFn: (job: MyJob) => archiveJob.call({ params: { id: job.id } }),
    update: (list: MyJob[], job) => listed(list, job.id, false),
    onSuccess: () => toast({ title: "Job removed successfully" }),
    onFailure: failed("Failed to remove job"),
  });

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold">My Jobs</h1>
        <Link href="/post-job" className={buttonClass({ className: "inline-flex items-center gap-2" })}>
          <Plus aria-hidden="true" className="h-4 w-4" /> Post New Job
        </Link>
      </div>
      <StatCards
        className="mt-6"
        stats={[
          { label: "Active Jobs", value: active.length },
          { label: "Featured Jobs", value: active.filter((j) => j.isFeatured).length },
          { label: "Total Posted", value: jobs.length },
          { label: "Applications", value: jobs.reduce((sum, j) => sum + j.applications, 0) },
        ]}
      />

      {jobs.length === 0 ? (
        <div className="mt-10 rounded-lg border-2 border-dashed border-slate-300 p-10 text-center">
          <h2 className="text-xl font-bold">No Jobs Posted Yet</h2>
          <p className="mt-2 text-slate-600">Your postings will appear here, with their views, apply clicks and applications.</p>
          <Link href="/post-job" className={buttonClass({ className: "mt-4 inline-block" })}>
            Post Your First Job
          </Link>
        </div>
      ) : (
        <ul className="mt-8 space-y-4">
          {jobs.map((job) => (
            <li key={job.id} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <h2 className="text-lg font-bold">{job.title}</h2>
                  <p className="text-slate-700">{job.company}</p>
                </div>
                <div className="flex flex-wrap gap-2">
                  {job.isFeatured && (
                    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                      <Star aria-hidden="true" className="h-3 w-3" /> Featured
                    </span>
                  )}
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS[job.status].className}`}>
                    {STATUS[job.status].label}
                  </span>
                </div>
              </div>
              <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
                <span className="inline-flex items-center gap-1">
                  <MapPin aria-hidden="true" className="h-4 w-4" />
                  {job.location}
                </span>
                {/* An incomplete job's pay may be a placeholder: the words below ask for it instead. */}
                {!job.incompleteFields.includes("salary") && (
                  <span className="font-medium text-emerald-800">
                    <SalaryRange min={job.salaryMin} max={job.salaryMax} unit={job.salaryUnit} />
                  </span>
                )}
              </p>
              <p className="mt-2 text-sm text-slate-700">{dates(job)}</p>
              {SERIOUS.has(job.status) && job.downText && (
                <p className="mt-2 text-sm font-semibold break-words text-red-800">{job.downText}</p>
              )}
              <PolicyWarnings warnings={job.warnings} />
              <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
                <ClosingBadges closing={job.applicationClosingDate} />
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                  {timeAgo(job.applicationClosingDate)}
                </span>
              </div>
              <p className="mt-3 flex flex-wrap gap-4 text-sm text-slate-700" aria-label="What this posting drew">
                <span className="inline-flex items-center gap-1">
                  <BarChart3 aria-hidden="true" className="h-4 w-4" /> Performance:
                </span>
                <span className="inline-flex items-center gap-1">
                  <Eye aria-hidden="true" className="h-4 w-4" />
                  {job.views} {job.views === 1 ? "view" : "views"}
                </span>
                <span className="inline-flex items-center gap-1">
                  <MousePointerClick aria-hidden="true" className="h-4 w-4" />
                  {job.applyClicks} apply {job.applyClicks === 1 ? "click" : "clicks"}
                </span>
                <span className="inline-flex items-center gap-1">
                  <Inbox aria-hidden="true" className="h-4 w-4" />
                  {job.applications} {job.applications === 1 ? "application" : "applications"}
                </span>
              </p>
              {job.applications > 0 && (
                <Link
                  href={`/my-jobs/${job.id}/applicants`}
                  className={buttonClass({ size: "sm", className: "mt-3 inline-flex items-center gap-2" })}
                >
                  <Inbox aria-hidden="true" className="h-4 w-4" /> Applicants ({job.applications})
                  <span className="sr-only"> for {job.title}</span>
                  {job.newApplications > 0 && (
                    <span className="rounded-full bg-white px-2 py-0.5 text-xs font-bold text-slate-900">{job.newApplications} new</span>
                  )}
                </Link>
              )}
              <div className="mt-4 flex flex-wrap gap-3">
                <Link href={`/job/${job.id}`} className={rowAction}>
                  View
                </Link>
                <Link href={`/my-jobs/${job.id}/edit`} className={rowAction} aria-label={`Edit ${job.title}`}>
                  Edit
                </Link>
                {job.canExtend && (
                  <Link
                    href={`/checkout?extend=${job.id}`}
                    className={rowAction}
                    aria-label={`${job.status === "active" || job.status === "scheduled" ? "Extend" : "Renew"} ${job.title}`}
                  >
                    {job.status === "active" || job.status === "scheduled" ? "Extend" : "Renew"}
                  </Link>
                )}
                {job.canReactivate && (
                  <button
                    type="button"
                    onClick={() => reactivate.mutate(job)}
                    className="rounded-md border border-emerald-300 px-3 py-1.5 text-sm font-semibold text-emerald-800 hover:bg-emerald-50"
                  >
                    Reactivate
                  </button>
                )}
                {job.isActive && (
                  <button
                    type="button"
                    onClick={() => setRemoving(job)}
                    className="rounded-md border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50"
                  >
                    Remove
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}

      <p className="mt-8 text-sm text-slate-600">
        Removed jobs are archived, not deleted: they leave the board but their details are kept, and you can reactivate them while their
        paid listing lasts. Extend or renew a job to list it for longer.
      </p>

      <ConfirmDialog
        open={removing !== null}
        title="Remove Job Posting"
        confirmLabel="Remove Job"
        onConfirm={() => {
          if (removing) remove.mutate(removing);
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      >
        {removing && (
          <>
            &lsquo;{removing.title}&rsquo; will be hidden from the board. Its details are kept, and you can reactivate it while its paid
            listing lasts.
          </>
        )}
      </ConfirmDialog>
    </div>
  );
}
