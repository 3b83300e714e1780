// /admin/background-work's content: the figures by kind, the place of the schedules' last runs, and the
// jobs that failed with a link to older ones.
import Link from "next/link";
import type { ReactNode } from "react";
import type { z } from "zod";
import type { backgroundWorkSchema } from "@/lib/schemas/background-work";
import { KindCountsTable } from "./kind-counts";
import { TroubledJobs } from "./troubled-jobs";

type Props = z.input<typeof backgroundWorkSchema> & {
  /** The address of the next, older page of failures, when there is one. */
  olderHref: string | null;
  /**
   * LAST SCHEDULED RUNS: the schedules' own section (each schedule's last run, from `schedule_runs`), shown
   * between the figures and the failures once the schedules exist.
   */
  scheduledRuns?: ReactNode;
};

export function BackgroundWorkView({ kinds, failed, olderHref, scheduledRuns }: Props) {
  const labels = Object.fromEntries(kinds.map((k) => [k.kind, k.label]));
  return (
    <>
      <section aria-labelledby="by-kind" className="mt-6">
        <h2 id="by-kind" className="text-xl font-bold">
          By kind
        </h2>
        <KindCountsTable kinds={kinds} />
      </section>
      {scheduledRuns}
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
