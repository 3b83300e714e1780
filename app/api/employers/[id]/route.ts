// PUT /api/employers/{id} — records contact and conversion of a sales lead, and its notes (admin only).
import { employerUpdateSchema } from "@/lib/schemas/employers";
import { uuidSchema } from "@/lib/schemas/common";
import { handle, json, readJson, readParam, otherMethods } from "@/server/http/route";
import { requireRole } from "@/server/http/guards";
import { getDb } from "@/server/runtime";
import { updateEmployer } from "@/server/crm/employers";

export const PUT = handle<{ id: string }>(async (request, { id }) => {
  await requireRole(request, "admin");
  const employerId = readParam(id, uuidSchema, "Employer not found");
  const input = await readJson(request, employerUpdateSchema);
  return json(await updateEmployer(await getDb(), employerId, input));
});

export const { GET, POST, PATCH, DELETE } = otherMethods("PUT");
