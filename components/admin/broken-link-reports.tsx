"use client";
// The report queue (broken links, scam signs, duplicates, filled posts): one card per reported job, filter by
// status, paged by job, refreshed every 30 s; a job's open reports can be taken up (investigating), dismissed
// or resolved together, its link fixed, the job taken down or removed for good.
import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSeededQuery } from "../query/use-seeded-query";
import { RefreshCw } from "lucide-react";
import { REPORT_STATUSES } from "@/lib/broken-links";
import { withReportsTimeAgo } from "@/lib/relative-time";
import { toast } from "../toast/toast-store";
import type {
  getAdminBrokenLinkReportsJobs,
  putAdminBrokenLinkReportsIdResolve,
  putAdminBrokenLinkReportsIdStatus,
  putAdminJobsIdApplicationUrl,
} from "@/lib/api/operations/admin";
import { queryKeys } from "../query/api-client";
import { endpoint, type Page } from "../query/call-api";
import { deleteJob } from "./admin-job-calls";
import { useOptimisticMutation } from "../query/use-optimistic-mutation";
import { failureText } from "../forms/post-json";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { Pager } from "../ui/pager";
import { isOpen, ReportCard, type Closing, type Report, type ReportGroup } from "./report-card";
import { REPORTS_PAGE } from "@/lib/schemas/admin-reports";
import { BackOfficePage, DASHBOARD } from "../ui/back-office-page";

const REFRESH_MS = 30_000;
const reportsList = endpoint<typeof getAdminBrokenLinkReportsJobs>("GET /api/admin/broken-link-reports/jobs");
const setApplicationUrl = endpoint<typeof putAdminJobsIdApplicationUrl>("PUT /api/admin/jobs/{id}/application-url");
const resolveReport = endpoint<typeof putAdminBrokenLinkReportsIdResolve>("PUT /api/admin/broken-link-reports/{id}/resolve");
const setReportStatus = endpoint<typeof putAdminBrokenLinkReportsIdStatus>("PUT /api/admin/broken-link-reports/{id}/status");

type Change = { group: ReportGroup; status: Closing | "investigating"; adminNotes?: string };

async function fetchReports(status: string, offset: number): Promise<Page<ReportGroup>> {
  const query = new URLSearchParams({ limit: String(REPORTS_PAGE), offset: String(offset) });
  if (status !== "all") query.set("status", status);
  const page = await reportsList.page({ query });
  return { rows: withReportsTimeAgo(page.rows), total: page.total };
}

/** The reports a step moves: investigating takes up the pending ones; dismissing or resolving closes every open one. */
const movedBy = (group: ReportGroup, to: Change["status"]): Report[] =>
  group.reports.filter((r) => (to === "investigating" ? r.status === "pending" : isOpen(r)));

export function BrokenLinkReports({ initialReports, initialTotal }: { initialReports: ReportGroup[]; initialTotal: number }) {
  const client = useQueryClient();
  const [status, setStatus] = useState("all");
  const [offset, setOffset] = useState(0);
  const [removing, setRemoving] = useState<ReportGroup | null>(null);
  const queryKey = queryKeys.reports(status, offset);
  // Each filter and page is its own query, so a slow answer to an older one cannot replace a newer one;
  // the interval pauses while the tab is hidden.
  const reports = useSeededQuery({
    queryKey,
    queryFn: () => fetchReports(status, offset),
    seed: { rows: initialReports, total: initialTotal },
    refetchInterval: REFRESH_MS,
  });
  const state = reports.isError && !reports.isFetching ? "error" : reports.isPending ? "loading" : "ready";
  const rows = reports.data?.rows ?? [];
  const allReports = { queryKey: ["admin", "reports"] };
  const failed = (title: string) => (error: Error) =>
    toast({ title, description: failureText(error, "Please try again."), variant: "destructive" });

  const fixUrl = useMutation({
    mutationFn: ({ group, applicationUrl }: { group: ReportGroup; applicationUrl: string }) =>
      setApplicationUrl.call({ params: { id: group.jobId }, body: { applicationUrl } }),
    onSuccess: () =>
      toast({ title: "Job updated successfully", description: "The application link was changed. Resolve the report when you are done." }),
    onError: failed("Failed to update job"),
    onSettled: () => client.invalidateQueries(allReports),
  });

  const changeStatus = useOptimisticMutation({
    queryKey,
    stale: [allReports.queryKey],
    // Every report the step moves, one call each; the first refusal fails the step, and the re-read shows
    // what did change.
    mutationFn: ({ group, status: to, adminNotes }: Change) =>
      Promise.all(
        movedBy(group, to).map((report) =>
          to === "resolved"
            ? resolveReport.call({ params: { id: report.id }, body: { adminNotes } })
            : setReportStatus.call({ params: { id: report.id }, body: { status: to, ...(adminNotes !== undefined && { adminNotes }) } }),
        ),
      ),
    // The statuses change at once; the notes come back with the re-read, once the card's form has closed.
    update: (page: Page<ReportGroup>, { group, status: to }) => {
      const moved = new Set(movedBy(group, to).map((r) => r.id));
      return {
        ...page,
        rows: page.rows.map((g) =>
          g.jobId === group.jobId ? { ...g, reports: g.reports.map((r) => (moved.has(r.id) ? { ...r, status: to } : r)) } : g,
        ),
      };
    },
    onSuccess: (moved, { status: to }) => {
      const what = moved.length === 1 ? "Report" : `${moved.length} reports`;
      toast({ title: to === "resolved" ? `${what} resolved` : to === "dismissed" ? `${what} dismissed` : `${what} marked investigating` });
    },
    onFailure: (error, { status: to }) =>
      failed(to === "resolved" ? "Failed to resolve report" : to === "dismissed" ? "Failed to dismiss report" : "Failed to update report")(
        error,
      ),
  });

  const removeJob = useOptimisticMutation({
    queryKey,
    stale: [allReports.queryKey],
    mutationFn: (group: ReportGroup) => deleteJob.call({ params: { id: group.jobId } }),
    update: (page: Page<ReportGroup>, group) => ({ ...page, rows: page.rows.filter((g) => g.jobId !== group.jobId) }),
    onSuccess: () => toast({ title: "Job deleted successfully" }),
    onFailure: failed("Failed to remove job"),
  });

  /** The card keeps its form open until the write is through. */
  const succeeded = (run: Promise<unknown>) =>
    run.then(
      () => true,
      () => false,
    );

  return (
    <BackOfficePage
      title="Reports"
      back={DASHBOARD}
      description="Jobs that job seekers reported: scam signs, broken links, duplicates and filled posts, one card per job. This list refreshes every 30 seconds."
    >
      <div className="mt-6 flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium">
          Status
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setOffset(0);
            }}
            className="mt-1 block rounded-md border border-slate-300 bg-white px-3 py-2"
          >
            <option value="all">All</option>
            {REPORT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s.charAt(0).toUpperCase() + s.slice(1)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          onClick={() => void reports.refetch()}
          className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold hover:bg-slate-100"
        >
          <RefreshCw aria-hidden size={16} className={reports.isFetching ? "animate-spin" : undefined} /> Refresh
        </button>
      </div>

      <div className="mt-6" aria-busy={state === "loading"}>
        {state === "error" ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center text-red-900">
            Could not load the reports.{" "}
            <button type="button" onClick={() => void reports.refetch()} className="font-semibold underline">
              Try again
            </button>
          </div>
        ) : state === "loading" ? (
          <p className="rounded-lg border border-slate-200 bg-white p-8 text-center text-slate-600">Loading reports...</p>
        ) : rows.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
            No reports with status {status} found.
          </p>
        ) : (
          <ul className="space-y-3">
            {rows.map((group) => (
              <li key={group.jobId}>
                <ReportCard
                  group={group}
                  onFixUrl={(applicationUrl) => succeeded(fixUrl.mutateAsync({ group, applicationUrl }))}
                  onClose={(to: Closing, adminNotes) => succeeded(changeStatus.mutateAsync({ group, status: to, adminNotes }))}
                  onInvestigate={() => changeStatus.mutate({ group, status: "investigating" })}
                  onRemove={() => setRemoving(group)}
                />
              </li>
            ))}
          </ul>
        )}
        {state === "ready" && (
          <Pager label="Report pages" offset={offset} pageSize={REPORTS_PAGE} total={reports.data?.total ?? 0} onPage={setOffset} />
        )}
      </div>

      <ConfirmDialog
        open={removing !== null}
        title="Remove Job"
        confirmLabel="Delete Job"
        onConfirm={() => {
          if (removing) removeJob.mutate(removing);
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      >
        This will permanently delete the job listing. This action cannot be undone.
      </ConfirmDialog>
    </BackOfficePage>
  );
}
