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
    <article className="job-card" aria-labelledby={`job-${job.id}-title`}>
      <div className="flex items-start gap-3">
        <CompanyLogo company={job.company} logoUrl={job.companyLogoUrl} />
        <div className="min-w-0">
          <h3 id={`job-${job.id}-title`} className="leading-snug font-semibold">
            <Link href={`/job/${job.id}`} className="hover:underline">
              {job.title}
            </Link>
          </h3>
          <p className="text-sm text-slate-700">{job.company}</p>
          <p className="job-card-place">
            <SpriteIcon name="map-pin" size={14} className="shrink-0" /> {job.location}
          </p>
        </div>
      </div>
      <p className="job-card-salary">
        <SalaryRange min={job.salaryMin} max={job.salaryMax} />
      </p>
      <p className="job-category">{categoryLabel(job.category, job.customCategory)}</p>
      <FactChips job={job} />
      <p className="job-card-summary">{excerpt(job.description)}</p>
      <div className="job-card-badges">
        <ClosingBadges closing={job.applicationClosingDate} />
        <RiskBadge level={job.dangerLevel} />
        {job.isFeatured && <span className="pill bg-amber-100 font-semibold text-amber-900">Featured</span>}
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
