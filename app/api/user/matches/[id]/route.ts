// GET /api/user/matches/{id} — one listed job's fit for the signed-in worker (ticket lapse warnings).
import { getUserJobFit } from "@/lib/api/operations/matches";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { jobFit } from "@/server/matches/job-fit";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(getUserJobFit, async ({ user, params }) => jobFit(await getDb(), user.id, params.id)),
);
