// PATCH /api/admin/jobs/{id} — change a job's allowlisted fields; DELETE — delete it for good (admin only).
import { adminJobPatchSchema } from "@/lib/schemas/admin-jobs";
import { uuidSchema } from "@/lib/schemas/common";
import { handle, json, readJson, readParam, otherMethods } from "@/server/http/route";
import { requireRole } from "@/server/http/guards";
import { getDb } from "@/server/runtime";
import { deleteJob, updateJob } from "@/server/jobs/admin-jobs";
import { JOB_IMAGE_LABELS, rehostImageFields } from "@/server/uploads/rehost-image";

export const PATCH = handle<{ id: string }>(async (request, { id }) => {
  await requireRole(request, "admin");
  const jobId = readParam(id, uuidSchema, "Job not found");
  const patch = await rehostImageFields(await readJson(request, adminJobPatchSchema), JOB_IMAGE_LABELS);
  return json(await updateJob(await getDb(), jobId, patch));
});

export const DELETE = handle<{ id: string }>(async (request, { id }) => {
  await requireRole(request, "admin");
  await deleteJob(await getDb(), readParam(id, uuidSchema, "Job not found"));
  return json({ message: "Job deleted successfully" });
});

export const { GET, POST, PUT } = otherMethods("PATCH", "DELETE");
