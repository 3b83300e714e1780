/** @jsxImportSource @/server/mail/jsx */
// The weekly digest: the three best new jobs for one subscriber.
import { categoryLabel } from "@/lib/categories";
import { formatSalaryRange } from "@/lib/currency";
import type { JobCardRecord } from "@/lib/schemas/public-job";
import { BRAND, Button, EmailLayout, Heading, Link, MailingFooter, Paragraph, textFooter } from "./layout";
import type { RenderedEmail } from "./confirmation-email";

export type DigestJob = Pick<
  JobCardRecord,
  | "id"
  | "title"
  | "company"
  | "location"
  | "salaryMin"
  | "salaryMax"
  | "salaryUnit"
  | "category"
  | "customCategory"
  | "isFeatured"
  | "description"
>;

export type DigestEmailInput = {
  jobs: DigestJob[];
  jobUrl: (jobId: string) => string;
  boardUrl: string;
  unsubscribeUrl: string;
};

const REASON = "You're getting this because you subscribed to Outpost's weekly top jobs.";

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

function JobBlock({ job, url, rank }: { job: DigestJob; url: string; rank: number }) {
  return (
    <table
      role="presentation"
      width="100%"
      cellPadding="0"
      cellSpacing="0"
      style={{ margin: "0 0 16px", border: `1px solid ${BRAND.line}`, borderRadius: 8 }}
    >
      <tr>
        <td style={{ padding: "16px 18px" }}>
          <p style={{ margin: "0 0 4px", fontSize: 12, color: BRAND.muted, textTransform: "uppercase", letterSpacing: "0.5px" }}>
            #{rank} · {categoryLabel(job.category, job.customCategory)}
            {job.isFeatured && (
              <span style={{ marginLeft: 8, padding: "1px 6px", backgroundColor: BRAND.amberLight, color: BRAND.amber, borderRadius: 4 }}>
                Featured
              </span>
            )}
          </p>
          <h2 style={{ margin: "0 0 4px", fontSize: 19, lineHeight: "25px" }}>
            <a href={url} style={{ color: BRAND.ink, textDecoration: "none" }}>
              {job.title}
            </a>
          </h2>
          <p style={{ margin: "0 0 8px", color: BRAND.muted, fontSize: 15 }}>
            {job.company} · {job.location}
          </p>
          <p style={{ margin: "0 0 10px", fontSize: 17, fontWeight: 700, color: BRAND.amber }}>
            {formatSalaryRange(job)}
            {yearly(job)}
          </p>
          <p style={{ margin: "0 0 12px", fontSize: 14, lineHeight: "21px" }}>{clip(job.description, 220)}</p>
          <Link href={url}>View job</Link>
        </td>
      </tr>
    </table>
  );
}

/** A day rate carries its unit ('£650/day'); a yearly range is said to be one. */
const yearly = (job: DigestJob) => (job.salaryUnit === "year" ? " a year" : "");

function digestSubject(jobs: DigestJob[]): string {
  const top = jobs[0];
  return `This week's top ${jobs.length} new ${jobs.length === 1 ? "job" : "jobs"}: ${top.title} (${formatSalaryRange(top)})`;
}

export function digestEmail({ jobs, jobUrl, boardUrl, unsubscribeUrl }: DigestEmailInput): RenderedEmail {
  const reason = REASON;
  const intro = "The best new jobs posted on Outpost in the last seven days.";
  const subject = digestSubject(jobs);
  const html = EmailLayout({
    title: subject,
    preheader: jobs.map((j) => `${j.title} — ${formatSalaryRange(j)}`).join(" · "),
    footer: <MailingFooter reason={reason} unsubscribeUrl={unsubscribeUrl} />,
    children: (
      <>
        <Heading>Your top jobs this week</Heading>
        <Paragraph>{intro}</Paragraph>
        {jobs.map((job, i) => (
          <JobBlock key={job.id} job={job} url={jobUrl(job.id)} rank={i + 1} />
        ))}
        <Button href={boardUrl}>Browse all jobs</Button>
      </>
    ),
  }).html;
  const text = [
    "Your top jobs this week",
    "",
    intro,
    "",
    ...jobs.flatMap((job, i) => [
      `${i + 1}. ${job.title}${job.isFeatured ? " (Featured)" : ""}`,
      `   ${job.company} · ${job.location}`,
      `   ${formatSalaryRange(job)}${yearly(job)} · ${categoryLabel(job.category, job.customCategory)}`,
      `   ${jobUrl(job.id)}`,
      "",
    ]),
    `Browse all jobs: ${boardUrl}`,
    "",
    textFooter(reason, unsubscribeUrl),
  ].join("\n");
  return { subject, html, text };
}
