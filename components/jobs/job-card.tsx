// A job in a list (spec section 2): rendered on the server; only its actions are interactive.
import Link from "next/link";
import { categoryLabel } from "@/lib/categories";
import { excerpt } from "@/lib/excerpt";
import { ClosingBadges } from "./closing-badges";
import { CompanyLogo } from "./company-logo";
import { SpriteIcon } from "../icons/sprite-icons";
import { JobCardActions } from "./job-card-actions";
import { FactChips, RiskBadge, type JobFactsData } from "./job-facts";
import { SalaryRange } from "./money";

export type JobCardData = {
  id: string;
  title: string;
  company: string;
  location: string;
  salaryMin: number;
  salaryMax: number;
  description: string;
  category: string;
  customCategory: string | null;
  applicationUrl: string;
  applicationClosingDate: Date | string;
  isFeatured: boolean;
  companyLogoUrl: string | null;
  clickCount: number;
} & JobFactsData;

export function JobCard({ job }: { job: JobCardData }) {
  return (
    <article
      className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      aria-labelledby={`job-${job.id}-title`}
    >
      <div className="flex items-start gap-3">
        <CompanyLogo company={job.company} logoUrl={job.companyLogoUrl} />
        <div className="min-w-0">
          <h3 id={`job-${job.id}-title`} className="leading-snug font-semibold">
            <Link href={`/job/${job.id}`} className="hover:underline">
              {job.title}
            </Link>
          </h3>
          <p className="text-sm text-slate-700">{job.company}</p>
          <p className="mt-0.5 flex items-center gap-1 text-sm text-slate-600">
            <SpriteIcon name="map-pin" size={14} className="shrink-0" /> {job.location}
          </p>
        </div>
      </div>
      <p className="mt-3 text-base font-bold text-amber-800">
        <SalaryRange min={job.salaryMin} max={job.salaryMax} />
      </p>
      <p className="mt-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">{categoryLabel(job.category, job.customCategory)}</p>
      <FactChips job={job} />
      <p className="mt-2 line-clamp-2 text-sm text-slate-700">{excerpt(job.description)}</p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <ClosingBadges closing={job.applicationClosingDate} />
        <RiskBadge level={job.dangerLevel} />
        {job.isFeatured && <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Featured</span>}
        <span className="ml-auto text-xs text-slate-600">
          {job.clickCount} {job.clickCount === 1 ? "click" : "clicks"}
        </span>
      </div>
      <div className="mt-auto">
        <JobCardActions jobId={job.id} title={job.title} company={job.company} applicationUrl={job.applicationUrl} />
      </div>
    </article>
  );
}
