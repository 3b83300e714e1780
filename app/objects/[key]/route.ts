// GET /objects/{key} — an uploaded image from local storage: immutable, never sniffed as anything else.
import fs from "node:fs/promises";
import path from "node:path";
import { OBJECT_KEY } from "@/lib/web-url";
import { localUploadsDir } from "@/server/uploads/object-store";

const OBJECT_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

export async function GET(_request: Request, { params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  if (!OBJECT_KEY.test(key)) return new Response("Not found", { status: 404 });
  try {
    const data = await fs.readFile(path.join(localUploadsDir(), key));
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
  } catch {
    return new Response("Not found", { status: 404 });
  }
}
