// GET /api/indexnow-key/{key} — the IndexNow key file, which search engines fetch at /{key}.txt (a rewrite).
import { getIndexnowKey } from "@/lib/api/operations/meta";
import { notFound } from "@/server/http/errors";
import { route, routes } from "@/server/http/route";
import { indexNowSettings } from "@/server/search-engines/settings";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(getIndexnowKey, async ({ params }) => {
    const settings = indexNowSettings();
    // Only the configured key's own file exists; without a key there is none.
    if (!settings || params.key !== settings.key) throw notFound("No such key file");
    return new Response(settings.key, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=300" } });
  }),
);
