// Next builds a web Request for every request, and undici refuses the methods fetch forbids (TRACE, CONNECT,
// TRACK): Next then answers a plain-text 500 with a stack before the proxy or any route runs. This answers
// them, and any other method no route takes, as the API answers a method a path does not take: 405 JSON.
import "server-only";
import http from "node:http";
import { operations } from "@/lib/api/operations";
import { errorBody } from "./errors";
import { allowHeader } from "./allow-header";

const TAKEN = new Set(["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"]);

const templates = operations.map((op) => ({
  pattern: new RegExp(`^${op.path.replace(/[.]/g, "\\.").replace(/\{\w+\}/g, "[^/]+")}$`),
  method: op.method,
}));

/** What a path takes: its operations' methods under /api, reading anywhere else. */
function allowFor(pathname: string): string {
  const methods = templates.filter((t) => t.pattern.test(pathname)).map((t) => t.method);
  return allowHeader(methods.length ? methods : ["GET"]);
}

let installed = false;

export function refuseUnsupportedMethods(): void {
  if (installed) return;
  installed = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
      if (!TAKEN.has(request.method ?? "")) {
        const pathname = new URL(request.url ?? "/", "http://localhost").pathname;
        response.writeHead(405, { "Content-Type": "application/json", "Cache-Control": "no-store", Allow: allowFor(pathname) });
        response.end(JSON.stringify(errorBody("Method not allowed", 405)));
        return true;
      }
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof emit;
}
