"use client";
// The selected lead: contacts, notes, its jobs, and the next step (contact, then convert).
import { useQuery } from "@tanstack/react-query";
import { formatSalaryRange } from "@/lib/currency";
import { formatDate } from "@/lib/format";
import type { getEmployersIdJobs } from "@/lib/api/operations/admin";
import { queryKeys } from "../query/api-client";
import { endpoint } from "../query/call-api";
import type { Lead } from "./employer-card";

const leadJobsCall = endpoint<typeof getEmployersIdJobs>("GET /api/employers/{id}/jobs");

type Props = { lead: Lead; saving: boolean; onMark: (step: "contacted" | "converted") => void };

export function EmployerDetail({ lead, saving, onMark }: Props) {
  const leadJobs = useQuery({
    queryKey: queryKeys.employerJobs(lead.id),
    queryFn: () => leadJobsCall.call({ params: { id: lead.id } }),
  });
  const jobs = leadJobs.data ?? null;
  const failed = leadJobs.isError && !leadJobs.isFetching;

  const row = (label: string, value: React.ReactNode) => (
    <div className="py-1.5">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="text-sm break-all">{value || "—"}</dd>
    </div>
  );

  return (
    <section aria-labelledby="lead-name" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="lead-name" className="text-xl font-bold">
        {lead.name}
      </h2>
      {lead.industry && <p className="text-sm text-slate-700">{lead.industry}</p>}
      <dl className="mt-3 divide-y divide-slate-100">
        {row("Contact person", lead.contactName)}
        {row(
          "Email",
          lead.contactEmail && (
            <a href={`mailto:${lead.contactEmail}`} className="text-amber-800 underline">
              {lead.contactEmail}
            </a>
          ),
        )}
        {row(
          "Phone",
          lead.contactPhone && (
            <a href={`tel:${lead.contactPhone.replace(/\s/g, "")}`} className="text-amber-800 underline">
              {lead.contactPhone}
            </a>
          ),
        )}
        {row(
          "Website",
          lead.website && (
            <a href={lead.website} target="_blank" rel="noopener noreferrer" className="text-amber-800 underline">
              {lead.website}
            </a>
          ),
        )}
        {row("Contacted", lead.contacted ? `Yes, ${formatDate(lead.contactedDate)}` : "No")}
        {row("Converted", lead.converted ? `Yes, ${formatDate(lead.convertedDate)}` : "No")}
        {row("Notes", lead.notes && <span className="break-normal whitespace-pre-wrap">{lead.notes}</span>)}
      </dl>

      <div className="mt-4 flex flex-wrap gap-2">
        {!lead.contacted && (
          <button
            type="button"
            onClick={() => onMark("contacted")}
            disabled={saving}
            className="rounded-md bg-amber-700 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-800 disabled:opacity-60"
          >
            Mark Contacted
          </button>
        )}
        {lead.contacted && !lead.converted && (
          <button
            type="button"
            onClick={() => onMark("converted")}
            disabled={saving}
            className="rounded-md bg-green-700 px-4 py-2 text-sm font-semibold text-white hover:bg-green-800 disabled:opacity-60"
          >
            Mark Converted
          </button>
        )}
        {lead.converted && <p className="text-sm font-semibold text-green-800">Paying customer</p>}
      </div>

      <h3 className="mt-6 font-bold">Jobs</h3>
      {failed ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          Could not load this employer&apos;s jobs.{" "}
          <button type="button" onClick={() => void leadJobs.refetch()} className="font-semibold underline">
            Try again
          </button>
        </p>
      ) : jobs === null ? (
        <p className="mt-2 text-sm text-slate-600">Loading jobs...</p>
      ) : jobs.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No jobs linked to this employer yet.</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {jobs.map((job) => (
            <li key={job.id} className="rounded-md border border-slate-200 p-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{job.title}</span>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${job.isActive ? "bg-green-100 text-green-900" : "bg-slate-200 text-slate-800"}`}
                >
                  {job.isActive ? "Active" : "Inactive"}
                </span>
              </div>
              <p className="text-slate-600">
                {job.location} · {formatSalaryRange(job)} · Posted {formatDate(job.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
