// GET /api/admin/jobs — every job, inactive and expired included (admin only).
import { pagingSchema } from "@/lib/schemas/paging";
import { handle, json, readQuery, otherMethods } from "@/server/http/route";
import { requireRole } from "@/server/http/guards";
import { getDb } from "@/server/runtime";
import { adminJobCounts, listAllJobs } from "@/server/jobs/admin-jobs";

export const GET = handle(async (request) => {
  await requireRole(request, "admin");
  const db = await getDb();
  const [jobs, counts] = await Promise.all([listAllJobs(db, readQuery(request, pagingSchema)), adminJobCounts(db)]);
  return json(jobs, { headers: { "X-Total-Count": String(counts.total), "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
