// PUT /api/admin/jobs/{id}/application-url — fixes a job's application link (http or https; admin only).
import { applicationUrlSchema } from "@/lib/schemas/admin-jobs";
import { uuidSchema } from "@/lib/schemas/common";
import { handle, json, readJson, readParam, otherMethods } from "@/server/http/route";
import { requireRole } from "@/server/http/guards";
import { getDb } from "@/server/runtime";
import { setApplicationUrl } from "@/server/jobs/admin-jobs";

export const PUT = handle<{ id: string }>(async (request, { id }) => {
  await requireRole(request, "admin");
  const jobId = readParam(id, uuidSchema, "Job not found");
  const { applicationUrl } = await readJson(request, applicationUrlSchema);
  return json(await setApplicationUrl(await getDb(), jobId, applicationUrl));
});

export const { GET, POST, PATCH, DELETE } = otherMethods("PUT");
