// PUT /api/admin/jobs/{id}/position — moves one listed job to a position in the board's order (admin only).
import { moveJobSchema } from "@/lib/schemas/job-order";
import { uuidSchema } from "@/lib/schemas/common";
import { handle, json, readJson, readParam, otherMethods } from "@/server/http/route";
import { requireRole } from "@/server/http/guards";
import { getDb } from "@/server/runtime";
import { moveJob } from "@/server/jobs/job-order";

export const PUT = handle<{ id: string }>(async (request, { id }) => {
  await requireRole(request, "admin");
  const jobId = readParam(id, uuidSchema, "Job not found");
  return json(await moveJob(await getDb(), jobId, await readJson(request, moveJobSchema)));
});

export const { GET, POST, PATCH, DELETE } = otherMethods("PUT");
