"use client";
// One reported job in the queue: its reports (each reason, scam signs marked, what was said and when, and
// its status), how many people report the job, and while any report is open (pending or investigating)
// the ways to act, on the job or on all its open reports at once: fix the link, remove the job, take it
// down (with a reason), take them up, dismiss them or resolve them.
import { httpUrl, notWebUrl } from "@/lib/web-url";
import { useState } from "react";
import { Button, buttonClass } from "../ui/button";
import { REPORT_REASON_LABELS, SCAM_REASONS, type ReportReason } from "@/lib/report-reasons";
import { TakeDownReport } from "./take-down-report";

export type Report = {
  id: string;
  reportReason: string;
  reason: ReportReason;
  status: "pending" | "investigating" | "resolved" | "dismissed";
  adminNotes: string | null;
  resolvedAt: string | null;
  createdAt: string;
  reportedAgo: string;
};

export type ReportGroup = {
  jobId: string;
  jobTitle: string | null;
  company: string | null;
  applicationUrl: string | null;
  jobReports: number;
  reports: Report[];
};

const STATUS_CLASSES: Record<Report["status"], string> = {
  pending: "bg-amber-100 text-amber-900",
  investigating: "bg-blue-100 text-blue-900",
  resolved: "bg-green-100 text-green-900",
  dismissed: "bg-slate-200 text-slate-800",
};

export type Closing = "resolved" | "dismissed";

export const isOpen = (report: Report) => report.status === "pending" || report.status === "investigating";

type Props = {
  group: ReportGroup;
  onFixUrl: (url: string) => Promise<boolean>;
  onClose: (to: Closing, notes: string) => Promise<boolean>;
  onInvestigate: () => void;
  onRemove: () => void;
};

const CLOSE_LABELS: Record<Closing, string> = { resolved: "Mark Resolved", dismissed: "Mark Dismissed" };

export function ReportCard({ group, onFixUrl, onClose, onInvestigate, onRemove }: Props) {
  const [mode, setMode] = useState<"idle" | "fix" | Closing>("idle");
  const [url, setUrl] = useState(group.applicationUrl ?? "");
  const [notes, setNotes] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const name = group.jobTitle ?? `Job ${group.jobId}`;
  const open = group.reports.filter(isOpen);

  async function submitFix(e: React.FormEvent) {
    e.preventDefault();
    if (!url.trim()) return setError("Please enter the new application URL.");
    if (!httpUrl(url)) return setError(notWebUrl("The URL"));
    setError("");
    setBusy(true);
    if (await onFixUrl(url.trim())) setMode("idle");
    setBusy(false);
  }

  async function submitClose(e: React.FormEvent, to: Closing) {
    e.preventDefault();
    setBusy(true);
    if (await onClose(to, notes)) setMode("idle");
    setBusy(false);
  }

  const reportCount = group.reports.length === 1 ? "1 report" : `${group.reports.length} reports`;

  return (
    <article aria-label={`Reports for ${name}`} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold break-words">{name}</h2>
          {group.company && <p className="text-sm text-slate-700">{group.company}</p>}
        </div>
        <span className="text-xs font-medium text-slate-700">
          {reportCount}
          {group.jobReports > 0 &&
            ` · ${group.jobReports === 1 ? "1 person reports this job" : `${group.jobReports} people report this job`}`}
        </span>
      </div>
      <ul aria-label={`Reports on ${name}`} className="mt-3 divide-y divide-slate-100 rounded-md border border-slate-100">
        {group.reports.map((report) => (
          <li key={group.jobId} className="space-y-1 p-3">
            <div className="flex flex-wrap items-center gap-2">
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                  SCAM_REASONS.includes(report.reason) ? "bg-red-100 text-red-900" : "bg-slate-100 text-slate-800"
                }`}
              >
                {REPORT_REASON_LABELS[report.reason]}
              </span>
              <span className={`rounded-full px-2 py-0.5 text-xs font-semibold capitalize ${STATUS_CLASSES[report.status]}`}>
                {report.status}
              </span>
              <span className="text-xs text-slate-600">Reported {report.reportedAgo}</span>
            </div>
            <dl className="space-y-1 text-sm">
              {/* A report sent without words stores its reason's label, already shown above. */}
              {report.reportReason !== REPORT_REASON_LABELS[report.reason] && (
                <div>
                  <dt className="inline font-medium">Reason: </dt>
                  <dd className="inline break-words whitespace-pre-wrap">{report.reportReason}</dd>
                </div>
              )}
              {report.adminNotes && (
                <div>
                  <dt className="inline font-medium">Admin notes: </dt>
                  <dd className="inline break-words whitespace-pre-wrap">{report.adminNotes}</dd>
                </div>
              )}
            </dl>
          </li>
        ))}
      </ul>
      <dl className="mt-3 text-sm">
        <div className="break-all">
          <dt className="inline font-medium">Current application URL: </dt>
          <dd className="inline">
            {group.applicationUrl ? (
              <a href={group.applicationUrl} target="_blank" rel="noopener noreferrer" className="text-amber-800 underline">
                {group.applicationUrl}
              </a>
            ) : (
              "—"
            )}
          </dd>
        </div>
      </dl>
      {open.length > 1 && mode === "idle" && (
        <p className="mt-3 text-xs text-slate-600">Investigate, Dismiss and Resolve act on all {open.length} open reports.</p>
      )}

      {open.length > 0 && mode === "idle" && (
        <div className="mt-4 flex flex-wrap gap-2">
          <button type="button" onClick={() => setMode("fix")} className={buttonClass({ variant: "secondary", size: "xs" })}>
            Fix URL
          </button>
          <button
            type="button"
            onClick={onRemove}
            className="rounded-md border border-red-200 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
          >
            Remove Job
          </button>
          {group.jobTitle !== null && <TakeDownReport reportId={open[0].id} jobTitle={name} />}
          {open.some((r) => r.status === "pending") && (
            <button
              type="button"
              onClick={onInvestigate}
              className="rounded-md border border-blue-200 px-3 py-1.5 text-sm font-semibold text-blue-800 hover:bg-blue-50"
            >
              Investigate
            </button>
          )}
          <button type="button" onClick={() => setMode("dismissed")} className={buttonClass({ variant: "secondary", size: "xs" })}>
            Dismiss
          </button>
          <button type="button" onClick={() => setMode("resolved")} className={buttonClass({ size: "xs" })}>
            Resolve
          </button>
        </div>
      )}

      {mode === "fix" && (
        <form onSubmit={submitFix} className="mt-4 space-y-2" noValidate>
          <label htmlFor={`url-${group.jobId}`} className="block text-sm font-medium">
            New application URL
          </label>
          <input
            id={`url-${group.jobId}`}
            type="url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `url-error-${group.jobId}` : undefined}
            className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
          {error && (
            <p id={`url-error-${group.jobId}`} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <div className="flex gap-2">
            <Button type="submit" size="xs" pending={busy}>
              Save URL
            </Button>
            <button
              type="button"
              onClick={() => {
                setMode("idle");
                setError("");
              }}
              className="rounded-md px-3 py-1.5 text-sm font-semibold hover:bg-slate-100"
            >
              Cancel
            </button>
          </div>
        </form>
      )}

      {(mode === "resolved" || mode === "dismissed") && (
        <form onSubmit={(e) => submitClose(e, mode)} className="mt-4 space-y-2">
          <label htmlFor={`notes-${group.jobId}`} className="block text-sm font-medium">
            Admin notes
          </label>
          <textarea
            id={`notes-${group.jobId}`}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            rows={3}
            maxLength={2000}
            placeholder="What did you find or change?"
            className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
          <div className="flex gap-2">
            <Button type="submit" size="xs" pending={busy}>
              {CLOSE_LABELS[mode]}
            </Button>
            <button
              type="button"
              onClick={() => setMode("idle")}
              className="rounded-md px-3 py-1.5 text-sm font-semibold hover:bg-slate-100"
            >
              Cancel
            </button>
          </div>
        </form>
      )}
    </article>
  );
}
