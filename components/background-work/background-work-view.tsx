// /admin/background-work's content: the figures by kind, the schedules' last runs, and the jobs that failed
// with a link to older ones.
import Link from "next/link";
import type { z } from "zod";
import type { backgroundWorkSchema } from "@/lib/schemas/background-work";
import { KindCountsTable } from "./kind-counts";
import { ScheduleRuns } from "./schedule-runs";
import { TroubledJobs } from "./troubled-jobs";

type Props = z.input<typeof backgroundWorkSchema> & {
  /** The address of the next, older page of failures, when there is one. */
  olderHref: string | null;
};

export function BackgroundWorkView({ kinds, schedules, failed, olderHref }: Props) {
  const labels = Object.fromEntries(kinds.map((k) => [k.kind, k.label]));
  return (
    <>
      <section aria-labelledby="by-kind" className="mt-6">
        <h2 id="by-kind" className="text-xl font-bold">
          By kind
        </h2>
        <KindCountsTable kinds={kinds} />
      </section>
      <section aria-labelledby="schedules" className="mt-8">
        <h2 id="schedules" className="text-xl font-bold">
          Schedules
        </h2>
        <ScheduleRuns schedules={schedules} />
      </section>
      <section aria-labelledby="failed-jobs" className="mt-8">
        <h2 id="failed-jobs" className="text-xl font-bold">
          Failed jobs
        </h2>
        <TroubledJobs jobs={failed} labels={labels} />
        {olderHref && (
          <p className="mt-4">
            <Link href={olderHref} className="text-amber-800 underline">
              Older failures
            </Link>
          </p>
        )}
      </section>
    </>
  );
}
