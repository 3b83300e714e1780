// PUT /api/objects/finalize — confirms an upload and answers with the path the image is served from.
import { putObjectsFinalize } from "@/lib/api/operations/posting";
import { route, routes } from "@/server/http/route";
import { finalizeUpload } from "@/server/uploads/uploads";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(putObjectsFinalize, async ({ user, body }) => finalizeUpload(user.id, body.imageUrl)),
);
