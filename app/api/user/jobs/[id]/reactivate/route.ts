// POST /api/user/jobs/{id}/reactivate — lists again a posting its employer archived, within its paid term.
import { postUserJobsIdReactivate } from "@/lib/api/operations/posting";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { reactivateEmployerJob } from "@/server/jobs/employer-jobs";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(postUserJobsIdReactivate, async ({ user, params }) => {
    await reactivateEmployerJob(await getDb(), user.id, params.id);
    return { message: "Job reactivated" };
  }),
);
