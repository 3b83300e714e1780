// POST /api/user/jobs/{id}/extend — start paying to extend a posting to a later closing date; the server prices it.
import { uuidSchema } from "@/lib/schemas/common";
import { extendJobSchema } from "@/lib/schemas/employer-jobs";
import { handle, json, otherMethods, readJson, readParam } from "@/server/http/route";
import { requireUser } from "@/server/http/guards";
import { enforceLimit } from "@/server/rate-limit";
import { getDb } from "@/server/runtime";
import { startExtension } from "@/server/payments/job-extensions";

export const POST = handle<{ id: string }>(async (request, params) => {
  const user = await requireUser(request);
  const id = readParam(params.id, uuidSchema, "Job not found");
  const { planType, applicationClosingDate } = await readJson(request, extendJobSchema);
  const db = await getDb();
  await enforceLimit(db, `payment-intent:${user.id}`, 20, 60 * 60);
  return json(await startExtension(db, user.id, id, planType, applicationClosingDate));
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
