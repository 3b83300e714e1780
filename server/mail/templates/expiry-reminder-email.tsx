/** @jsxImportSource @/server/mail/jsx */
// The week-before-expiry email to an employer: how the job did, and a link to renew it on the same plan.
import { formatLongDate } from "@/lib/format";
import { PLANS, type PlanType } from "@/lib/plans";
import { BRAND, Button, EmailLayout, Heading, Link, MailingFooter, Paragraph, textFooter } from "./layout";
import type { RenderedEmail } from "./confirmation-email";

export type ExpiryReminderInput = {
  name: string;
  job: { id: string; title: string; company: string; planType: PlanType; expiresAt: Date };
  views: number;
  applyClicks: number;
  jobUrl: string;
  renewUrl: string;
  unsubscribeUrl: string;
};

const REASON = "You're getting this because you posted this job on Outpost. We send one reminder per job.";

function Figure({ value, label }: { value: number; label: string }) {
  return (
    <td width="50%" style={{ padding: "14px 10px", textAlign: "center", backgroundColor: BRAND.page, border: `4px solid #ffffff` }}>
      <p style={{ margin: 0, fontSize: 28, fontWeight: 800, color: BRAND.ink }}>{value.toLocaleString("en-GB")}</p>
      <p style={{ margin: 0, fontSize: 13, color: BRAND.muted }}>{label}</p>
    </td>
  );
}

export function expiryReminderEmail({
  name,
  job,
  views,
  applyClicks,
  jobUrl,
  renewUrl,
  unsubscribeUrl,
}: ExpiryReminderInput): RenderedEmail {
  const plan = PLANS[job.planType];
  // The UK day the listing ends: it is listed until that day's end (decision 117).
  const expires = formatLongDate(job.expiresAt);
  const subject = `Your job "${job.title}" expires on ${expires}`;
  const planLine = `${plan.name} plan — £${plan.priceGbp} for ${plan.maxDays} days`;
  const html = EmailLayout({
    title: subject,
    preheader: `${views} views and ${applyClicks} apply clicks so far. Renew it in one step.`,
    footer: <MailingFooter reason={REASON} unsubscribeUrl={unsubscribeUrl} />,
    children: (
      <>
        <Heading>Your listing ends on {expires}</Heading>
        <Paragraph>
          Hi {name}, your job <Link href={jobUrl}>{job.title}</Link> at {job.company} comes off Outpost on {expires}. Here is how it has
          done so far:
        </Paragraph>
        <table role="presentation" width="100%" cellPadding="0" cellSpacing="0" style={{ margin: "0 0 16px" }}>
          <tr>
            <Figure value={views} label={views === 1 ? "view" : "views"} />
            <Figure value={applyClicks} label={applyClicks === 1 ? "apply click" : "apply clicks"} />
          </tr>
        </table>
        <Paragraph>Still hiring? Renew it on the same plan ({planLine}) and it stays in front of job seekers.</Paragraph>
        <Button href={renewUrl}>Renew this job</Button>
        <Paragraph muted>If the role is filled, do nothing: the listing ends by itself and its details stay in My Jobs.</Paragraph>
      </>
    ),
  }).html;
  const text = [
    `Your listing ends on ${expires}`,
    "",
    `Hi ${name}, your job "${job.title}" at ${job.company} comes off Outpost on ${expires}.`,
    `Job: ${jobUrl}`,
    "",
    `Views: ${views.toLocaleString("en-GB")}`,
    `Apply clicks: ${applyClicks.toLocaleString("en-GB")}`,
    "",
    `Still hiring? Renew it on the same plan (${planLine}):`,
    renewUrl,
    "",
    "If the role is filled, do nothing: the listing ends by itself and its details stay in My Jobs.",
    "",
    textFooter(REASON, unsubscribeUrl),
  ].join("\n");
  return { subject, html, text };
}
