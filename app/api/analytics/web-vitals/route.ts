// POST /api/analytics/web-vitals — records a web-vital measurement (sent with navigator.sendBeacon).
import { webVitalSchema } from "@/lib/schemas/analytics";
import { handle, readJson, otherMethods } from "@/server/http/route";
import { visitContext } from "@/server/http/visit-context";
import { getDb } from "@/server/runtime";
import { recordWebVital } from "@/server/analytics/beacons";

export const POST = handle(async (request) => {
  await recordWebVital(await getDb(), await readJson(request, webVitalSchema), visitContext(request));
  return new Response(null, { status: 204 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
