// POST /api/feeds/multiposter — a multiposter's advert (add, update, delete), answered in its own XML.
import { postFeedsMultiposter } from "@/lib/api/operations/job-sources";
import { clientKey } from "@/server/http/client-ip";
import { isHttpError } from "@/server/http/errors";
import { route, routes } from "@/server/http/route";
import { feedXml } from "@/server/job-sources/multiposter/feed-answer";
import { readAdvert } from "@/server/job-sources/multiposter/read-advert";
import { receiveAdvert } from "@/server/job-sources/multiposter/receive-advert";
import { getDb } from "@/server/runtime";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(postFeedsMultiposter, async ({ request }) => {
    try {
      return feedXml(await receiveAdvert(await getDb(), await readAdvert(request), clientKey(request)));
    } catch (error) {
      // A body too large, of another type or not well-formed is answered in the feed's form too.
      if (isHttpError(error) && error.status < 500)
        return feedXml({ status: error.status, jobReference: null, advertUrl: null, messages: [error.message] });
      throw error;
    }
  }),
);
