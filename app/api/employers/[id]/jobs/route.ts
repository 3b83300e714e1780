// GET /api/employers/{id}/jobs — the jobs linked to a sales lead, in every state (admin only).
import { uuidSchema } from "@/lib/schemas/common";
import { handle, json, readParam, otherMethods } from "@/server/http/route";
import { requireRole } from "@/server/http/guards";
import { getDb } from "@/server/runtime";
import { employerJobs } from "@/server/crm/employers";

export const GET = handle<{ id: string }>(async (request, { id }) => {
  await requireRole(request, "admin");
  const employerId = readParam(id, uuidSchema, "Employer not found");
  return json(await employerJobs(await getDb(), employerId), { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
