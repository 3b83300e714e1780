"use client";
// The error boundary around the admin, analytics and CRM screens (spec section 2): a failure in one
// panel leaves the navigation working and offers a retry.
import Link from "next/link";

export default function BackOfficeError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="mt-2 text-slate-700">This screen could not be shown. Your data is safe; try again, or come back in a minute.</p>
      {error.digest && <p className="mt-2 text-xs text-slate-500">Reference: {error.digest}</p>}
      <div className="mt-6 flex justify-center gap-3">
        <button type="button" onClick={reset} className="rounded-md bg-amber-700 px-4 py-2 font-semibold text-white hover:bg-amber-800">
          Try again
        </button>
        <Link href="/" className="rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-100">
          Home
        </Link>
      </div>
    </div>
  );
}
