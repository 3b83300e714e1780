// POST /api/admin/background-work/{id}/cancel — cancels a job that waits to run or to be tried again (admin only).
import { postAdminBackgroundWorkIdCancel } from "@/lib/api/operations/background-work";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { cancelJob } from "@/server/queue/job-actions";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(postAdminBackgroundWorkIdCancel, async ({ params }) => cancelJob(await getDb(), params.id)),
);
