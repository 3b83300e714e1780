// GET /api/admin/jobs — every job, inactive and expired included (admin only).
import { pagingSchema } from "@/lib/schemas/paging";
import { handle, json, readQuery } from "@/server/http/route";
import { requireRole } from "@/server/http/guards";
import { getDb } from "@/server/runtime";
import { listAllJobs } from "@/server/jobs/admin-jobs";

export const GET = handle(async (request) => {
  await requireRole(request, "admin");
  const { jobs, total } = await listAllJobs(await getDb(), readQuery(request, pagingSchema));
  return json(jobs, { headers: { "X-Total-Count": String(total), "Cache-Control": "no-store" } });
});
