// GET /feed.xml — RSS 2.0 feed of listed jobs, newest first.
import { formatSalaryRange } from "@/lib/currency";
import { jobPath } from "@/lib/job-path";
import { xmlText } from "@/lib/xml-text";
import { config } from "@/server/config";
import { handle } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { listedJobsForFeeds } from "@/server/jobs/feeds";

const FEED_ITEMS = 200;

export const GET = handle(async () => {
  const base = xmlText(config().baseUrl);
  const jobs = (await listedJobsForFeeds(await getDb())).slice(0, FEED_ITEMS);
  const items = jobs
    .map((job) => {
      const url = `${base}${jobPath(job.id)}`;
      const summary = `${formatSalaryRange(job)} · ${job.location}. ${job.description}`;
      return `<item><title>${xmlText(`${job.title} — ${job.company}`)}</title><link>${url}</link><guid isPermaLink="true">${url}</guid><pubDate>${job.createdAt.toUTCString()}</pubDate><description>${xmlText(summary)}</description></item>`;
    })
    .join("");
  const body = `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>Outpost — Real Jobs. Big Pay. No Desk.</title><link>${base}/</link><atom:link href="${base}/feed.xml" rel="self" type="application/rss+xml"/><description>High-paying remote and extreme-environment jobs.</description><language>en-gb</language>${items}</channel></rss>`;
  return new Response(body, { headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" } });
});
