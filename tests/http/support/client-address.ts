// Calls from another loopback address (127.0.0.2 and up, all of which reach 127.0.0.1 on Linux). The
// server keys its per-client limits on the socket address, so a test that uses a limit up does it from
// an address of its own and leaves 127.0.0.1's allowance to every other file, whatever order they run in.
// node:http rather than fetch: it can pick the local address, and send a Host header of the caller's choosing.
import crypto from "node:crypto";
import http from "node:http";
import { inject } from "vitest";
import { baseUrl, type HttpAnswer, type HttpOptions } from "./client";

/**
 * A loopback address of the caller's own, named for what it is used for: files run in separate module
 * instances, so a counter could hand two files the same one; a hash of the name does not.
 */
export function clientAddress(name: string): string {
  const [a, b, c] = crypto.createHash("sha256").update(name).digest();
  return `127.${a}.${b}.${Math.max(c, 2)}`;
}

export async function httpFrom(localAddress: string, path: string, options: HttpOptions = {}): Promise<HttpAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  const cookie = options.cookie ?? (options.as && options.as !== "anonymous" ? inject("roleCookies")[options.as] : undefined);
  if (cookie) headers.cookie = cookie;
  let body: string | Buffer | undefined = typeof options.rawBody === "string" ? options.rawBody : undefined;
  if (options.rawBody !== undefined && typeof options.rawBody !== "string") throw new Error("httpFrom sends string bodies only");
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers["content-type"] ??= "application/json";
  }
  const { hostname, port } = new URL(baseUrl());
  const method = options.method ?? (body !== undefined ? "POST" : "GET");
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path, method, headers, localAddress }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const answerHeaders = new Headers();
        for (const [name, value] of Object.entries(response.headers)) {
          for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) answerHeaders.append(name, v);
        }
        const text = Buffer.concat(chunks).toString("utf8");
        resolve({ status: response.statusCode ?? 0, headers: answerHeaders, text, json: () => JSON.parse(text) });
      });
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end(body);
  });
}
