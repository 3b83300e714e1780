// POST /api/user/jobs/{id}/reactivate — lists again a posting its employer archived, within its paid term.
import { uuidSchema } from "@/lib/schemas/common";
import { handle, json, otherMethods, readParam } from "@/server/http/route";
import { requireUser } from "@/server/http/guards";
import { getDb } from "@/server/runtime";
import { reactivateEmployerJob } from "@/server/jobs/employer-jobs";

export const POST = handle<{ id: string }>(async (request, params) => {
  const user = await requireUser(request);
  const id = readParam(params.id, uuidSchema, "Job not found");
  await reactivateEmployerJob(await getDb(), user.id, id);
  return json({ message: "Job reactivated" });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
