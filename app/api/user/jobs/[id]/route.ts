// DELETE /api/user/jobs/{id} — archives one of the signed-in employer's postings (hidden, data kept).
import { uuidSchema } from "@/lib/schemas/common";
import { handle, json, readParam, otherMethods } from "@/server/http/route";
import { requireUser } from "@/server/http/guards";
import { getDb } from "@/server/runtime";
import { archiveEmployerJob } from "@/server/jobs/employer-jobs";

export const DELETE = handle<{ id: string }>(async (request, params) => {
  const user = await requireUser(request);
  const id = readParam(params.id, uuidSchema, "Job not found");
  await archiveEmployerJob(await getDb(), user.id, id);
  return json({ message: "Job removed successfully" });
});

export const { GET, POST, PUT, PATCH } = otherMethods("DELETE");
