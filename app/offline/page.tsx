// /offline — what a navigation gets from the service worker when the link is down and the page asked for was
// never kept (decision 115). Precached with the shell it needs, so it opens with no connection at all.
import type { Metadata } from "next";
import { OfflineShelf } from "@/components/offline/offline-shelf";

// The same page for everyone, kept under the static policy (decision 069).
export const dynamic = "force-static";

export const metadata: Metadata = { title: "You're offline", robots: { index: false, follow: false } };

export default function OfflinePage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-extrabold">You&apos;re offline</h1>
      <p className="mt-3 text-slate-700">
        New jobs, applying, sharing and your account need a connection. What you saved and the jobs you opened are kept on this phone: read
        them now, and anything you save meanwhile is sent when you&apos;re back online.
      </p>
      <OfflineShelf />
    </div>
  );
}
