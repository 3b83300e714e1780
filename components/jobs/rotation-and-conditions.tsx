// The job page's "Rotation & conditions" section (docs/decisions/043): every extreme-work fact the
// employer stated, and the risk level, which every job has.
import { medicalLabel, rotationLabel, ticketNames, type ExtremeFacts } from "@/lib/extreme-work";
import { RISK_LABELS } from "@/lib/job-fields";
import { WORK_ARRANGEMENT_LABELS, type ArrangementFacts } from "@/lib/work-arrangement";

const yesNo = (v: boolean | null) => (v === null ? null : v ? "Yes" : "No");

/** Where the work is and how a worker gets there: each line only when the employer stated it. */
function travelLine(job: ArrangementFacts): string | null {
  const parts = [
    job.departurePoint && `Crew change from ${job.departurePoint}`,
    job.travelBookedByEmployer === true && "Travel booked by the employer",
    job.travelBookedByEmployer === false && "You book your own travel",
  ].filter((p): p is string => Boolean(p));
  return parts.length ? parts.join(" · ") : null;
}

export function RotationAndConditions({ job }: { job: ExtremeFacts & ArrangementFacts }) {
  const tickets = ticketNames(job);
  const rows: [string, string | null][] = [
    ["Work arrangement", WORK_ARRANGEMENT_LABELS[job.workArrangement]],
    ["Travel", travelLine(job)],
    ["Risk level", RISK_LABELS[job.dangerLevel]],
    ["Rotation", rotationLabel(job.rotation)],
    ["Tickets required", tickets.length ? tickets.join(", ") : null],
    ["Medical", medicalLabel(job.medical)],
    ["Travel paid", yesNo(job.travelPaid)],
    ["Accommodation provided", yesNo(job.accommodationProvided)],
    ["Visa sponsorship", yesNo(job.visaSponsorship)],
  ];
  return (
    <section className="mt-8" aria-labelledby="conditions-heading">
      <h2 id="conditions-heading" className="text-xl font-bold">
        Rotation &amp; conditions
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2">
        {rows
          .filter((r): r is [string, string] => r[1] !== null)
          .map(([label, value]) => (
            <div key={label} className="flex justify-between gap-3 border-b border-slate-100 pb-1 last:border-0">
              <dt className="text-slate-600">{label}</dt>
              <dd className="text-right font-medium text-slate-900">{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
