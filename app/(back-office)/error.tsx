"use client";
// The error boundary around the admin, analytics and CRM screens: a failure in one
// panel leaves the navigation working and offers a retry.
import Link from "next/link";
import { buttonClass } from "@/components/ui/button";

export default function BackOfficeError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="mt-2 text-slate-700">This screen could not be shown. Your data is safe; try again, or come back in a minute.</p>
      {error.digest && <p className="mt-2 text-xs text-slate-500">Reference: {error.digest}</p>}
      <div className="mt-6 flex justify-center gap-3">
        <button type="button" onClick={reset} className={buttonClass()}>
          Try again
        </button>
        <Link href="/" className={buttonClass({ variant: "secondary" })}>
          Home
        </Link>
      </div>
    </div>
  );
}
