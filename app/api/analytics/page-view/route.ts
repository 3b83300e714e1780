// POST /api/analytics/page-view — records a page view (sent with navigator.sendBeacon).
import { pageViewSchema } from "@/lib/schemas/analytics";
import { handle, readJson, otherMethods } from "@/server/http/route";
import { visitContext } from "@/server/http/visit-context";
import { getDb } from "@/server/runtime";
import { recordPageView } from "@/server/analytics/beacons";

export const POST = handle(async (request) => {
  await recordPageView(await getDb(), await readJson(request, pageViewSchema), visitContext(request));
  return new Response(null, { status: 204 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
