// POST /api/jobs/{id}/track-click — records an apply or view click with its UTM tags.
import { postJobsIdTrackClick } from "@/lib/api/operations/jobs";
import { route, routes } from "@/server/http/route";
import { visitContext } from "@/server/http/visit-context";
import { getDb } from "@/server/runtime";
import { recordJobClick } from "@/server/analytics/job-clicks";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(postJobsIdTrackClick, async ({ request, params, body }) => {
    const { clickCount } = await recordJobClick(await getDb(), params.id, body, visitContext(request));
    return { clickCount };
  }),
);
