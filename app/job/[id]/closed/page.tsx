// GET /job/:id/closed — a job whose applications have closed, with open jobs like it (served as 410 by proxy.ts).
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { formatLongDate } from "@/lib/format";
import { uuidSchema } from "@/lib/schemas/common";
import { getDb } from "@/server/runtime";
import { closedJobById, similarOpenJobs } from "@/server/jobs/closed-jobs";
import { JobList } from "@/components/jobs/job-list";

type Props = { params: Promise<{ id: string }> };

async function closedJob(id: string) {
  if (!uuidSchema.safeParse(id).success) return null;
  return closedJobById(await getDb(), id);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const job = await closedJob((await params).id);
  if (!job) notFound();
  return { title: `Applications closed: ${job.title} at ${job.company}`, robots: { index: false, follow: true } };
}

export default async function ClosedJobPage({ params }: Props) {
  const job = await closedJob((await params).id);
  if (!job) notFound();
  const similar = await similarOpenJobs(await getDb(), job);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link href="/#jobs" className="hover:underline">
          ← All jobs
        </Link>
      </nav>
      <section className="mt-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <p className="inline-block rounded-full bg-slate-200 px-3 py-1 text-sm font-semibold text-slate-800">Applications closed</p>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight">{job.title}</h1>
        <p className="mt-1 text-lg text-slate-800">
          {job.company} · {job.location}
        </p>
        <p className="mt-3 text-slate-700">
          Applications for this job closed on {formatLongDate(job.applicationClosingDate)}. It is no longer taking applicants.
        </p>
      </section>
      <section aria-labelledby="similar-heading" className="mt-10">
        <h2 id="similar-heading" className="text-xl font-bold">
          Similar open jobs
        </h2>
        {similar.length > 0 ? (
          <JobList jobs={similar} className="mt-4" />
        ) : (
          <p className="mt-2 text-slate-700">
            No open jobs in this category right now.{" "}
            <Link href="/#jobs" className="font-semibold text-amber-800 underline">
              Browse all open jobs
            </Link>
          </p>
        )}
      </section>
    </div>
  );
}
