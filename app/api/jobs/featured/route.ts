// GET /api/jobs/featured — the first three featured jobs.
import { getJobsFeatured } from "@/lib/api/operations/jobs";
import { jsonWithEtag, route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { featuredJobs } from "@/server/jobs/search-jobs";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(getJobsFeatured, async ({ request }) => jsonWithEtag(request, await featuredJobs(await getDb()))),
);
