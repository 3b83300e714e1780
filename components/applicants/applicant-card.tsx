"use client";
// One applicant in the inbox: who, when, where the application stands and how they fit the hitch. Show
// details opens it (GET …/{appId}, which marks it Viewed) and shows the answers, note, CV and decisions.
import { ChevronDown, ChevronUp, FileText } from "lucide-react";
import { rotationLabel } from "@/lib/extreme-work";
import { formatDate } from "@/lib/format";
import type { Applicant } from "@/lib/schemas/applicant-inbox";
import { buttonClass } from "../ui/button";
import { ApplicantHitch } from "./applicant-hitch";
import { TrackerStatus } from "../applications/tracker-status";

type Props = {
  applicant: Applicant;
  jobId: string;
  open: boolean;
  busy: boolean;
  onToggle: () => void;
  onDecide: (status: "shortlisted" | "hired") => void;
  onDecline: () => void;
};

const availability = (a: Applicant) => (a.availableFrom ? `Available from ${formatDate(a.availableFrom)}` : "Available now");

export function ApplicantCard({ applicant: a, jobId, open, busy, onToggle, onDecide, onDecline }: Props) {
  const detailsId = `applicant-${a.id}`;
  const rotations = a.rotations.map((r) => rotationLabel(r) ?? r).join(", ");
  const withdrawn = a.status === "withdrawn";
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-bold break-words">{a.name}</h2>
          <p className="text-sm text-slate-700">Applied {formatDate(a.appliedAt)}</p>
        </div>
        <TrackerStatus status={a.status} />
      </div>
      <p className="mt-2 text-sm text-slate-800">
        {availability(a)}
        {a.availableByStart ? " · free by the start" : " · not free by the start"}
        {rotations && ` · works ${rotations}`}
      </p>
      <ApplicantHitch name={a.name} hitchEnd={a.hitch.hitchEnd} items={a.hitch.items} />
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        aria-label={`${open ? "Hide" : "Show"} details of ${a.name}`}
        onClick={onToggle}
        className={buttonClass({ variant: "secondary", size: "sm", className: "mt-3 inline-flex items-center gap-1" })}
      >
        {open ? <ChevronUp aria-hidden="true" className="h-4 w-4" /> : <ChevronDown aria-hidden="true" className="h-4 w-4" />}
        {open ? "Hide details" : "Show details"}
      </button>
      {open && (
        <div id={detailsId} className="mt-3 space-y-3 border-t border-slate-200 pt-3 text-sm">
          <p className="break-words">
            <a className="text-amber-800 underline" href={`mailto:${a.email}`}>
              {a.email}
            </a>
            {a.phone && (
              <>
                {" · "}
                <a className="text-amber-800 underline" href={`tel:${a.phone}`}>
                  {a.phone}
                </a>
              </>
            )}
          </p>
          {a.answers.length > 0 && (
            <dl className="space-y-2">
              {a.answers.map((answer) => (
                <div key={answer.id}>
                  <dt className="font-semibold text-slate-900">{answer.question}</dt>
                  <dd className="break-words text-slate-800">{answer.value || "Not answered"}</dd>
                </div>
              ))}
            </dl>
          )}
          {a.note && <p className="break-words whitespace-pre-line text-slate-800">{a.note}</p>}
          {a.cv ? (
            <a
              href={`/api/user/jobs/${jobId}/applications/${a.id}/cv`}
              className="inline-flex items-center gap-1 font-semibold text-amber-800 underline"
            >
              <FileText aria-hidden="true" className="h-4 w-4" /> CV: {a.cv.name}
            </a>
          ) : (
            <p className="text-slate-600">{a.dataDeleted ? "The CV and answers have been deleted." : "No CV sent."}</p>
          )}
          {a.status === "declined" && a.declineMessage && <p className="text-slate-700">Your message: {a.declineMessage}</p>}
          {withdrawn ? (
            <p className="text-slate-700">The applicant withdrew this application.</p>
          ) : (
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                disabled={busy || a.status === "shortlisted"}
                onClick={() => onDecide("shortlisted")}
                className={buttonClass({ size: "sm" })}
              >
                Shortlist
              </button>
              <button
                type="button"
                disabled={busy || a.status === "declined"}
                onClick={onDecline}
                className={buttonClass({ variant: "secondary", size: "sm" })}
              >
                Decline
              </button>
              <button
                type="button"
                disabled={busy || a.status === "hired"}
                onClick={() => onDecide("hired")}
                className={buttonClass({ variant: "success", size: "sm" })}
              >
                Mark hired
              </button>
            </div>
          )}
        </div>
      )}
    </li>
  );
}
