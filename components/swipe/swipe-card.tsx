// One job as a swipe card: image, Remote badge, four-line description, the spec's fixed
// benefits line, and the job's own facts (rotation, tickets, medical, what is provided, contract) in the room
// below it (decision 043). The card has a fixed height in the deck: with an employer's image the description
// gives up lines, never the badges at its foot.
import { categoryLabel } from "@/lib/categories";
import { medicalLabel, providedNames, rotationShort, ticketNames } from "@/lib/extreme-work";
import { formatContractType } from "@/lib/format";
import { imageUrl } from "@/lib/web-url";
import { ClosingBadges } from "../jobs/closing-badges";
import { SpriteIcon } from "../icons/sprite-icons";
import { CompanyLogo } from "../jobs/company-logo";
import { VerifiedBadge } from "../jobs/verified-badge";
import { factsOf, RiskBadge } from "../jobs/job-facts";
import { SalaryRange } from "../jobs/money";
import { useDataSaver } from "../layout/use-data-saver";
import type { ListedJob } from "../query/api-client";

export const SWIPE_BENEFITS = "Full medical, life insurance, hazard pay";

/** The facts a worker decides on, those the job states. */
function swipeFacts(job: ListedJob): [string, string][] {
  const facts = factsOf(job);
  const rows: [string, string | null][] = [
    ["Rotation", rotationShort(facts.rotation)],
    ["Tickets", ticketNames(facts).join(", ") || null],
    ["Medical", medicalLabel(facts.medical)],
    ["Provided", providedNames(facts).join(" · ") || null],
    ["Job type", job.contractType ? formatContractType(job.contractType) : null],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null);
}

export function SwipeCard({ job }: { job: ListedJob }) {
  // Data saver (decision 114): neither the employer's image nor the logo.
  const lite = useDataSaver();
  const image = lite ? null : imageUrl(job.swipeCardImageUrl);
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
          className="h-28 w-full shrink-0 object-cover"
        />
      ) : (
        <div aria-hidden className="h-3 shrink-0 bg-gradient-to-r from-slate-900 via-slate-800 to-amber-800" />
      )}
      <div className="flex min-h-0 flex-1 flex-col p-4 sm:p-5">
        <div className="flex shrink-0 items-start gap-3">
          <CompanyLogo company={job.company} logoUrl={lite ? null : job.companyLogoUrl} />
          <div className="min-w-0">
            <h2 className="line-clamp-2 text-xl leading-tight font-bold">{job.title}</h2>
            <p className="text-slate-700">
              {job.company}
              {job.verifiedDomain && (
                <>
                  {" "}
                  <VerifiedBadge domain={job.verifiedDomain} className="align-text-bottom" />
                </>
              )}
            </p>
          </div>
        </div>
        {/* The pin stays beside the first line of a place that wraps; the Home-based badge flows with its text. */}
        <p className="mt-2 flex shrink-0 items-start gap-1 text-sm text-slate-700">
          <SpriteIcon name="map-pin" size={14} className="mt-0.5 shrink-0" />
          <span className="min-w-0">
            {job.location}
            {job.workArrangement === "fully-remote" && (
              <span className="ml-1.5 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">Home-based</span>
            )}
          </span>
        </p>
        <p className="mt-1 shrink-0 text-2xl font-extrabold text-amber-800">
          <SalaryRange min={job.salaryMin} max={job.salaryMax} unit={job.salaryUnit} />
        </p>
        <p className="job-category shrink-0">{categoryLabel(job.category, job.customCategory)}</p>
        <p className={`mt-2 min-h-0 text-sm text-slate-800 ${image ? "line-clamp-2" : "line-clamp-4"}`}>{job.description}</p>
        <p className="mt-2 shrink-0 text-sm font-medium text-emerald-800">{SWIPE_BENEFITS}</p>
        <dl className="mt-2 grid shrink-0 grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          {swipeFacts(job).map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-slate-600">{term}</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-auto flex shrink-0 flex-wrap gap-2 pt-3">
          <ClosingBadges closing={job.applicationClosingDate} />
          <RiskBadge level={job.dangerLevel} />
        </div>
      </div>
    </div>
  );
}
