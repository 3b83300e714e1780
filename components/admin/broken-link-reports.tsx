"use client";
// Broken link reports (spec section 2): filter by status, paged, refreshed every 30 s; open reports can be
// fixed, taken up (investigating), dismissed, resolved, or their job removed for good.
import Link from "next/link";
import { useCallback, useEffect, useRef, useState } from "react";
import { RefreshCw } from "lucide-react";
import { REPORT_STATUSES } from "@/lib/broken-links";
import { withTimeAgo } from "@/lib/relative-time";
import { toast } from "../toast/toast-store";
import { fetchJson } from "../forms/fetch-json";
import { fetchPage } from "../forms/fetch-page";
import { failureText } from "../forms/post-json";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { Pager } from "../ui/pager";
import { ReportCard, type Closing, type Report } from "./report-card";
import { REPORTS_PAGE } from "@/lib/schemas/admin-reports";

const REFRESH_MS = 30_000;


export function BrokenLinkReports({ initialReports, initialTotal }: { initialReports: Report[]; initialTotal: number }) {
  const [status, setStatus] = useState("all");
  const [offset, setOffset] = useState(0);
  const [total, setTotal] = useState(initialTotal);
  const [reports, setReports] = useState(initialReports);
  const [state, setState] = useState<"ready" | "loading" | "error">("ready");
  const [removing, setRemoving] = useState<Report | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);
  const latest = useRef(0);

  const load = useCallback(async (filter: string, from: number, quiet = false) => {
    const ticket = ++latest.current;
    if (!quiet) setState("loading");
    try {
      const query = new URLSearchParams({ limit: String(REPORTS_PAGE), offset: String(from) });
      if (filter !== "all") query.set("status", filter);
      const page = await fetchPage<Report>(`/api/admin/broken-link-reports?${query}`);
      // A slow answer to an older filter must not replace a newer one.
      if (ticket !== latest.current) return;
      setReports(withTimeAgo(page.rows));
      setTotal(page.total);
      setState("ready");
    } catch {
      if (ticket === latest.current) setState("error");
    }
  }, []);

  useEffect(() => {
    const timer = setInterval(() => void load(status, offset, true), REFRESH_MS);
    return () => clearInterval(timer);
  }, [load, status, offset]);

  function changeStatus(next: string) {
    setStatus(next);
    setOffset(0);
    void load(next, 0);
  }

  function changePage(next: number) {
    setOffset(next);
    void load(status, next);
  }

  async function fixUrl(report: Report, applicationUrl: string): Promise<boolean> {
    try {
      await fetchJson("PUT", `/api/admin/jobs/${report.jobId}/application-url`, { applicationUrl });
      toast({ title: "Job updated successfully", description: "The application link was changed. Resolve the report when you are done." });
      await load(status, offset, true);
      return true;
    } catch (error) {
      toast({ title: "Failed to update job", description: failureText(error, "Please try again."), variant: "destructive" });
      return false;
    }
  }

  async function close(report: Report, to: Closing, adminNotes: string): Promise<boolean> {
    try {
      if (to === "resolved") await fetchJson("PUT", `/api/admin/broken-link-reports/${report.id}/resolve`, { adminNotes });
      else await fetchJson("PUT", `/api/admin/broken-link-reports/${report.id}/status`, { status: to, adminNotes });
      toast({ title: to === "resolved" ? "Report resolved" : "Report dismissed" });
      await load(status, offset, true);
      return true;
    } catch (error) {
      toast({ title: `Failed to ${to === "resolved" ? "resolve" : "dismiss"} report`, description: failureText(error, "Please try again."), variant: "destructive" });
      return false;
    }
  }

  async function investigate(report: Report) {
    try {
      await fetchJson("PUT", `/api/admin/broken-link-reports/${report.id}/status`, { status: "investigating" });
      toast({ title: "Report marked investigating" });
      await load(status, offset, true);
    } catch (error) {
      toast({ title: "Failed to update report", description: failureText(error, "Please try again."), variant: "destructive" });
    }
  }

  async function confirmRemove() {
    if (!removing) return;
    setRemoveBusy(true);
    try {
      await fetchJson("DELETE", `/api/admin/jobs/${removing.jobId}`);
      toast({ title: "Job deleted successfully" });
      setRemoving(null);
      await load(status, offset, true);
    } catch (error) {
      toast({ title: "Failed to remove job", description: failureText(error, "Please try again."), variant: "destructive" });
    } finally {
      setRemoveBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <p className="text-sm"><Link href="/admin" className="text-amber-800 underline">← Admin Dashboard</Link></p>
      <h1 className="mt-2 text-3xl font-extrabold">Broken Link Reports</h1>
      <p className="mt-1 text-slate-700">Links job seekers told us do not work. This list refreshes every 30 seconds.</p>

      <div className="mt-6 flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium">
          Status
          <select value={status} onChange={(e) => changeStatus(e.target.value)} className="mt-1 block rounded-md border border-slate-300 bg-white px-3 py-2">
            <option value="all">All</option>
            {REPORT_STATUSES.map((s) => (
              <option key={s} value={s}>{s.charAt(0).toUpperCase() + s.slice(1)}</option>
            ))}
          </select>
        </label>
        <button type="button" onClick={() => void load(status, offset)} className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold hover:bg-slate-100">
          <RefreshCw aria-hidden size={16} className={state === "loading" ? "animate-spin" : undefined} /> Refresh
        </button>
      </div>

      <div className="mt-6" aria-busy={state === "loading"}>
        {state === "error" ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center text-red-900">
            Could not load the reports.{" "}
            <button type="button" onClick={() => void load(status, offset)} className="font-semibold underline">Try again</button>
          </div>
        ) : state === "loading" ? (
          <p className="rounded-lg border border-slate-200 bg-white p-8 text-center text-slate-600">Loading reports...</p>
        ) : reports.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">No reports with status {status} found.</p>
        ) : (
          <ul className="space-y-3">
            {reports.map((report) => (
              <li key={report.id}>
                <ReportCard
                  report={report}
                  onFixUrl={(url) => fixUrl(report, url)}
                  onClose={(to, notes) => close(report, to, notes)}
                  onInvestigate={() => void investigate(report)}
                  onRemove={() => setRemoving(report)}
                />
              </li>
            ))}
          </ul>
        )}
        {state === "ready" && <Pager label="Report pages" offset={offset} pageSize={REPORTS_PAGE} total={total} onPage={changePage} />}
      </div>

      <ConfirmDialog
        open={removing !== null}
        title="Remove Job"
        confirmLabel="Delete Job"
        busy={removeBusy}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      >
        This will permanently delete the job listing. This action cannot be undone.
      </ConfirmDialog>
    </div>
  );
}
