import type { Metadata } from "next";
import Link from "next/link";

// Its own title: a missing job's tab says so rather than the board's name.
export const metadata: Metadata = { title: { absolute: "Job Not Found | Outpost" }, robots: { index: false } };

export default function JobNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">Job Not Found</h1>
      <p className="mt-2 text-slate-700">This job has closed, been removed, or never existed.</p>
      <Link href="/#jobs" className="mt-6 inline-block rounded bg-amber-700 px-4 py-2 font-semibold text-white">
        Browse open jobs
      </Link>
    </div>
  );
}
