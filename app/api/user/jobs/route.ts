// GET /api/user/jobs — the signed-in employer's postings, with views and apply clicks.
import { getUserJobs } from "@/lib/api/operations/posting";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { listEmployerJobs } from "@/server/jobs/employer-jobs";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(getUserJobs, async ({ user }) => await listEmployerJobs(await getDb(), user.id)),
);
