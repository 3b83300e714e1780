// The extreme-work facts in brief (docs/decisions/043): the risk level as a badge, and rotation and what
// is provided as small chips. Server-rendered; nothing when the job states nothing.
import { compactFacts, RISK_CLASSES, type ExtremeFacts } from "@/lib/extreme-work";
import { RISK_LABELS } from "@/lib/job-fields";
import type { DangerLevel } from "@/lib/job-fields";

export type JobFactsData = Partial<ExtremeFacts>;

export function RiskBadge({ level }: { level: DangerLevel | undefined }) {
  if (!level) return null;
  return <span className={`pill font-semibold ${RISK_CLASSES[level]}`}>{RISK_LABELS[level]}</span>;
}

export function factsOf(job: JobFactsData): ExtremeFacts {
  return {
    dangerLevel: job.dangerLevel ?? "medium",
    rotation: job.rotation ?? null,
    tickets: job.tickets ?? null,
    ticketsOther: job.ticketsOther ?? null,
    medical: job.medical ?? null,
    travelPaid: job.travelPaid ?? null,
    accommodationProvided: job.accommodationProvided ?? null,
    visaSponsorship: job.visaSponsorship ?? null,
  };
}

export function FactChips({ job }: { job: JobFactsData }) {
  const facts = compactFacts(factsOf(job));
  if (!facts.length) return null;
  return (
    <ul aria-label="Rotation and conditions" className="mt-1.5 flex flex-wrap gap-1.5">
      {facts.map((f) => (
        <li key={f} className="fact-chip">
          {f}
        </li>
      ))}
    </ul>
  );
}
