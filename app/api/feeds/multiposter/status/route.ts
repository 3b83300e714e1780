// GET /api/feeds/multiposter/status?job_reference=… — one advert's status for its multiposter (HTTP Basic).
import { getFeedsMultiposterStatus } from "@/lib/api/operations/job-sources";
import { jobReferenceSchema } from "@/lib/schemas/multiposter-advert";
import { json, route, routes } from "@/server/http/route";
import { advertStatus, statusRateExceeded } from "@/server/job-sources/multiposter/advert-status";
import { feedXml, type FeedReply } from "@/server/job-sources/multiposter/feed-answer";
import { basicCredentials } from "@/server/job-sources/multiposter/basic-credentials";
import { authenticateFeed, LOGIN_REFUSED } from "@/server/job-sources/multiposter/receive-advert";
import { clientKey } from "@/server/http/client-ip";
import { getDb } from "@/server/runtime";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(getFeedsMultiposterStatus, async ({ request }) => {
    const wantsJson = (request.headers.get("accept") ?? "").includes("application/json");
    const reference = jobReferenceSchema.safeParse(request.nextUrl.searchParams.get("job_reference") ?? undefined);
    const ref = reference.success ? reference.data : null;
    const fail = (status: number, message: string) =>
      wantsJson
        ? json(
            {
              message,
              code:
                status === 401 ? "unauthenticated" : status === 404 ? "not_found" : status === 429 ? "rate_limited" : "validation_failed",
            },
            {
              status,
              headers: status === 401 ? { "WWW-Authenticate": 'Basic realm="Outpost multiposter feed"' } : {},
            },
          )
        : feedXml({ status, jobReference: ref, advertUrl: null, messages: [message] } satisfies FeedReply);
    const db = await getDb();
    const { username, password } = basicCredentials(request.headers.get("authorization"));
    const login = await authenticateFeed(db, username, password, clientKey(request));
    if ("refused" in login) return fail(login.refused === "too_many" ? 429 : 401, LOGIN_REFUSED[login.refused]);
    const { source } = login;
    if (source.pausedAt) return fail(401, "This feed is paused on Outpost.");
    if (await statusRateExceeded(db, source)) return fail(429, "Too many status reads: try again in a minute.");
    if (!reference.success) return fail(400, reference.error.issues[0]!.message);
    const status = await advertStatus(db, source, reference.data);
    if (!status) return fail(404, "No advert with this job_reference.");
    const { messages, ...fields } = status;
    if (wantsJson) return json({ ...fields, messages }, { headers: { "Cache-Control": "no-store" } });
    return feedXml(
      { status: 200, jobReference: status.jobReference, advertUrl: status.advertUrl, messages },
      { advert_status: status.status, views: status.views, apply_clicks: status.applyClicks },
    );
  }),
);
