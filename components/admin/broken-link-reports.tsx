"use client";
// Broken link reports: filter by status, paged, refreshed every 30 s; open reports can be
// fixed, taken up (investigating), dismissed, resolved, or their job removed for good.
import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSeededQuery } from "../query/use-seeded-query";
import { RefreshCw } from "lucide-react";
import { REPORT_STATUSES } from "@/lib/broken-links";
import { withTimeAgo } from "@/lib/relative-time";
import { toast } from "../toast/toast-store";
import type {
  getAdminBrokenLinkReports,
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
import { ReportCard, type Closing, type Report } from "./report-card";
import { REPORTS_PAGE } from "@/lib/schemas/admin-reports";
import { BackOfficePage, DASHBOARD } from "../ui/back-office-page";

const REFRESH_MS = 30_000;
const reportsList = endpoint<typeof getAdminBrokenLinkReports>("GET /api/admin/broken-link-reports");
const setApplicationUrl = endpoint<typeof putAdminJobsIdApplicationUrl>("PUT /api/admin/jobs/{id}/application-url");
const resolveReport = endpoint<typeof putAdminBrokenLinkReportsIdResolve>("PUT /api/admin/broken-link-reports/{id}/resolve");
const setReportStatus = endpoint<typeof putAdminBrokenLinkReportsIdStatus>("PUT /api/admin/broken-link-reports/{id}/status");

type Change = { report: Report; status: Closing | "investigating"; adminNotes?: string };

async function fetchReports(status: string, offset: number): Promise<Page<Report>> {
  const query = new URLSearchParams({ limit: String(REPORTS_PAGE), offset: String(offset) });
  if (status !== "all") query.set("status", status);
  const page = await reportsList.page({ query });
  return { rows: withTimeAgo(page.rows), total: page.total };
}

export function BrokenLinkReports({ initialReports, initialTotal }: { initialReports: Report[]; initialTotal: number }) {
  const client = useQueryClient();
  const [status, setStatus] = useState("all");
  const [offset, setOffset] = useState(0);
  const [removing, setRemoving] = useState<Report | null>(null);
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
    mutationFn: ({ report, applicationUrl }: { report: Report; applicationUrl: string }) =>
      setApplicationUrl.call({ params: { id: report.jobId }, body: { applicationUrl } }),
    onSuccess: () =>
      toast({ title: "Job updated successfully", description: "The application link was changed. Resolve the report when you are done." }),
    onError: failed("Failed to update job"),
    onSettled: () => client.invalidateQueries(allReports),
  });

  const changeStatus = useOptimisticMutation({
    queryKey,
    stale: [allReports.queryKey],
    mutationFn: ({ report, status: to, adminNotes }: Change) =>
      to === "resolved"
        ? resolveReport.call({ params: { id: report.id }, body: { adminNotes } })
        : setReportStatus.call({ params: { id: report.id }, body: { status: to, ...(adminNotes !== undefined && { adminNotes }) } }),
    // The status changes at once; the notes come back with the re-read, once the card's form has closed.
    update: (page: Page<Report>, { report, status: to }) => ({
      ...page,
      rows: page.rows.map((r) => (r.id === report.id ? { ...r, status: to } : r)),
    }),
    onSuccess: (_, { status: to }) =>
      toast({ title: to === "resolved" ? "Report resolved" : to === "dismissed" ? "Report dismissed" : "Report marked investigating" }),
    onFailure: (error, { status: to }) =>
      failed(to === "resolved" ? "Failed to resolve report" : to === "dismissed" ? "Failed to dismiss report" : "Failed to update report")(
        error,
      ),
  });

  const removeJob = useOptimisticMutation({
    queryKey,
    stale: [allReports.queryKey],
    mutationFn: (report: Report) => deleteJob.call({ params: { id: report.jobId } }),
    update: (page: Page<Report>, report) => ({ ...page, rows: page.rows.filter((r) => r.jobId !== report.jobId) }),
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
      title="Broken Link Reports"
      back={DASHBOARD}
      description="Links job seekers told us do not work. This list refreshes every 30 seconds."
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
            {rows.map((report) => (
              <li key={report.id}>
                <ReportCard
                  report={report}
                  onFixUrl={(applicationUrl) => succeeded(fixUrl.mutateAsync({ report, applicationUrl }))}
                  onClose={(to: Closing, adminNotes) => succeeded(changeStatus.mutateAsync({ report, status: to, adminNotes }))}
                  onInvestigate={() => changeStatus.mutate({ report, status: "investigating" })}
                  onRemove={() => setRemoving(report)}
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
