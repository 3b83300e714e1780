// PATCH /api/user/jobs/{id} — the signed-in employer edits a posting (fields that do not change the price).
// DELETE /api/user/jobs/{id} — archives one of the signed-in employer's postings (hidden, data kept).
import { uuidSchema } from "@/lib/schemas/common";
import { employerJobEditSchema } from "@/lib/schemas/employer-jobs";
import { handle, json, otherMethods, readJson, readParam } from "@/server/http/route";
import { requireUser } from "@/server/http/guards";
import { getDb } from "@/server/runtime";
import { archiveEmployerJob, editEmployerJob } from "@/server/jobs/employer-jobs";
import { JOB_IMAGE_LABELS, rehostImageFields } from "@/server/uploads/rehost-image";

export const PATCH = handle<{ id: string }>(async (request, params) => {
  const user = await requireUser(request);
  const id = readParam(params.id, uuidSchema, "Job not found");
  const edit = await rehostImageFields(await readJson(request, employerJobEditSchema), JOB_IMAGE_LABELS);
  return json(await editEmployerJob(await getDb(), user.id, id, edit));
});

export const DELETE = handle<{ id: string }>(async (request, params) => {
  const user = await requireUser(request);
  const id = readParam(params.id, uuidSchema, "Job not found");
  await archiveEmployerJob(await getDb(), user.id, id);
  return json({ message: "Job removed successfully" });
});

export const { GET, POST, PUT } = otherMethods("PATCH", "DELETE");
