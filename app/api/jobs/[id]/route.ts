// GET /api/jobs/{id} — one listed job; 404 when unknown, inactive or expired.
import { uuidSchema } from "@/lib/schemas/common";
import { notFound } from "@/server/http/errors";
import { handle, jsonWithEtag, readParam, otherMethods } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { listedJobById } from "@/server/jobs/public-jobs";

export const GET = handle<{ id: string }>(async (request, { id }) => {
  const job = await listedJobById(await getDb(), readParam(id, uuidSchema, "Job not found"));
  if (!job) throw notFound("Job not found");
  return jsonWithEtag(request, job);
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
