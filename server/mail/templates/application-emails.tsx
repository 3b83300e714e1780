/** @jsxImportSource @/server/mail/jsx */
// The mails an application causes: the employer's new-application email, the copy forwarded to a feed's
// tracking address, the seeker's status change, the employer's daily digest and the one unopened reminder.
// Transactional, not mailings: each follows from something the reader did (posted a job, applied).
import { formatLongDate } from "@/lib/format";
import { ROTATION_LABELS, type Rotation } from "@/lib/extreme-work";
import { medicalLabel, ticketLabel } from "@/lib/profile-names";
import type { AppliedItem } from "@/lib/applications/held-items";
import type { ScreeningAnswer, ScreeningQuestion, TrackedStatus } from "@/lib/applications/kinds";
import { Button, EmailLayout, Heading, Paragraph } from "./layout";
import type { RenderedEmail } from "./confirmation-email";

const EMPLOYER_REASON = "You're getting this because you posted this job on Outpost and take its applications here.";
const SEEKER_REASON = "You're getting this because you applied for this job on Outpost.";

const textFooter = (reason: string) => `--\n${reason}\nOutpost — Real Jobs. Big Pay. No Desk.`;
const footer = (reason: string) => <Paragraph muted>{reason}</Paragraph>;

/** 'BOSIET / FOET (expires 3 March 2027)': each item as the seeker sent it. */
function itemLine(item: AppliedItem, label: (name: string) => string): string {
  return `${label(item.name)} (${item.expiresOn ? `expires ${formatLongDate(item.expiresOn)}` : "no expiry date given"})`;
}

export function ticketsSummary(tickets: AppliedItem[], medicals: AppliedItem[]): string {
  const all = [...tickets.map((t) => itemLine(t, ticketLabel)), ...medicals.map((m) => itemLine(m, medicalLabel))];
  return all.length ? all.join(", ") : "No tickets or medicals listed";
}

export type JobRef = { title: string; company: string };

export type NewApplicationInput = {
  job: JobRef;
  applicant: { name: string; tickets: AppliedItem[]; medicals: AppliedItem[] };
  applicantsUrl: string;
  accountUrl: string;
};

export function newApplicationEmail({ job, applicant, applicantsUrl, accountUrl }: NewApplicationInput): RenderedEmail {
  const subject = `New application for ${job.title}`;
  const summary = ticketsSummary(applicant.tickets, applicant.medicals);
  const choice = "Rather have one email a day? Choose the daily digest on your account page.";
  const html = EmailLayout({
    title: subject,
    preheader: `${applicant.name} applied for ${job.title}`,
    footer: footer(EMPLOYER_REASON),
    children: (
      <>
        <Heading>{subject}</Heading>
        <Paragraph>
          <strong>{applicant.name}</strong> applied for {job.title} at {job.company}.
        </Paragraph>
        <Paragraph>Tickets and medicals: {summary}</Paragraph>
        <Button href={applicantsUrl}>See the applicants</Button>
        <Paragraph muted>{choice}</Paragraph>
      </>
    ),
  }).html;
  const text = [
    subject,
    "",
    `${applicant.name} applied for ${job.title} at ${job.company}.`,
    `Tickets and medicals: ${summary}`,
    "",
    `See the applicants: ${applicantsUrl}`,
    "",
    `${choice} ${accountUrl}`,
    "",
    textFooter(EMPLOYER_REASON),
  ].join("\n");
  return { subject, html, text };
}

export type ForwardedApplicationInput = {
  job: JobRef & { reference: string | null };
  application: {
    name: string;
    email: string;
    phone: string | null;
    tickets: AppliedItem[];
    medicals: AppliedItem[];
    availableFrom: string | null;
    rotations: string[];
    answers: ScreeningAnswer[];
    note: string | null;
    cvName: string | null;
  };
  questions: ScreeningQuestion[];
};

/** Label and value pairs, in the order a recruiter reads them; the same lines make both parts. */
function forwardedLines({ job, application: a, questions }: ForwardedApplicationInput): [string, string][] {
  const rotation = (r: string) => ROTATION_LABELS[r as Rotation] ?? r;
  const lines: [string, string][] = [
    ["Job", `${job.title} at ${job.company}${job.reference ? ` (reference ${job.reference})` : ""}`],
    ["Name", a.name],
    ["Email", a.email],
    ["Phone", a.phone || "Not given"],
    ["Tickets", a.tickets.length ? a.tickets.map((t) => itemLine(t, ticketLabel)).join(", ") : "None listed"],
    ["Medicals", a.medicals.length ? a.medicals.map((m) => itemLine(m, medicalLabel)).join(", ") : "None listed"],
    ["Available from", a.availableFrom ? formatLongDate(a.availableFrom) : "Not given"],
    ["Rotations", a.rotations.length ? a.rotations.map(rotation).join(", ") : "Not given"],
  ];
  for (const answer of a.answers) {
    const question = questions.find((q) => q.id === answer.id);
    lines.push([question?.text ?? "Question", answer.value]);
  }
  if (a.note) lines.push(["Note", a.note]);
  lines.push(["CV", a.cvName ? `attached (${a.cvName})` : "None sent"]);
  return lines;
}

export function forwardedApplicationEmail(input: ForwardedApplicationInput): RenderedEmail {
  const { job, application } = input;
  const subject = `Application for ${job.title}: ${application.name}`;
  const lines = forwardedLines(input);
  const reason = "Forwarded by Outpost to the application address your feed gave for this job.";
  const html = EmailLayout({
    title: subject,
    preheader: `${application.name} applied on Outpost`,
    footer: footer(reason),
    children: (
      <>
        <Heading>{subject}</Heading>
        <table role="presentation" width="100%" cellPadding="0" cellSpacing="0" style={{ margin: "0 0 16px", fontSize: 14 }}>
          {lines.map(([label, value]) => (
            <tr key={label}>
              <td style={{ padding: "4px 8px 4px 0", verticalAlign: "top", fontWeight: 700 }}>{label}</td>
              <td style={{ padding: "4px 0", whiteSpace: "pre-wrap" }}>{value}</td>
            </tr>
          ))}
        </table>
      </>
    ),
  }).html;
  const text = [subject, "", ...lines.map(([label, value]) => `${label}: ${value}`), "", textFooter(reason)].join("\n");
  return { subject, html, text };
}

const STATUS_SENTENCES: Partial<Record<TrackedStatus, string>> = {
  viewed: "was viewed by the employer",
  shortlisted: "was shortlisted",
  declined: "was declined",
  hired: "was marked hired",
  closed: "closed without a decision",
};

export type StatusChangeInput = { name: string; job: JobRef; status: TrackedStatus; message: string | null; trackerUrl: string };

export function applicationStatusEmail({ name, job, status, message, trackerUrl }: StatusChangeInput): RenderedEmail {
  const subject = `Your application for ${job.title} ${STATUS_SENTENCES[status] ?? `is ${status}`}`;
  const said = message ? `The employer's message: ${message}` : null;
  const html = EmailLayout({
    title: subject,
    preheader: `${job.title} at ${job.company}`,
    footer: footer(SEEKER_REASON),
    children: (
      <>
        <Heading>{subject}</Heading>
        <Paragraph>
          Hi {name}. Your application for {job.title} at {job.company} {STATUS_SENTENCES[status] ?? `is ${status}`}.
        </Paragraph>
        {said && <Paragraph>{said}</Paragraph>}
        <Button href={trackerUrl}>See your applications</Button>
      </>
    ),
  }).html;
  const text = [
    subject,
    "",
    `Hi ${name}. Your application for ${job.title} at ${job.company} ${STATUS_SENTENCES[status] ?? `is ${status}`}.`,
    ...(said ? ["", said] : []),
    "",
    `See your applications: ${trackerUrl}`,
    "",
    textFooter(SEEKER_REASON),
  ].join("\n");
  return { subject, html, text };
}

export type DigestJob = { title: string; applicantsUrl: string; applicants: { name: string; summary: string }[] };

export function applicationDigestEmail({ name, jobs }: { name: string; jobs: DigestJob[] }): RenderedEmail {
  const total = jobs.reduce((n, job) => n + job.applicants.length, 0);
  const subject = total === 1 ? `1 new application for ${jobs[0].title}` : `${total} new applications on Outpost`;
  const html = EmailLayout({
    title: subject,
    preheader: jobs.map((job) => `${job.title}: ${job.applicants.length}`).join(", "),
    footer: footer(`${EMPLOYER_REASON} You chose one email a day; change it on your account page.`),
    children: (
      <>
        <Heading>{subject}</Heading>
        <Paragraph>Hi {name}. Since yesterday&apos;s email:</Paragraph>
        {jobs.map((job) => (
          <>
            <Paragraph>
              <strong>{job.title}</strong>
              {job.applicants.map((a) => (
                <>
                  <br />
                  {a.name}: {a.summary}
                </>
              ))}
            </Paragraph>
            <Button href={job.applicantsUrl}>See the applicants</Button>
          </>
        ))}
      </>
    ),
  }).html;
  const text = [
    subject,
    "",
    `Hi ${name}. Since yesterday's email:`,
    ...jobs.flatMap((job) => [
      "",
      job.title,
      ...job.applicants.map((a) => `- ${a.name}: ${a.summary}`),
      `See the applicants: ${job.applicantsUrl}`,
    ]),
    "",
    textFooter(EMPLOYER_REASON),
  ].join("\n");
  return { subject, html, text };
}

export type UnopenedApplication = { name: string; jobTitle: string; appliedAt: Date; applicantsUrl: string };

export function unopenedReminderEmail({ name, items }: { name: string; items: UnopenedApplication[] }): RenderedEmail {
  const subject =
    items.length === 1 ? `${items[0].name} is waiting to hear from you` : `${items.length} applicants are waiting to hear from you`;
  const why = "Applicants who hear nothing give up on a board. A short decline is kinder than silence. We remind you once.";
  const line = (i: UnopenedApplication) => `${i.name} applied for ${i.jobTitle} on ${formatLongDate(i.appliedAt)}`;
  const html = EmailLayout({
    title: subject,
    preheader: line(items[0]),
    footer: footer(EMPLOYER_REASON),
    children: (
      <>
        <Heading>{subject}</Heading>
        <Paragraph>Hi {name}. These applications have not been opened yet:</Paragraph>
        {items.map((i) => (
          <Paragraph key={`${i.name} ${i.applicantsUrl}`}>
            {line(i)}: <a href={i.applicantsUrl}>open</a>
          </Paragraph>
        ))}
        <Paragraph muted>{why}</Paragraph>
      </>
    ),
  }).html;
  const text = [
    subject,
    "",
    `Hi ${name}. These applications have not been opened yet:`,
    ...items.map((i) => `- ${line(i)}: ${i.applicantsUrl}`),
    "",
    why,
    "",
    textFooter(EMPLOYER_REASON),
  ].join("\n");
  return { subject, html, text };
}
