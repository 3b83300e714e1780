// GET /api/jobs/{id}/clicks — how many times the job's Apply was clicked.
import { uuidSchema } from "@/lib/schemas/common";
import { handle, json, readParam, otherMethods } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { jobClickCount } from "@/server/analytics/job-clicks";

export const GET = handle<{ id: string }>(async (_request, { id }) => {
  const clickCount = await jobClickCount(await getDb(), readParam(id, uuidSchema, "Job not found"));
  return json({ clickCount });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
