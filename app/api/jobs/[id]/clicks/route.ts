// GET /api/jobs/{id}/clicks — how many times the job's Apply was clicked.
import { getJobsIdClicks } from "@/lib/api/operations/jobs";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { jobClickCount } from "@/server/analytics/job-clicks";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(getJobsIdClicks, async ({ params }) => ({ clickCount: await jobClickCount(await getDb(), params.id) })),
);
