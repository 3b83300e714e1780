/** @jsxImportSource @/server/mail/jsx */
// The double opt-in email: the only message an address gets until its owner follows the link.
import { Button, EmailLayout, Heading, Link, MailingFooter, Paragraph, textFooter } from "./layout";

export type ConfirmationEmailInput = {
  kind: "subscriber" | "alert" | "alert-change" | "alert-unchanged" | "search";
  /** What the alert or saved search looks for (lib/saved-search-filters.ts describeFilters). */
  summary?: string;
  /** Absent for a notice that needs no answer. */
  confirmUrl?: string;
  unsubscribeUrl: string;
};

export type RenderedEmail = { subject: string; html: string; text: string };

const REASON =
  "Someone, hopefully you, entered this address on Outpost. If it wasn't you, ignore this email and you won't hear from us again.";

const COPY = {
  subscriber: {
    subject: "Confirm your Outpost subscription",
    heading: "Confirm your subscription",
    lead: "You asked for the week's top 3 jobs on Outpost, by email every Monday. Confirm it's you and the first one arrives next week.",
    button: "Confirm my subscription",
  },
  alert: {
    subject: "Confirm your Outpost job alert",
    heading: "Confirm your job alert",
    lead: "You asked us to email you the best new jobs that match your alert, once a week. Confirm it's you to switch it on.",
    button: "Confirm my job alert",
  },
  "alert-change": {
    subject: "Confirm your new job alert settings",
    heading: "Confirm your new alert settings",
    lead: "Someone asked to change the settings of the job alert for this address. Your alert keeps its old settings until you confirm.",
    button: "Confirm the new settings",
  },
  search: {
    subject: "Confirm your Outpost saved search",
    heading: "Confirm your saved search",
    lead: "You asked us to email you new jobs that match a search you saved. Confirm it's you to switch it on.",
    button: "Confirm my saved search",
  },
  // Someone asked for the alert this address already has. The web form answered as for any request, so
  // only the owner learns, here, that nothing changed.
  "alert-unchanged": {
    subject: "Your Outpost job alert is already set",
    heading: "Your job alert is already set",
    lead: "Someone, hopefully you, asked for a job alert with the settings this address already has. Nothing has changed and there is nothing to do.",
    button: null,
  },
} as const;

export function confirmationEmail({ kind, summary, confirmUrl, unsubscribeUrl }: ConfirmationEmailInput): RenderedEmail {
  const copy = COPY[kind];
  const label = kind === "search" ? "Your search" : "Your alert";
  const html = EmailLayout({
    title: copy.subject,
    preheader: "One click to confirm. Nothing else is sent until you do.",
    footer: <MailingFooter reason={REASON} unsubscribeUrl={unsubscribeUrl} />,
    children: (
      <>
        <Heading>{copy.heading}</Heading>
        <Paragraph>{copy.lead}</Paragraph>
        {summary && (
          <p style={{ margin: "0 0 16px", padding: "10px 14px", backgroundColor: "#fef3c7", borderRadius: 6, fontSize: 15 }}>
            <strong>{label}:</strong> {summary}
          </p>
        )}
        {copy.button && confirmUrl && (
          <>
            <Button href={confirmUrl}>{copy.button}</Button>
            <Paragraph muted>
              Or paste this link into your browser: <Link href={confirmUrl}>{confirmUrl}</Link>
            </Paragraph>
            <Paragraph muted>Didn&apos;t ask for this? Do nothing: without confirmation we send nothing more.</Paragraph>
          </>
        )}
      </>
    ),
  }).html;
  const text = [
    copy.heading,
    "",
    copy.lead,
    ...(summary ? ["", `${label}: ${summary}`] : []),
    "",
    ...(copy.button && confirmUrl
      ? [`${copy.button}:`, confirmUrl, "", "Didn't ask for this? Do nothing: without confirmation we send nothing more.", ""]
      : []),
    textFooter(REASON, unsubscribeUrl),
  ].join("\n");
  return { subject: copy.subject, html, text };
}
