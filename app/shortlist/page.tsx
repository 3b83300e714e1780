// /shortlist — My List (tab = shortlisted | discarded).
import type { Metadata } from "next";
import { Suspense } from "react";
import { MyList } from "@/components/shortlist/my-list";

export const metadata: Metadata = {
  title: "My List",
  description: "The jobs you shortlisted and discarded in swipe mode.",
  // Personal to each browser: nothing here for search engines.
  robots: { index: false, follow: true },
};

export default function ShortlistPage() {
  return (
    <Suspense fallback={<div className="mx-auto h-96 max-w-3xl animate-pulse px-4 py-8" role="status" aria-label="Loading your list" />}>
      <MyList />
    </Suspense>
  );
}
