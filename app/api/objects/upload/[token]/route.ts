// PUT /api/objects/upload/{token} — stores the image sent to a signed upload URL (5 MB, images only).
import { handle, json, otherMethods } from "@/server/http/route";
import { receiveUpload } from "@/server/uploads/uploads";

export const PUT = handle<{ token: string }>(async (request, params) => json(await receiveUpload(params.token, request)));

export const { GET, POST, PATCH, DELETE } = otherMethods("PUT");
