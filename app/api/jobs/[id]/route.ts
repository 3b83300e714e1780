// GET /api/jobs/{id} — one listed job; 404 when unknown, inactive or expired.
import { getJobsId } from "@/lib/api/operations/jobs";
import { notFound } from "@/server/http/errors";
import { jsonWithEtag, route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { listedJobById } from "@/server/jobs/public-jobs";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(getJobsId, async ({ request, params }) => {
    const job = await listedJobById(await getDb(), params.id);
    if (!job) throw notFound("Job not found");
    return jsonWithEtag(request, job);
  }),
);
