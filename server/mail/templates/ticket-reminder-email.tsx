/** @jsxImportSource @/server/mail/jsx */
// The reminder a worker gets 90 and 30 days before a ticket or medical in their profile expires: what,
// when, and a link to the profile to record the renewal (which also makes the next reminders due).
import { Button, EmailLayout, Heading, MailingFooter, Paragraph, textFooter } from "./layout";
import type { RenderedEmail } from "./confirmation-email";

export type ExpiringItem = { label: string; expiresOn: string; daysLeft: number };

export type TicketReminderInput = { name: string; items: ExpiringItem[]; profileUrl: string; unsubscribeUrl: string };

const REASON = "You're getting this because your Outpost profile lists these expiry dates. We remind you 90 and 30 days before each.";
const RENEWED = "Renewed already? Put the new expiry date in your profile and we'll remind you before that one instead.";

const dateText = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

const inDays = (days: number) => (days === 0 ? "today" : days === 1 ? "tomorrow" : `in ${days} days`);

const line = (item: ExpiringItem) => `${item.label}: expires ${dateText(item.expiresOn)} (${inDays(item.daysLeft)})`;

export function ticketReminderEmail({ name, items, profileUrl, unsubscribeUrl }: TicketReminderInput): RenderedEmail {
  const [first] = items;
  const subject =
    items.length === 1
      ? `Your ${first.label} expires on ${dateText(first.expiresOn)}`
      : `${items.length} of your tickets and medicals expire soon`;
  const intro = "Book the refresher in time: a crew change will not take you with a lapsed ticket or medical.";
  const html = EmailLayout({
    title: subject,
    preheader: line(first),
    footer: <MailingFooter reason={REASON} unsubscribeUrl={unsubscribeUrl} />,
    children: (
      <>
        <Heading>{items.length === 1 ? `Your ${first.label} expires soon` : "Your tickets expire soon"}</Heading>
        <Paragraph>
          Hi {name}. {intro}
        </Paragraph>
        {items.map((item) => (
          <Paragraph key={`${item.label} ${item.expiresOn}`}>
            <strong>{item.label}</strong>: expires {dateText(item.expiresOn)} ({inDays(item.daysLeft)})
          </Paragraph>
        ))}
        <Button href={profileUrl}>Update your profile</Button>
        <Paragraph muted>{RENEWED}</Paragraph>
      </>
    ),
  }).html;
  const text = [
    subject,
    "",
    `Hi ${name}. ${intro}`,
    "",
    ...items.map(line),
    "",
    `Update your profile: ${profileUrl}`,
    "",
    RENEWED,
    "",
    textFooter(REASON, unsubscribeUrl),
  ].join("\n");
  return { subject, html, text };
}
