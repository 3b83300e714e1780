// GET /api/user/jobs — the signed-in employer's postings, with views and apply clicks.
import { handle, json, otherMethods } from "@/server/http/route";
import { requireUser } from "@/server/http/guards";
import { getDb } from "@/server/runtime";
import { listEmployerJobs } from "@/server/jobs/employer-jobs";

export const GET = handle(async (request) => {
  const user = await requireUser(request);
  return json(await listEmployerJobs(await getDb(), user.id), { headers: { "Cache-Control": "private, no-store" } });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
