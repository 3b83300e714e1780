/** @jsxImportSource @/server/mail/jsx */
// New jobs for one saved search: one job for an instant alert, the period's batch for a daily or weekly one.
import { formatSalaryRange } from "@/lib/currency";
import type { SalaryUnit } from "@/lib/pay";
import { BRAND, Button, EmailLayout, Heading, Link, MailingFooter, Paragraph, textFooter } from "./layout";
import type { RenderedEmail } from "./confirmation-email";

export type SavedSearchJob = {
  id: string;
  title: string;
  company: string;
  location: string;
  salaryMin: number;
  salaryMax: number;
  salaryUnit: SalaryUnit;
};

export type SavedSearchEmailInput = {
  jobs: SavedSearchJob[];
  /** Jobs beyond those listed: the board's link shows them all. */
  more: number;
  summary: string;
  jobUrl: (jobId: string) => string;
  searchUrl: string;
  manageUrl: string;
  unsubscribeUrl: string;
};

const REASON = "You're getting this because you saved this search on Outpost.";

// A day rate carries its unit ('£650/day'); a yearly range says so.
const pay = (job: SavedSearchJob) => `${formatSalaryRange(job)}${job.salaryUnit === "day" ? "" : " a year"}`;

function subject(jobs: SavedSearchJob[], more: number): string {
  const total = jobs.length + more;
  if (total === 1) return `New job for your saved search: ${jobs[0].title}`;
  return `${total} new jobs for your saved search: ${jobs[0].title} and more`;
}

export function savedSearchEmail({
  jobs,
  more,
  summary,
  jobUrl,
  searchUrl,
  manageUrl,
  unsubscribeUrl,
}: SavedSearchEmailInput): RenderedEmail {
  const title = subject(jobs, more);
  const intro = `New jobs that match your saved search (${summary}).`;
  const html = EmailLayout({
    title,
    preheader: jobs.map((j) => `${j.title} — ${pay(j)}`).join(" · "),
    footer: <MailingFooter reason={REASON} unsubscribeUrl={unsubscribeUrl} />,
    children: (
      <>
        <Heading>{jobs.length + more === 1 ? "A new job for you" : "New jobs for you"}</Heading>
        <Paragraph>{intro}</Paragraph>
        {jobs.map((job) => (
          <p key={job.id} style={{ margin: "0 0 16px", padding: "12px 14px", border: `1px solid ${BRAND.line}`, borderRadius: 8 }}>
            <Link href={jobUrl(job.id)}>{job.title}</Link>
            <br />
            <span style={{ color: BRAND.muted }}>
              {job.company} · {job.location}
            </span>
            <br />
            <strong style={{ color: BRAND.amber }}>{pay(job)}</strong>
          </p>
        ))}
        {more > 0 && <Paragraph>And {more} more.</Paragraph>}
        <Button href={searchUrl}>See all matching jobs</Button>
        <Paragraph muted>
          <Link href={manageUrl}>Manage your saved searches</Link>
        </Paragraph>
      </>
    ),
  }).html;
  const text = [
    title,
    "",
    intro,
    "",
    ...jobs.flatMap((job) => [job.title, `   ${job.company} · ${job.location}`, `   ${pay(job)}`, `   ${jobUrl(job.id)}`, ""]),
    ...(more > 0 ? [`And ${more} more.`, ""] : []),
    `See all matching jobs: ${searchUrl}`,
    `Manage your saved searches: ${manageUrl}`,
    "",
    textFooter(REASON, unsubscribeUrl),
  ].join("\n");
  return { subject: title, html, text };
}
