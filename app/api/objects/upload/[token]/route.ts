// PUT /api/objects/upload/{token} — stores the image sent to a signed upload URL (5 MB, images only).
import { handle, json } from "@/server/http/route";
import { receiveUpload } from "@/server/uploads/uploads";

export const PUT = handle<{ token: string }>(async (request, params) => json(await receiveUpload(params.token, request)));
