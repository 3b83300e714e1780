// PUT /api/admin/jobs/arrange-page — saves one page of job management (order and featured) into the whole order (admin only).
import { arrangePageSchema } from "@/lib/schemas/job-order";
import { handle, json, readJson, otherMethods } from "@/server/http/route";
import { requireRole } from "@/server/http/guards";
import { getDb } from "@/server/runtime";
import { arrangePage } from "@/server/jobs/job-order";

export const PUT = handle(async (request) => {
  await requireRole(request, "admin");
  return json(await arrangePage(await getDb(), await readJson(request, arrangePageSchema)));
});

export const { GET, POST, PATCH, DELETE } = otherMethods("PUT");
