// sitemap.xml: the home page, swipe mode, the pages about Outpost and every listed job.
import type { MetadataRoute } from "next";
import { config } from "@/server/config";
import { getDb } from "@/server/runtime";
import { listedJobsForFeeds } from "@/server/jobs/feeds";
import { INFO_PAGES } from "@/lib/info-pages";
import { jobPath } from "@/lib/job-path";

export const dynamic = "force-dynamic";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = config().baseUrl;
  const jobs = await listedJobsForFeeds(await getDb());
  return [
    { url: `${base}/`, changeFrequency: "hourly", priority: 1 },
    { url: `${base}/swipe`, changeFrequency: "hourly", priority: 0.6 },
    ...INFO_PAGES.map(({ path }) => ({ url: `${base}${path}`, changeFrequency: "monthly" as const, priority: 0.3 })),
    ...jobs.map((job) => ({
      url: `${base}${jobPath(job.id)}`,
      lastModified: job.updatedAt,
      changeFrequency: "daily" as const,
      priority: 0.8,
    })),
  ];
}
