// POST /api/analytics/event — records an analytics event (sent with navigator.sendBeacon).
import { eventSchema } from "@/lib/schemas/analytics";
import { handle, readJson, otherMethods } from "@/server/http/route";
import { visitContext } from "@/server/http/visit-context";
import { getDb } from "@/server/runtime";
import { recordEvent } from "@/server/analytics/beacons";

export const POST = handle(async (request) => {
  await recordEvent(await getDb(), await readJson(request, eventSchema), visitContext(request));
  return new Response(null, { status: 204 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
