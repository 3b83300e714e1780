// How the admin view names each kind of job and says what one job is for, without its content: a mail's
// body holds the links it was sent for (a password reset's is a live token), so a summary never quotes it.
import "server-only";
import { JOB_KINDS, type JobKind, type JobPayload } from "./kinds";
import { maskEmail, scrubSecrets } from "./scrub-secrets";

type KindView<K extends JobKind> = { label: string; summary: (payload: JobPayload<K>) => string };

const VIEWS: { [K in JobKind]: KindView<K> } = {
  "mail.send": { label: "Email", summary: (mail) => `To ${maskEmail(mail.to)}: ${scrubSecrets(mail.subject)}` },
};

const isKind = (kind: string): kind is JobKind => Object.hasOwn(JOB_KINDS, kind);

export function kindLabel(kind: string): string {
  return isKind(kind) ? VIEWS[kind].label : kind;
}

/** The job's summary from its payload; a payload its kind no longer reads is said to be so, not shown. */
export function jobSummary(kind: string, data: unknown): string {
  if (!isKind(kind)) return "Unknown kind of job";
  const payload = JOB_KINDS[kind].payload.safeParse(data);
  return payload.success ? VIEWS[kind].summary(payload.data as JobPayload<typeof kind>) : "Its content cannot be read";
}
