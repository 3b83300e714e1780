// A request through node:http, answered with the raw bytes: fetch would decode a compressed body and hide
// whether, and how, it was compressed.
import http from "node:http";

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

export function rawGet(url: string, headers: Record<string, string> = {}, method = "GET"): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { headers, method }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on("error", reject);
      })
      .on("error", reject)
      .end();
  });
}
