// PUT /api/objects/finalize: the upload URL the image was sent to.
import { z } from "zod";

export const finalizeUploadSchema = z.object({
  imageUrl: z.string({ error: "imageUrl is required" }).trim().min(1, "imageUrl is required").max(4000),
});
