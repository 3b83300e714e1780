"use client";
// One job on the admin dashboard: badges, details, the last apply-link check, a two-line description and
// its controls.
import { ExternalLink, MapPin, Pencil, RefreshCw, Trash2 } from "lucide-react";
import { LINK_STATUS_LABELS, type LinkStatus } from "@/lib/link-status";
import { formatSalaryRange } from "@/lib/currency";
import { formatDate } from "@/lib/format";
import { RISK_CLASSES, RISK_LABELS, type RiskLevel } from "@/lib/admin-format";
import { paymentIssueLabel, type PaymentIssue } from "@/lib/payment-issues";
import { incompleteText } from "@/lib/job-visibility";
import type { PolicyFinding } from "@/lib/compliance/types";
import type { ArrangementFacts } from "@/lib/work-arrangement";
import type { JobCardData } from "../jobs/job-card";
import { PolicyWarnings } from "../jobs/policy-warnings";
import { Switch } from "../ui/switch";
import { PlaceLabel } from "../place/place-label";
import type { PlaceKind } from "@/lib/place-kinds";

export type DashboardJob = Pick<
  JobCardData,
  "id" | "title" | "company" | "location" | "salaryMin" | "salaryMax" | "salaryUnit" | "description" | "applicationUrl" | "isFeatured"
> & {
  dangerLevel: RiskLevel;
  isActive: boolean;
  expiresAt: string;
  expired: boolean;
  linkStatus: string | null;
  linkHttpStatus: number | null;
  linkCheckedAt: string | null;
  linkCheckReason: string | null;
  paymentIssue?: PaymentIssue | null;
  paymentIssueAt?: string | null;
  takenDownAt?: string | null;
  takenDownReason?: string | null;
  /** The compliance gate's warnings the job was saved with. */
  warnings?: PolicyFinding[];
  /** Its place as data; no country outside 'several countries' is a place for the admin to fix. */
  country?: string | null;
  subdivision?: string | null;
  placeKind?: PlaceKind;
  /** What its source left out (an ATS board without pay): held off the board until an edit adds it. */
  incompleteFields?: string[];
} & ArrangementFacts;

const LINK_CLASSES: Record<LinkStatus, string> = { OK: "text-green-800", WARN: "text-amber-800", BAD: "text-red-700" };

type Props = {
  job: DashboardJob;
  checking: boolean;
  onToggle: (field: "isActive" | "isFeatured", value: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
  onCheckLink: () => void;
};

export function AdminJobRow({ job, checking, onToggle, onEdit, onDelete, onCheckLink }: Props) {
  const status = (job.linkStatus ?? "") in LINK_CLASSES ? (job.linkStatus as LinkStatus) : null;
  const { expired } = job;
  return (
    <article
      aria-label={job.title}
      className={`rounded-lg border bg-white p-4 shadow-sm ${job.isActive ? "border-slate-200" : "border-slate-300 bg-slate-50"}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold">{job.title}</h3>
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${RISK_CLASSES[job.dangerLevel]}`}>
              {RISK_LABELS[job.dangerLevel]}
            </span>
            {job.isFeatured && <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Featured</span>}
            {!job.isActive && <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">Inactive</span>}
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
            <span>{job.company}</span>
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden size={14} /> {job.location}
            </span>
            <PlaceLabel job={job} />
            <span className="font-semibold text-amber-800">{formatSalaryRange(job)}</span>
            <span className={expired ? "font-semibold text-red-700" : undefined}>
              {expired ? "Expired" : "Expires"} {formatDate(job.expiresAt)}
            </span>
          </p>
          <p className="mt-1 text-sm">
            <span className={`font-semibold ${status ? LINK_CLASSES[status] : "text-slate-600"}`}>
              {LINK_STATUS_LABELS[status ?? "unchecked"]}
            </span>
            {job.linkCheckedAt && (
              <span className="text-slate-600">
                {" "}
                · checked {formatDate(job.linkCheckedAt)}
                {job.linkCheckReason && ` · ${job.linkCheckReason}`}
              </span>
            )}
          </p>
          {job.takenDownAt && (
            <p className="mt-2 text-sm font-semibold break-words text-red-800">
              Taken down on {formatDate(job.takenDownAt)}: {job.takenDownReason || "no reason given"}
            </p>
          )}
          {job.paymentIssue && job.paymentIssueAt && (
            <p className="mt-2 text-sm font-semibold text-red-800">{paymentIssueLabel(job.paymentIssue, job.paymentIssueAt)}</p>
          )}
          {job.incompleteFields?.length ? (
            <p className="mt-2 text-sm font-semibold break-words text-amber-900">{incompleteText(job.incompleteFields)}</p>
          ) : null}
          <PolicyWarnings warnings={job.warnings} />
          <p className="mt-2 line-clamp-2 text-sm text-slate-600">{job.description || "No description."}</p>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <Switch checked={job.isActive} onChange={(v) => onToggle("isActive", v)} label={`Active: ${job.title}`} visibleLabel="Active" />
          <Switch
            checked={job.isFeatured}
            onChange={(v) => onToggle("isFeatured", v)}
            label={`Featured: ${job.title}`}
            visibleLabel="Featured"
          />
          <a
            href={job.applicationUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Open application link for ${job.title}`}
            title="Open application link"
            className="rounded-md border border-slate-300 p-2 hover:bg-slate-100"
          >
            <ExternalLink aria-hidden size={16} />
          </a>
          <button
            type="button"
            onClick={onEdit}
            aria-label={`Edit pay and arrangement for ${job.title}`}
            title="Edit pay and arrangement"
            className="rounded-md border border-slate-300 p-2 hover:bg-slate-100"
          >
            <Pencil aria-hidden size={16} />
          </button>
          <button
            type="button"
            onClick={onCheckLink}
            disabled={checking}
            aria-label={`Check application link for ${job.title}`}
            title="Check the application link now"
            className="rounded-md border border-slate-300 p-2 hover:bg-slate-100 disabled:opacity-60"
          >
            <RefreshCw aria-hidden size={16} className={checking ? "animate-spin" : undefined} />
          </button>
          <button
            type="button"
            onClick={onDelete}
            aria-label={`Delete ${job.title}`}
            title="Delete job"
            className="rounded-md border border-red-200 p-2 text-red-700 hover:bg-red-50"
          >
            <Trash2 aria-hidden size={16} />
          </button>
        </div>
      </div>
    </article>
  );
}
