// POST /api/admin/jobs/{id}/check-link — checks one job's application link now and records the result (admin only).
import { uuidSchema } from "@/lib/schemas/common";
import { handle, json, readParam, otherMethods } from "@/server/http/route";
import { requireRole } from "@/server/http/guards";
import { getDb } from "@/server/runtime";
import { checkJobLink } from "@/server/links/job-link-checks";

export const POST = handle<{ id: string }>(async (request, { id }) => {
  await requireRole(request, "admin");
  const jobId = readParam(id, uuidSchema, "Job not found");
  return json(await checkJobLink(await getDb(), jobId));
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
