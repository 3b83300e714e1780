// A job in a list, compact for a phone (four or more to a screen): title, company and place,
// pay with its closing date, risk and rotation, then Apply. Category, what is provided and the description's
// first lines are shown from 640 px up. Rendered on the server; only its actions, its Save heart and its pay (currency) are interactive.
import { AppLink as Link } from "@/components/ui/app-link";
import type { ReactNode } from "react";
import { categoryLabel } from "@/lib/categories";
import { excerpt } from "@/lib/excerpt";
import { rotationShort } from "@/lib/extreme-work";
import { ClosingBadges } from "./closing-badges";
import { CompanyLogo } from "./company-logo";
import { SpriteIcon } from "../icons/sprite-icons";
import { JobCardActions } from "./job-card-actions";
import { FactChips, RiskBadge, type JobFactsData } from "./job-facts";
import { SalaryRange } from "./money";
import { SaveButton } from "./save-button";
import { VerifiedBadge } from "./verified-badge";
import type { JobCardJson, JobCardRecord } from "@/lib/schemas/public-job";
import { takesApplicationsHere } from "@/lib/applications/kinds";

/** What a card shows, as read on the server (dates as Date) or as the API sent it (dates as text). */
export type JobCardData = Pick<
  JobCardRecord | JobCardJson,
  | "id"
  | "title"
  | "company"
  | "location"
  | "salaryMin"
  | "salaryMax"
  | "salaryUnit"
  | "description"
  | "category"
  | "customCategory"
  | "applicationUrl"
  | "applicationClosingDate"
  | "isFeatured"
  | "companyLogoUrl"
  | "clickCount"
> &
  Partial<Pick<JobCardRecord, "employerVerified" | "verifiedDomain" | "applyOn">> &
  JobFactsData;

/**
 * `notes`: what a list adds about this job for its reader (a match's reasons), shown above the actions.
 * `lite`: data saver (decision 114): the company's initials in place of its logo.
 */
export function JobCard({ job, notes, lite = false }: { job: JobCardData; notes?: ReactNode; lite?: boolean }) {
  const rotation = rotationShort(job.rotation ?? null);
  return (
    <article className="job-card" aria-labelledby={`job-${job.id}-title`}>
      <div className="flex items-start gap-3">
        <CompanyLogo company={job.company} logoUrl={lite ? null : job.companyLogoUrl} size={40} />
        <div className="min-w-0 flex-1">
          <h3 id={`job-${job.id}-title`} className="job-card-title">
            <Link href={`/job/${job.id}`}>{job.title}</Link>
          </h3>
          <p className="job-card-line">{job.company}</p>
          <p className="job-card-line">
            <SpriteIcon name="map-pin" size={12} className="mr-0.5 inline" />
            {job.location}
          </p>
        </div>
      </div>
      <div className="job-card-badges">
        <span className="job-card-salary">
          <SalaryRange min={job.salaryMin} max={job.salaryMax} unit={job.salaryUnit} />
        </span>
        <ClosingBadges closing={job.applicationClosingDate} />
        <RiskBadge level={job.dangerLevel} />
        {job.verifiedDomain && <VerifiedBadge domain={job.verifiedDomain} />}
        {job.isFeatured && <span className="pill bg-amber-100 font-semibold text-amber-900">Featured</span>}
        {/* Said on the card so a worker at camp knows before opening it that the profile does the applying. */}
        {takesApplicationsHere(job.applyOn ?? "employer-site") && (
          <span className="pill bg-emerald-100 font-semibold text-emerald-900">Apply on Outpost</span>
        )}
        {rotation && <span className="fact-chip sm:hidden">{rotation}</span>}
      </div>
      <div className="job-card-details">
        <p className="job-category">{categoryLabel(job.category, job.customCategory)}</p>
        <FactChips job={job} />
        <p className="job-card-summary">{excerpt(job.description)}</p>
      </div>
      {notes}
      <JobCardActions
        jobId={job.id}
        title={job.title}
        company={job.company}
        applicationUrl={job.applicationUrl}
        clickCount={job.clickCount}
        save={<SaveButton jobId={job.id} title={job.title} />}
      />
    </article>
  );
}
