// Job detail: the whole advert, rendered on the server with JobPosting data; drawn by the job page and its
// data-saver copy (app/data-saver/job/[id], decision 114).
import type { Metadata } from "next";
import { AppLink as Link } from "@/components/ui/app-link";
import { notFound, redirect } from "next/navigation";
import { categoryLabel } from "@/lib/categories";
import { jobPostingJsonLd, scriptJson } from "@/lib/job-posting";
import { formatSalaryRange } from "@/lib/currency";
import { formatContractType, formatLongDate } from "@/lib/format";
import { config } from "@/server/config";
import { isClosedJobPage, jobForPage } from "@/server/jobs/job-page";
import { ApplyLink } from "@/components/jobs/apply-link";
import { ApplyOnOutpost, type ApplyJob } from "@/components/applications/apply-on-outpost";
import { sendsToEmployerSite, takesApplicationsHere } from "@/lib/applications/kinds";
import { ClosingBadges } from "@/components/jobs/closing-badges";
import { CompanyLogo } from "@/components/jobs/company-logo";
import { RiskBadge } from "@/components/jobs/job-facts";
import { RotationAndConditions } from "@/components/jobs/rotation-and-conditions";
import { SalaryRange } from "@/components/jobs/money";
import { ReportLinkButton } from "@/components/jobs/report-link-button";
import { ReportJobButton } from "@/components/jobs/report-job-button";
import { VerifiedBadge } from "@/components/jobs/verified-badge";
import { SaveButton } from "@/components/jobs/save-button";
import { SpriteIcon } from "@/components/icons/sprite-icons";
import { ShareMenu } from "@/components/jobs/share-menu";
import { TrackJobView } from "@/components/jobs/track-job-view";
import { TicketLapseWarning } from "@/components/matches/ticket-lapse-warning";

/** The listed job, or the closed page (documents get it as 410 from proxy.ts; client navigations land here). */
async function listedOrElsewhere(id: string) {
  const job = await jobForPage(id);
  if (job) return job;
  if (await isClosedJobPage(id)) redirect(`/job/${id}/closed`);
  notFound();
}

/** The page's title, description and canonical address, the same for its data-saver copy. */
export async function jobMetadata(id: string): Promise<Metadata> {
  const job = await listedOrElsewhere(id);
  const title = `${job.title} at ${job.company} — ${job.location}`;
  const description = `${formatSalaryRange(job)} · ${job.company} · ${job.location}. ${job.description.slice(0, 150)}`;
  return {
    title,
    description,
    keywords: [job.title, job.company, categoryLabel(job.category, job.customCategory), job.location, "high paying jobs"],
    alternates: { canonical: `/job/${job.id}` },
    openGraph: { type: "article", title, description, url: `/job/${job.id}` },
    twitter: { card: "summary_large_image", title, description },
    robots: { index: true, follow: true },
  };
}

/** The page's Apply button: in the sidebar, and again in the bar a phone keeps at the bottom of the screen. */
function ApplyNow({ jobId, href, second = false }: { jobId: string; href: string; second?: boolean }) {
  const look = second ? "border border-slate-300 text-slate-900 hover:bg-slate-100" : "bg-amber-700 text-white hover:bg-amber-800";
  return (
    <ApplyLink jobId={jobId} href={href} event="job_apply_click" className={`block rounded-md px-4 py-3 text-center font-semibold ${look}`}>
      Apply Now
    </ApplyLink>
  );
}

/**
 * The sidebar's apply box. A job taking applications here leads with 'Apply on Outpost' (the sheet, a client
 * island); one that also takes them on its own site keeps that link as the second action.
 */
function ApplyBox({ job, applying }: { job: { id: string; applicationUrl: string; applyOn: string }; applying: ApplyJob }) {
  if (!takesApplicationsHere(job.applyOn)) {
    return (
      <>
        <ApplyNow jobId={job.id} href={job.applicationUrl} />
        <p className="mt-2 text-center text-sm text-slate-600">You&apos;ll be redirected to the company&apos;s application page</p>
      </>
    );
  }
  return (
    <>
      <ApplyOnOutpost job={applying} reopens />
      <p className="mt-2 text-center text-sm text-slate-600">Your Outpost profile goes with it: no forms to fill again</p>
      {sendsToEmployerSite(job.applyOn) && (
        <div className="mt-4">
          <ApplyNow jobId={job.id} href={job.applicationUrl} second />
          <p className="mt-2 text-center text-sm text-slate-600">Or apply on the company&apos;s own page</p>
        </div>
      )}
    </>
  );
}

function Section({ title, text, list }: { title: string; text: string | null; list?: boolean }) {
  if (!text?.trim()) return null;
  const lines = text.split("\n").filter((l) => l.trim());
  return (
    <section className="mt-8">
      <h2 className="text-xl font-bold">{title}</h2>
      {list ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
          {lines.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      ) : (
        lines.map((l) => (
          <p key={l} className="mt-2 text-slate-800">
            {l}
          </p>
        ))
      )}
    </section>
  );
}

/** `lite`: data saver's kept copy (decision 114): the company's initials in place of its logo. */
export async function JobAdvert({ id, lite = false }: { id: string; lite?: boolean }) {
  const job = await listedOrElsewhere(id);
  const { baseUrl } = config();
  const absolute = (path: string) => new URL(path, baseUrl).toString();
  const jsonLd = jobPostingJsonLd(job, absolute(`/job/${job.id}`), absolute);
  // Only what the sheet needs crosses to the browser, not the whole job a second time.
  const applying: ApplyJob = { id: job.id, title: job.title, company: job.company, questions: job.screeningQuestions };

  return (
    <article className="mx-auto max-w-6xl px-4 pt-8 pb-24 lg:pb-8">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }} />
      <TrackJobView jobId={job.id} />
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        {/* Not prefetched: the board's payload on every job visit would cost more than the page's own revalidation. */}
        <Link href="/#jobs" prefetch={false} className="hover:underline">
          ← All jobs
        </Link>
      </nav>
      <header className="mt-4 flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:items-start">
        <CompanyLogo company={job.company} logoUrl={lite ? null : job.companyLogoUrl} size={72} />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{job.title}</h1>
          <p className="mt-1 text-lg text-slate-800">
            {job.company}
            {/* A space, not a margin: when the badge wraps it starts its line flush. */}
            {job.verifiedDomain && (
              <>
                {" "}
                <VerifiedBadge domain={job.verifiedDomain} className="align-middle" />
              </>
            )}
          </p>
          <p className="mt-1 flex items-center gap-1 text-slate-700">
            <SpriteIcon name="map-pin" size={16} /> {job.location}
          </p>
          <p className="mt-2 text-xl font-bold text-amber-800">
            <SalaryRange min={job.salaryMin} max={job.salaryMax} unit={job.salaryUnit} />
            {/* A day rate carries its unit ('£650/day'); a yearly figure reads as it always has. */}
            {job.salaryUnit === "year" && <span className="text-sm font-normal text-slate-600"> per year</span>}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <ClosingBadges closing={job.applicationClosingDate} />
            <RiskBadge level={job.dangerLevel} />
          </div>
        </div>
        {/* Wraps, narrow beside the title, so Share's offline line sits under the buttons. */}
        <div className="flex shrink-0 flex-wrap gap-2 sm:max-w-60">
          <SaveButton jobId={job.id} title={job.title} labelled />
          <ShareMenu path={`/job/${job.id}`} title={job.title} company={job.company} />
        </div>
      </header>
      <TicketLapseWarning jobId={job.id} />

      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Section title="About the role" text={job.description} />
          <RotationAndConditions job={job} />
          <Section title="Requirements" text={job.requirements} list />
          <Section title="Benefits" text={job.benefits} />
          <Section title="How to apply" text={job.howToApply} />
        </div>
        <aside className="space-y-6">
          <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            <ApplyBox job={job} applying={applying} />
          </div>
          <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="font-bold">Job details</h2>
            <dl className="mt-3 space-y-2 text-sm">
              <div className="flex justify-between gap-2">
                <dt className="text-slate-600">Contract</dt>
                <dd>{formatContractType(job.contractType)}</dd>
              </div>
              {job.hoursPerWeek && (
                <div className="flex justify-between gap-2">
                  <dt className="text-slate-600">Hours</dt>
                  <dd>{job.hoursPerWeek} per week</dd>
                </div>
              )}
              <div className="flex justify-between gap-2">
                <dt className="text-slate-600">Category</dt>
                <dd>{categoryLabel(job.category, job.customCategory)}</dd>
              </div>
              {job.startDate && (
                <div className="flex justify-between gap-2">
                  <dt className="text-slate-600">Start date</dt>
                  <dd>{formatLongDate(job.startDate)}</dd>
                </div>
              )}
              <div className="flex justify-between gap-2">
                <dt className="text-slate-600">Reference</dt>
                <dd>{job.id.slice(-6).toUpperCase()}</dd>
              </div>
            </dl>
            {job.isFeatured && (
              <p className="mt-3">
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Featured</span>
              </p>
            )}
          </div>
          {(job.companyDescription || job.companyWebsite) && (
            <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
              <h2 className="font-bold">About {job.company}</h2>
              {job.companyDescription && <p className="mt-2 text-sm text-slate-800">{job.companyDescription}</p>}
              {job.companyWebsite && (
                <a
                  href={job.companyWebsite}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-2 inline-block text-sm font-medium text-amber-800 underline"
                >
                  Visit website
                </a>
              )}
            </div>
          )}
          {/* Reporting sits apart from Apply Now, the last thing in the sidebar, so no tap meant for Apply lands on it. */}
          <section aria-labelledby="report-heading" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id="report-heading" className="font-bold">
              Something wrong with this job?
            </h2>
            <div className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
              <ReportLinkButton jobId={job.id} />
              <ReportJobButton jobId={job.id} />
            </div>
          </section>
        </aside>
      </div>
      {/* On a phone the sidebar's button is screens away: Apply stays at hand at the bottom. */}
      <div
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white p-3 shadow-[0_-2px_8px_rgba(0,0,0,0.08)] lg:hidden"
        data-testid="sticky-apply"
      >
        {takesApplicationsHere(job.applyOn) ? <ApplyOnOutpost job={applying} /> : <ApplyNow jobId={job.id} href={job.applicationUrl} />}
      </div>
    </article>
  );
}
