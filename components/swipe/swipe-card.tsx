// One job as a swipe card: image, Remote badge, description, and the job's own facts (rotation, tickets,
// medical, what is provided, the benefits its employer stated, contract) in the room below it (decisions 043,
// 116). The card has a fixed height in the deck, and the facts a worker decides on are never what gives way:
// when room is short the employer's image shrinks first (to nothing), then the description gives up lines, and
// only past both does the card's body scroll, its least telling facts last.
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

/** The facts a worker decides on, those the job states. */
function swipeFacts(job: ListedJob): [string, string][] {
  const facts = factsOf(job);
  const rows: [string, string | null][] = [
    ["Rotation", rotationShort(facts.rotation)],
    ["Tickets", ticketNames(facts).join(", ") || null],
    ["Medical", medicalLabel(facts.medical)],
    ["Provided", providedNames(facts).join(" · ") || null],
    // The employer's own words, never a stock line: a card claims no benefit its job does not state.
    ["Benefits", job.benefits?.trim() || null],
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
          className="h-28 min-h-0 w-full shrink-[1000] object-cover"
        />
      ) : (
        <div aria-hidden className="h-3 shrink-0 bg-gradient-to-r from-slate-900 via-slate-800 to-amber-800" />
      )}
      {/* Sized by its content (flex-auto), so the image beside it, far readier to shrink, gives way first. */}
      <div className="flex min-h-0 flex-auto flex-col overflow-y-auto p-4 sm:p-5">
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
        {/* Beside the pay, not at the foot: were the card ever to scroll, the closing date and risk stay in view. */}
        <div className="mt-1.5 flex shrink-0 flex-wrap gap-2">
          <ClosingBadges closing={job.applicationClosingDate} />
          <RiskBadge level={job.dangerLevel} />
        </div>
        <p className="job-category mt-1 shrink-0">{categoryLabel(job.category, job.customCategory)}</p>
        <p className={`mt-2 min-h-0 text-sm text-slate-800 ${image ? "line-clamp-2" : "line-clamp-4"}`}>{job.description}</p>
        <dl className="mt-2 grid shrink-0 grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          {swipeFacts(job).map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-slate-600">{term}</dt>
              <dd className={`min-w-0 font-medium break-words text-slate-900 ${term === "Benefits" ? "line-clamp-2" : ""}`}>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
