// GET /api/stats — average salary, active jobs, companies and countries on the board.
import { getStats } from "@/lib/api/operations/jobs";
import { jsonWithEtag, route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { jobStats } from "@/server/jobs/public-jobs";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(getStats, async ({ request }) => jsonWithEtag(request, await jobStats(await getDb()))),
);
