import type { Metadata } from "next";
import Link from "next/link";

// Its own title, so a tab or a history entry says the address led nowhere.
export const metadata: Metadata = { title: { absolute: "Page not found | Outpost" }, robots: { index: false } };

export default function NotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="mt-2 text-slate-600">The page you were looking for does not exist or has moved.</p>
      <Link href="/" className="mt-6 inline-block rounded bg-amber-700 px-4 py-2 font-semibold text-white">
        Back to jobs
      </Link>
    </div>
  );
}
