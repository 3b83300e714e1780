// /swipe — swipe mode: the same page for every visitor (the deck reads this browser's lists once it runs), so
// Next keeps it (ISR) like `/` until a job write or 30 s (decision 098). The HTML carries only the first cards,
// as much of each as a card shows, so the top one paints before any script runs; the deck then reads its
// whole first page from the API.
import type { Metadata } from "next";
import { excerpt } from "@/lib/excerpt";
import { jobSearchSchema } from "@/lib/schemas/job-search";
import { pageMetadata } from "@/lib/page-metadata";
import { getDb } from "@/server/runtime";
import { jobListAnswer } from "@/server/jobs/job-list-answer";
import type { JobCardJson } from "@/lib/schemas/public-job";
import { SwipeDeck } from "@/components/swipe/swipe-deck";
import { deckQuery, SEED_CARDS, SWIPE_EXCERPT_CHARS } from "@/components/swipe/deck-query";

export const dynamic = "force-static";
export const revalidate = 30;

export const metadata: Metadata = pageMetadata({
  title: "Swipe Jobs",
  description:
    "Swipe through high-paying offshore, mining, Arctic and field jobs one card at a time. Keep the ones you want, pass on the rest.",
  path: "/swipe",
});

export default async function SwipePage() {
  // The very answer the deck's first poll gets (one cache entry): the cursor and total agree with it.
  const { body, total, totalCapped, nextCursor } = await jobListAnswer(await getDb(), jobSearchSchema.parse(deckQuery()));
  const rows = (JSON.parse(body) as JobCardJson[])
    .slice(0, SEED_CARDS)
    .map((job) => ({ ...job, description: excerpt(job.description, SWIPE_EXCERPT_CHARS) }));
  return <SwipeDeck seed={{ rows, total, capped: totalCapped, next: nextCursor }} />;
}
