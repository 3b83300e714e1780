// The upload dance: ask for a signed URL, PUT the file to it, finalize for its path.
import type { postObjectsUpload, putObjectsFinalize } from "@/lib/api/operations/posting";
import { RequestError } from "../forms/post-json";
import { endpoint } from "../query/call-api";

const signUpload = endpoint<typeof postObjectsUpload>("POST /api/objects/upload");
const finalizeUpload = endpoint<typeof putObjectsFinalize>("PUT /api/objects/finalize");

export async function uploadImage(file: File): Promise<string> {
  const { uploadURL } = await signUpload.call();
  // The file itself goes as raw bytes to the signed address the server gave, which the JSON client cannot send.
  const put = await fetch(uploadURL, {
    method: "PUT",
    body: file,
    headers: { "Content-Type": file.type || "application/octet-stream" },
    credentials: "include",
  });
  if (!put.ok) {
    const body = (await put.json().catch(() => ({}))) as { message?: string };
    throw new RequestError(put.status, body.message ?? put.statusText);
  }
  const { objectPath } = await finalizeUpload.call({ body: { imageUrl: uploadURL } });
  return objectPath;
}
