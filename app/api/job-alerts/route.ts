// POST /api/job-alerts — creates (or asks to change) the job alert of an address; confirmed by email.
import { postJobAlerts } from "@/lib/api/operations/alerts";
import { route, routes } from "@/server/http/route";
import { visitContext } from "@/server/http/visit-context";
import { getDb } from "@/server/runtime";
import { CHECK_INBOX, createAlert } from "@/server/alerts/signup";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(postJobAlerts, async ({ request, body }) => {
    await createAlert(await getDb(), body, visitContext(request).ipHash);
    return { message: CHECK_INBOX };
  }),
);
