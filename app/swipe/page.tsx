// /swipe — swipe mode. The deck's first page is read here, so the HTML carries the first card (it paints
// before any script runs) and the deck hydrates onto it with no loading state.
import type { Metadata } from "next";
import { jobSearchSchema } from "@/lib/schemas/job-search";
import { pageMetadata } from "@/lib/page-metadata";
import { getDb } from "@/server/runtime";
import { cachedSearch } from "@/server/jobs/cached-reads";
import { SwipeDeck } from "@/components/swipe/swipe-deck";
import { deckQuery } from "@/components/swipe/deck-query";

export const metadata: Metadata = pageMetadata({
  title: "Swipe Jobs",
  description:
    "Swipe through high-paying offshore, mining, Arctic and field jobs one card at a time. Keep the ones you want, pass on the rest.",
  path: "/swipe",
});

export default async function SwipePage() {
  const { jobs, total, totalCapped, nextCursor } = await cachedSearch(await getDb(), jobSearchSchema.parse(deckQuery()));
  return <SwipeDeck seed={{ rows: jobs, total, capped: totalCapped, next: nextCursor }} />;
}
