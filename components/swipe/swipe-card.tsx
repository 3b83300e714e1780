// One job as a swipe card (spec section 2): image, Remote badge, four-line description, and the job's own
// rotation and conditions where it states them, else the spec's fixed benefits line (decision 043).
import { categoryLabel } from "@/lib/categories";
import { compactFacts } from "@/lib/extreme-work";
import { isRemoteLocation } from "@/lib/location-groups";
import { imageUrl } from "@/lib/web-url";
import { ClosingBadges } from "../jobs/closing-badges";
import { SpriteIcon } from "../icons/sprite-icons";
import { CompanyLogo } from "../jobs/company-logo";
import { factsOf, RiskBadge } from "../jobs/job-facts";
import { SalaryRange } from "../jobs/money";
import type { ListedJob } from "../query/api-client";

export const SWIPE_BENEFITS = "Full medical, life insurance, hazard pay";

export function SwipeCard({ job }: { job: ListedJob }) {
  const image = imageUrl(job.swipeCardImageUrl);
  const facts = compactFacts(factsOf(job));
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl">
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- shown as uploaded, like a logo (decision 092)
        <img
          src={image}
          alt=""
          width={750}
          height={300}
          loading="lazy"
          decoding="async"
          draggable={false}
          className="h-36 w-full object-cover"
        />
      ) : (
        <div aria-hidden className="h-3 bg-gradient-to-r from-slate-900 via-slate-800 to-amber-800" />
      )}
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-start gap-3">
          <CompanyLogo company={job.company} logoUrl={job.companyLogoUrl} />
          <div className="min-w-0">
            <h2 className="text-xl leading-tight font-bold">{job.title}</h2>
            <p className="text-slate-700">{job.company}</p>
          </div>
        </div>
        <p className="mt-3 flex items-center gap-1 text-sm text-slate-700">
          <SpriteIcon name="map-pin" size={14} className="shrink-0" /> {job.location}
          {isRemoteLocation(job.location) && (
            <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">Remote</span>
          )}
        </p>
        <p className="mt-2 text-2xl font-extrabold text-amber-800">
          <SalaryRange min={job.salaryMin} max={job.salaryMax} />
        </p>
        <p className="job-category">{categoryLabel(job.category, job.customCategory)}</p>
        <p className="mt-3 line-clamp-4 text-sm text-slate-800">{job.description}</p>
        <p className="mt-3 text-sm font-medium text-emerald-800">{facts.length ? facts.join(" · ") : SWIPE_BENEFITS}</p>
        <div className="mt-auto flex flex-wrap gap-2 pt-3">
          <ClosingBadges closing={job.applicationClosingDate} />
          <RiskBadge level={job.dangerLevel} />
        </div>
      </div>
    </div>
  );
}
