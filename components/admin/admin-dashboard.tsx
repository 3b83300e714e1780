"use client";
// The admin dashboard: figures, quick actions and the All Jobs list with optimistic
// switches; search, filters and paging are in the address, so the server answers each page. The page and
// the figures start from the server render and are re-read from the API after every write.
import Link from "next/link";
import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSeededQuery } from "../query/use-seeded-query";
import { useOptimisticMutation } from "../query/use-optimistic-mutation";
import { BarChart3, FileUp, Link2Off, ListOrdered, Rss, ShieldAlert, UserCog, Users, Workflow } from "lucide-react";
import { toast } from "../toast/toast-store";
import type { getAdminJobs, getAdminJobsCounts, postAdminJobsIdCheckLink } from "@/lib/api/operations/admin";
import { queryKeys } from "../query/api-client";
import { endpoint, type Answer, type Page, type Row } from "../query/call-api";

import { AdminJobRow, type DashboardJob } from "./admin-job-row";
import { deleteJob, updateJob } from "./admin-job-calls";
import { StatCards } from "../ui/stat-cards";
import { Pager } from "../ui/pager";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { failureText } from "../forms/post-json";
import { TakedownDialog } from "./takedown-dialog";
import { JobDetailsDialog, type JobDetailsPatch } from "./job-details-dialog";
import { JobFilters } from "./job-filters";
import { listHref, type AdminJobList } from "@/lib/schemas/admin-lists";
import { BackOfficePage } from "../ui/back-office-page";

const adminJobs = endpoint<typeof getAdminJobs>("GET /api/admin/jobs");
const jobCounts = endpoint<typeof getAdminJobsCounts>("GET /api/admin/jobs/counts");

const checkJobLink = endpoint<typeof postAdminJobsIdCheckLink>("POST /api/admin/jobs/{id}/check-link");

type Counts = Answer<typeof getAdminJobsCounts>;
/** Active off is a takedown and carries its reason. */
type Toggle = { job: DashboardJob; field: "isActive" | "isFeatured"; value: boolean; reason?: string };

const QUICK_ACTIONS = [
  { href: "/admin/bulk-upload", label: "Bulk Upload Jobs", icon: FileUp },
  { href: "/admin/sources", label: "Job Sources", icon: Rss },
  { href: "/admin/refusals", label: "Refused Adverts", icon: ShieldAlert },
  { href: "/admin/broken-link-reports", label: "Broken Link Reports", icon: Link2Off },
  { href: "/crm", label: "CRM Dashboard", icon: Users },
  { href: "/analytics", label: "Analytics", icon: BarChart3 },
  { href: "/admin/job-management", label: "Job Management", icon: ListOrdered },
  { href: "/admin/users", label: "User Management", icon: UserCog },
  { href: "/admin/background-work", label: "Background Work", icon: Workflow },
];

type Props = { counts: Counts; initialJobs: DashboardJob[]; query: AdminJobList; total: number };

const apiQuery = (query: AdminJobList) =>
  new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== null && v !== "")
      .map(([k, v]) => [k, String(v)]),
  );

/** The list's schema types a row loosely (every column of the job, a few named); the row reads the columns it shows. */
const dashboardPage = async (query: AdminJobList): Promise<Page<DashboardJob>> =>
  (await adminJobs.page({ query: apiQuery(query) })) as Page<Row<typeof getAdminJobs> & DashboardJob>;

export function AdminDashboard({ counts: initialCounts, initialJobs, query, total: initialTotal }: Props) {
  const client = useQueryClient();
  const listKey = queryKeys.adminJobs(query);
  const seedPage = { rows: initialJobs, total: initialTotal };
  const { rows: jobs, total } = useSeededQuery({ queryKey: listKey, queryFn: () => dashboardPage(query), seed: seedPage }).data ?? seedPage;
  const counts =
    useSeededQuery({
      queryKey: queryKeys.adminJobCounts,
      queryFn: () => jobCounts.call(),
      seed: initialCounts,
    }).data ?? initialCounts;
  const [deleting, setDeleting] = useState<DashboardJob | null>(null);

  const toggle = useOptimisticMutation({
    queryKey: listKey,
    // The row stays in view even if it no longer matches the filters; only the figures are re-read.
    stale: [queryKeys.adminJobCounts],
    mutationFn: ({ job, field, value, reason }: Toggle) =>
      updateJob.call({ params: { id: job.id }, body: { [field]: value, ...(reason !== undefined && { takedownReason: reason }) } }),
    update: (page: Page<DashboardJob>, { job, field, value, reason }) => ({
      ...page,
      rows: page.rows.map((j) => {
        if (j.id !== job.id) return j;
        if (field !== "isActive") return { ...j, [field]: value };
        // Off is a takedown with its reason; on lifts it.
        return value
          ? { ...j, isActive: true, takenDownAt: null, takenDownReason: null }
          : { ...j, isActive: false, takenDownAt: new Date().toISOString(), takenDownReason: reason ?? null };
      }),
    }),
    onSuccess: () => toast({ title: "Job updated successfully" }),
    // A refund or dispute refuses listing a job again: the server says which.
    onFailure: (error: Error) => toast({ title: "Failed to update job", description: failureText(error, ""), variant: "destructive" }),
  });
  const [takingDown, setTakingDown] = useState<DashboardJob | null>(null);
  const [editing, setEditing] = useState<DashboardJob | null>(null);

  const saveDetails = useMutation({
    mutationFn: ({ job, patch }: { job: DashboardJob; patch: JobDetailsPatch }) => updateJob.call({ params: { id: job.id }, body: patch }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: listKey });
      setEditing(null);
      toast({ title: "Job updated successfully" });
    },
  });
  const edit = (job: DashboardJob | null) => {
    saveDetails.reset();
    setEditing(job);
  };

  const remove = useOptimisticMutation({
    queryKey: listKey,
    stale: [listKey, queryKeys.adminJobCounts],
    mutationFn: (job: DashboardJob) => deleteJob.call({ params: { id: job.id } }),
    update: (page: Page<DashboardJob>, job) => ({ rows: page.rows.filter((j) => j.id !== job.id), total: page.total - 1 }),
    onSuccess: () => toast({ title: "Job deleted successfully" }),
    onFailure: () => toast({ title: "Failed to remove job", variant: "destructive" }),
  });

  const checkLink = useMutation({
    mutationFn: (job: DashboardJob) => checkJobLink.call({ params: { id: job.id } }),
    onSuccess: (result, job) => {
      const checked = {
        linkStatus: result.linkStatus,
        linkHttpStatus: result.httpStatus,
        linkCheckedAt: result.checkedAt,
        linkCheckReason: result.reason,
      };
      client.setQueryData<Page<DashboardJob>>(
        listKey,
        (page) => page && { ...page, rows: page.rows.map((j) => (j.id === job.id ? { ...j, ...checked } : j)) },
      );
      toast({ title: `Link checked: ${result.linkStatus}`, description: result.reason });
    },
    onError: (error) =>
      toast({ title: "Could not check the link", description: failureText(error, "Please try again."), variant: "destructive" }),
  });

  const stats = [
    { label: "Total Jobs", value: counts.total },
    { label: "Active Jobs", value: counts.active },
    { label: "Featured Jobs", value: counts.featured },
    { label: "Expired Jobs", value: counts.expired },
  ];

  return (
    <BackOfficePage
      title="Admin Dashboard"
      width="6xl"
      actions={
        <Link
          href="/analytics"
          className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold hover:bg-slate-100"
        >
          <BarChart3 aria-hidden size={16} /> View Click Analytics
        </Link>
      }
      description="Curate the board, fix what is broken and follow up leads."
    >
      <section aria-labelledby="quick-actions" className="mt-8">
        <h2 id="quick-actions" className="text-lg font-bold">
          Quick Actions
        </h2>
        <ul className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
          {QUICK_ACTIONS.map(({ href, label, icon: Icon }) => (
            <li key={href}>
              <Link
                href={href}
                className="flex h-full items-center gap-2 rounded-lg border border-slate-200 bg-white p-4 text-sm font-semibold shadow-sm hover:border-amber-600 hover:bg-amber-50"
              >
                <Icon aria-hidden size={18} className="shrink-0 text-amber-700" /> {label}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <StatCards stats={stats} className="mt-8" />

      <section aria-labelledby="all-jobs" className="mt-10">
        <h2 id="all-jobs" className="text-xl font-bold">
          All Jobs
        </h2>
        <JobFilters filters={query} />
        {jobs.length === 0 ? (
          <p className="mt-4 rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">No jobs found.</p>
        ) : (
          <ul className="mt-4 space-y-3">
            {jobs.map((job) => (
              <li key={job.id}>
                <AdminJobRow
                  job={job}
                  checking={checkLink.isPending && checkLink.variables?.id === job.id}
                  onToggle={(field, value) => (field === "isActive" && !value ? setTakingDown(job) : toggle.mutate({ job, field, value }))}
                  onEdit={() => edit(job)}
                  onDelete={() => setDeleting(job)}
                  onCheckLink={() => checkLink.mutate(job)}
                />
              </li>
            ))}
          </ul>
        )}
        <Pager
          label="Job pages"
          offset={query.offset}
          pageSize={query.limit}
          total={total}
          hrefFor={(offset) => listHref("/admin", query, offset, query.limit)}
        />
      </section>

      <TakedownDialog
        jobTitle={takingDown?.title ?? null}
        onConfirm={(reason) => {
          if (takingDown) toggle.mutate({ job: takingDown, field: "isActive", value: false, reason });
          setTakingDown(null);
        }}
        onCancel={() => setTakingDown(null)}
      />

      <JobDetailsDialog
        job={editing}
        busy={saveDetails.isPending}
        error={saveDetails.error ? failureText(saveDetails.error, "Could not save the job") : undefined}
        onSave={(patch) => editing && saveDetails.mutate({ job: editing, patch })}
        onCancel={() => edit(null)}
      />

      <ConfirmDialog
        open={deleting !== null}
        title="Delete Job"
        confirmLabel="Delete Job"
        onConfirm={() => {
          if (deleting) remove.mutate(deleting);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      >
        Are you sure you want to delete this job?
      </ConfirmDialog>
    </BackOfficePage>
  );
}
