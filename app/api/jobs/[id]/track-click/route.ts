// POST /api/jobs/{id}/track-click — records an apply or view click with its UTM tags.
import { uuidSchema } from "@/lib/schemas/common";
import { trackClickSchema } from "@/lib/schemas/tracking";
import { handle, json, readJson, readParam, otherMethods } from "@/server/http/route";
import { visitContext } from "@/server/http/visit-context";
import { getDb } from "@/server/runtime";
import { recordJobClick } from "@/server/analytics/job-clicks";

export const POST = handle<{ id: string }>(async (request, { id }) => {
  const jobId = readParam(id, uuidSchema, "Job not found");
  const click = await readJson(request, trackClickSchema);
  const { clickCount } = await recordJobClick(await getDb(), jobId, click, visitContext(request));
  return json({ clickCount }, { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
