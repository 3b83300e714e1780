// What is being bought: the job in brief, the plan, its duration, the dates it
// is listed (the application window, docs/decisions/040) and the total.
import { formatSalaryRange } from "@/lib/currency";
import { formatLongDate } from "@/lib/format";
import { PLANS, type PlanType } from "@/lib/plans";
import type { JobCardData } from "../jobs/job-card";

type Job = Pick<JobCardData, "title" | "company" | "location" | "salaryMin" | "salaryMax" | "salaryUnit" | "description"> & {
  applicationStartDate: Date;
  applicationClosingDate: Date;
};
type Props = { job: Job; plan: PlanType };

export function OrderSummary({ job, plan }: Props) {
  const p = PLANS[plan];
  return (
    <section aria-labelledby="summary-heading" className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="summary-heading" className="text-lg font-bold">
        Order Summary
      </h2>
      <div className="mt-4 border-b border-slate-200 pb-4">
        <p className="font-semibold">{job.title}</p>
        <p className="text-sm text-slate-700">
          {job.company} · {job.location}
        </p>
        <p className="mt-1 text-sm font-medium text-emerald-800">{formatSalaryRange(job)}</p>
        <p className="mt-2 line-clamp-3 text-sm text-slate-600">{job.description}</p>
      </div>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between">
          <dt className="text-slate-600">Plan</dt>
          <dd className="font-medium">{p.name}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-600">Duration</dt>
          <dd className="font-medium">Up to {p.maxDays} days</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Listed from</dt>
          <dd className="text-right font-medium">{formatLongDate(job.applicationStartDate)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Listed until</dt>
          <dd className="text-right font-medium">{formatLongDate(job.applicationClosingDate)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-600">Listing</dt>
          <dd className="font-medium">{p.featured ? "Featured listing" : "Standard listing"}</dd>
        </div>
        <div className="flex justify-between border-t border-slate-200 pt-3 text-base">
          <dt className="font-bold">Total</dt>
          <dd className="font-extrabold">£{p.priceGbp}</dd>
        </div>
      </dl>
    </section>
  );
}
