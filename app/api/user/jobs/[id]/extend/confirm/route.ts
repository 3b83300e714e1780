// POST /api/user/jobs/{id}/extend/confirm — after paying: move the posting's closing date to what was paid for.
import { uuidSchema } from "@/lib/schemas/common";
import { completeExtensionSchema } from "@/lib/schemas/employer-jobs";
import { handle, json, otherMethods, readJson, readParam } from "@/server/http/route";
import { requireUser } from "@/server/http/guards";
import { getDb } from "@/server/runtime";
import { completeExtension } from "@/server/payments/job-extensions";

export const POST = handle<{ id: string }>(async (request, params) => {
  const user = await requireUser(request);
  const id = readParam(params.id, uuidSchema, "Job not found");
  const { paymentIntentId } = await readJson(request, completeExtensionSchema);
  const job = await completeExtension(await getDb(), user.id, id, paymentIntentId);
  return json({ id: job.id, applicationClosingDate: job.applicationClosingDate, expiresAt: job.expiresAt, isActive: job.isActive });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
