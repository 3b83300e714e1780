// POST /api/analytics/job-click — records a job click as an analytics event (sent with navigator.sendBeacon).
import { jobClickBeaconSchema } from "@/lib/schemas/analytics";
import { handle, readJson, otherMethods } from "@/server/http/route";
import { visitContext } from "@/server/http/visit-context";
import { getDb } from "@/server/runtime";
import { recordJobClickEvent } from "@/server/analytics/beacons";

export const POST = handle(async (request) => {
  await recordJobClickEvent(await getDb(), await readJson(request, jobClickBeaconSchema), visitContext(request));
  return new Response(null, { status: 204 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
