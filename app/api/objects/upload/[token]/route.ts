// PUT /api/objects/upload/{token} — stores the image sent to a signed upload URL (5 MB, images only).
import { putObjectsUploadToken } from "@/lib/api/operations/posting";
import { route, routes } from "@/server/http/route";
import { receiveUpload } from "@/server/uploads/uploads";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(putObjectsUploadToken, async ({ request, params }) => receiveUpload(params.token, request)),
);
