// How the admin view names each kind of job and says what one job is for, without its content: a mail's
// body holds the links it was sent for (a password reset's is a live token), so a summary never quotes it.
import "server-only";
import type { AccountMail } from "../mail/mail-schema";
import type { TaskRun } from "../schedules/task-schema";
import type { SearchEngineNotice } from "../search-engines/notify-search-engines";
import { JOB_KINDS, type JobKind, type JobPayload } from "./kinds";
import { maskEmail, scrubSecrets } from "./scrub-secrets";

type KindView<K extends JobKind> = { label: string; summary: (payload: JobPayload<K>) => string };

const taskRun = (run: TaskRun) => (run.trigger === "schedule" ? `Scheduled run for ${run.period ?? "its period"}` : "Run by hand");

const pages = (count: number, what: string) => `${count} page${count === 1 ? "" : "s"} ${what}`;

/** How many pages, to which engines, and which try: the addresses themselves are public but long. */
function notice({ updated, deleted, engines, attempt }: SearchEngineNotice): string {
  const to = engines?.map((engine) => (engine === "google" ? "Google" : "IndexNow")).join(" and ") ?? "every configured engine";
  const tries = attempt ? `, try ${attempt + 1}` : "";
  return `${pages(updated.length, "updated")}, ${pages(deleted.length, "gone")}, to ${to}${tries}`;
}

/** An account mail is queued as the row it is for; its address and link exist only when it is sent. */
function accountMail(mail: AccountMail): string {
  switch (mail.template) {
    case "password-reset":
      return `Password reset link (reset ${mail.resetId})`;
    case "verify-email":
      return `Email verification link (account ${mail.userId})`;
    case "email-change-confirm":
      return `Email change link to the new address (change ${mail.changeId})`;
    case "email-change-notice":
      return `Email change notice to the old address (change ${mail.changeId})`;
  }
}

const newJobs = (ids: string[]) => (ids.length === 1 ? `New job ${ids[0]}` : `${ids.length} new jobs`);

const VIEWS: { [K in JobKind]: KindView<K> } = {
  "mail.send": {
    label: "Email",
    summary: (mail) => ("template" in mail ? accountMail(mail) : `To ${maskEmail(mail.to)}: ${scrubSecrets(mail.subject)}`),
  },
  "alerts.send": { label: "Job alerts: digest and expiry reminders", summary: taskRun },
  "links.check": { label: "Apply-link check", summary: taskRun },
  "images.rehost": { label: "Image re-hosting", summary: taskRun },
  "tickets.remind": { label: "Ticket and medical expiry reminders", summary: taskRun },
  "listings.sweep": { label: "Listing changes by the clock, for search engines", summary: taskRun },
  "sources.sync-all": { label: "ATS board syncs, one per source", summary: taskRun },
  "applications.upkeep": { label: "Application digests, unopened reminders and retention", summary: taskRun },
  "sources.sync": { label: "ATS board sync", summary: ({ sourceId }) => `Source ${sourceId}` },
  "search-engines.notify": { label: "Search engine notice", summary: notice },
  "saved-searches.fan-out": { label: "Instant saved-search emails", summary: ({ jobIds }) => newJobs(jobIds) },
  "saved-searches.mail": {
    label: "Instant saved-search email",
    summary: ({ searchId, jobIds }) => `Saved search ${searchId}: ${newJobs(jobIds)}`,
  },
  // The endpoint is a capability (whoever has it can push to that browser): named by its row only.
  "push.send": {
    label: "Push notification",
    summary: ({ subscriptionId, notification }) => `Subscription ${subscriptionId}: ${notification.title}`,
  },
};

const isKind = (kind: string): kind is JobKind => Object.hasOwn(JOB_KINDS, kind);

export function kindLabel(kind: string): string {
  return isKind(kind) ? VIEWS[kind].label : kind;
}

/** The job's summary from its payload; a payload its kind no longer reads is said to be so, not shown. */
export function jobSummary(kind: string, data: unknown): string {
  if (!isKind(kind)) return "Unknown kind of job";
  const payload = JOB_KINDS[kind].payload.safeParse(data);
  // Parsed by this kind's own schema just above: TypeScript cannot pair the two through the union of kinds.
  const summary = VIEWS[kind].summary as (payload: unknown) => string;
  return payload.success ? summary(payload.data) : "Its content cannot be read";
}
