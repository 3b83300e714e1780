// GET /api/jobs/{id}/hitch-check — the signed-in seeker's tickets and medicals against the job's first hitch.
import { getJobHitchCheck } from "@/lib/api/operations/hitch-check";
import { jobHitchCheck } from "@/server/applications/hitch-check";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(getJobHitchCheck, async ({ user, params }) => jobHitchCheck(await getDb(), user.id, params.id)),
);
