// GET /api/openapi.json — this API described as OpenAPI 3.1, from the operation objects the routes serve.
import { getOpenapijson } from "@/lib/api/operations/meta";
import { config } from "@/server/config";
import { jsonWithEtag, route, routes } from "@/server/http/route";
import { openApiDocument } from "@/server/http/openapi/document";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(getOpenapijson, async ({ request }) => {
    // The server address is BASE_URL, or relative ("this host") without it: never the request's Host,
    // which a client writes, so a cache shared between clients could otherwise hand out anyone's.
    const { baseUrl, baseUrlSet } = config();
    return jsonWithEtag(request, openApiDocument(baseUrlSet ? baseUrl : "/"), {
      "Cache-Control": baseUrlSet ? "public, max-age=300" : "private, max-age=300",
    });
  }),
);
