// The upload dance: ask for a signed URL, PUT the file to it, finalize for its path.
import { postJson, sendJson, RequestError } from "../forms/post-json";

export async function uploadImage(file: File): Promise<string> {
  const { uploadURL } = (await (await postJson("/api/objects/upload", {})).json()) as { uploadURL: string };
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
  const { objectPath } = (await (await sendJson("PUT", "/api/objects/finalize", { imageUrl: uploadURL })).json()) as { objectPath: string };
  return objectPath;
}
