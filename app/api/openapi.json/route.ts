// GET /api/openapi.json — this API described as OpenAPI 3.1, from the schemas the handlers parse with.
import { handle, jsonWithEtag, otherMethods } from "@/server/http/route";
import { openApiDocument } from "@/server/http/openapi/document";
import { publicOrigin } from "@/server/http/request-origin";

export const GET = handle(async (request) =>
  jsonWithEtag(request, openApiDocument(publicOrigin(request)), { "Cache-Control": "public, max-age=300" }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
