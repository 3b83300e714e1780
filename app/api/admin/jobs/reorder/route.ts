// PUT /api/admin/jobs/reorder — saves every listed job's display order and featured flag at once (admin only).
import { reorderJobsSchema } from "@/lib/schemas/admin-jobs";
import { handle, json, readJson, otherMethods } from "@/server/http/route";
import { requireRole } from "@/server/http/guards";
import { getDb } from "@/server/runtime";
import { reorderJobs } from "@/server/jobs/admin-jobs";

export const PUT = handle(async (request) => {
  await requireRole(request, "admin");
  return json(await reorderJobs(await getDb(), await readJson(request, reorderJobsSchema)));
});

export const { GET, POST, PATCH, DELETE } = otherMethods("PUT");
