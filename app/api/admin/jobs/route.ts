// GET /api/admin/jobs?search&status&featured&category&risk&source&linkStatus&employer&limit&offset — every job, paged (admin only).
import { adminJobListSchema } from "@/lib/schemas/admin-lists";
import { handle, json, readQuery, otherMethods } from "@/server/http/route";
import { requireRole } from "@/server/http/guards";
import { getDb } from "@/server/runtime";
import { listAdminJobs } from "@/server/jobs/admin-job-list";

export const GET = handle(async (request) => {
  await requireRole(request, "admin");
  const { jobs, total } = await listAdminJobs(await getDb(), readQuery(request, adminJobListSchema));
  return json(jobs, { headers: { "X-Total-Count": String(total), "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
