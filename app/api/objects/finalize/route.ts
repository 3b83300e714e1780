// PUT /api/objects/finalize — confirms an upload and answers with the path the image is served from.
import { finalizeUploadSchema } from "@/lib/schemas/uploads";
import { handle, json, readJson, otherMethods } from "@/server/http/route";
import { requireUser } from "@/server/http/guards";
import { finalizeUpload } from "@/server/uploads/uploads";

export const PUT = handle(async (request) => {
  const user = await requireUser(request);
  const { imageUrl } = await readJson(request, finalizeUploadSchema);
  return json(await finalizeUpload(user.id, imageUrl));
});

export const { GET, POST, PATCH, DELETE } = otherMethods("PUT");
