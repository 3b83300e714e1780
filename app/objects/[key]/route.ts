// GET /objects/{key} — an uploaded or re-hosted image from our object store (local files or Vercel Blob):
// immutable, never sniffed as anything else.
import { OBJECT_KEY } from "@/lib/web-url";
import { objectStore } from "@/server/uploads/object-store";

const OBJECT_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

export async function GET(_request: Request, { params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  if (!OBJECT_KEY.test(key)) return new Response("Not found", { status: 404 });
  const data = await objectStore().read(key);
  if (!data) return new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(data), {
    headers: {
      "Content-Type": "image/webp",
      "X-Content-Type-Options": "nosniff",
      // Opened on its own, an image can run nothing, load nothing and be framed nowhere.
      "Content-Security-Policy": OBJECT_CSP,
      // Keys are never reused, so the bytes behind one never change.
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
