// GET /api/openapi.json — this API described as OpenAPI 3.1, from the operation objects the routes serve.
import { getOpenapijson } from "@/lib/api/operations/meta";
import { jsonWithEtag, route, routes } from "@/server/http/route";
import { openApiDocument } from "@/server/http/openapi/document";
import { publicOrigin } from "@/server/http/request-origin";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(getOpenapijson, async ({ request }) =>
    jsonWithEtag(request, openApiDocument(publicOrigin(request)), { "Cache-Control": "public, max-age=300" }),
  ),
);
