// Home: the board's listed jobs, rendered on the server with the data in the HTML.
import { connection } from "next/server";
import { jobSearchSchema } from "@/lib/schemas/job-search";
import { categoryLabel } from "@/lib/categories";
import { formatSalaryRange } from "@/lib/currency";
import { getDb } from "@/server/runtime";
import { searchJobs } from "@/server/jobs/search-jobs";

export default async function HomePage() {
  await connection();
  const { jobs, total } = await searchJobs(await getDb(), jobSearchSchema.parse({}));
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-4xl font-extrabold tracking-tight">Real Jobs. Big Pay. No Desk.</h1>
      <p className="mt-2 text-slate-600">
        Offshore rigs, remote mines, Arctic stations, wind farms and disaster zones — {total} jobs open now.
      </p>
      <section id="jobs" aria-labelledby="jobs-heading" className="mt-8">
        <h2 id="jobs-heading" className="text-2xl font-bold">All Jobs</h2>
        {jobs.length === 0 ? (
          <p className="mt-4 text-slate-600">No jobs found matching your criteria.</p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {jobs.map((job) => (
              <li key={job.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
                <h3 className="font-semibold">{job.title}</h3>
                <p className="text-sm text-slate-600">
                  {job.company} · {job.location}
                </p>
                <p className="mt-1 text-sm font-medium text-amber-700">{formatSalaryRange(job.salaryMin, job.salaryMax)}</p>
                <p className="mt-1 text-xs uppercase tracking-wide text-slate-500">
                  {categoryLabel(job.category, job.customCategory)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
