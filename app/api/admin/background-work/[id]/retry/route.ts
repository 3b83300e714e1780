// POST /api/admin/background-work/{id}/retry — runs a failed or cancelled job again with its original payload (admin only).
import { postAdminBackgroundWorkIdRetry } from "@/lib/api/operations/background-work";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { retryJob } from "@/server/queue/job-actions";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(postAdminBackgroundWorkIdRetry, async ({ params }) => retryJob(await getDb(), params.id)),
);
