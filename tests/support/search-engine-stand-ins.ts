// Local stand-ins for IndexNow and Google's token endpoint and Indexing API batch endpoint, on one node:http
// server on port 0. They record every request and answer as the test tells them; the token endpoint checks
// the RS256 assertion with the test key pair's public key, as Google would.
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/** A request as the stand-in read it, and when (ms since the epoch) it had read it whole. */
export type Recorded = { path: string; headers: http.IncomingHttpHeaders; body: string; receivedAt: number };
/** One notification as the stand-in read it from a batch part, with the part's Content-ID. */
export type ReadPart = {
  contentId: string;
  contentType: string;
  requestLine: string;
  innerHeaders: string;
  notification: { url: string; type: string };
};
/** How the batch endpoint answers one part (by URL): a status and, for an error, Google's message. */
export type PartRule = (url: string) => { status: number; message?: string };

export type StandIns = Awaited<ReturnType<typeof startSearchEngineStandIns>>;

export function testServiceAccount() {
  const { privateKey, publicKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
  const credentials = {
    type: "service_account",
    client_email: "outpost-indexing@outpost-test.iam.gserviceaccount.com",
    private_key: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
  };
  return { credentials, publicKey };
}

/** Splits at the first blank line: headers before, the rest after. */
function headAndRest(text: string): [string, string] {
  const at = text.indexOf("\r\n\r\n");
  return [text.slice(0, at), text.slice(at + 4)];
}

/** The parts of a multipart/mixed batch request, read independently of the code under test. */
export function readBatchParts(body: string, contentType: string): ReadPart[] {
  const boundary = /boundary=([^;\s]+)/.exec(contentType)![1];
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const [outer, inner] = headAndRest(part.replace(/^\r\n/, ""));
      const [innerHead, json] = headAndRest(inner);
      return {
        contentId: /^Content-ID: <([^>]+)>$/im.exec(outer)![1],
        contentType: /^Content-Type: (.+)$/im.exec(outer)![1],
        requestLine: innerHead.split("\r\n")[0],
        innerHeaders: innerHead,
        notification: JSON.parse(json) as { url: string; type: string },
      };
    });
}

export async function startSearchEngineStandIns(publicKey?: crypto.KeyObject) {
  const indexNow: Recorded[] = [];
  const tokens: Recorded[] = [];
  const batches: (Recorded & { parts: ReadPart[] })[] = [];
  let n = 0;
  const behaviour = {
    /** IndexNow's answer to each POST, in turn; 202 once they run out. */
    indexNowStatuses: [] as { status: number; retryAfter?: string }[],
    /** The batch endpoint's answer to a whole request, in turn (undefined: answer each part by partRule). */
    batchStatuses: [] as ({ status: number; retryAfter?: string } | undefined)[],
    partRule: (() => ({ status: 200 })) as PartRule,
    /** Answer parts in reverse, as Google may answer in any order. */
    reverseParts: false,
  };

  const server = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      const recorded = { path: req.url!, headers: req.headers, body, receivedAt: Date.now() };
      if (req.url === "/indexnow") {
        indexNow.push(recorded);
        const next = behaviour.indexNowStatuses.shift() ?? { status: 202 };
        return res.writeHead(next.status, next.retryAfter ? { "retry-after": next.retryAfter } : {}).end();
      }
      if (req.url === "/token") {
        tokens.push(recorded);
        const form = new URLSearchParams(body);
        const [header, claims, signature] = (form.get("assertion") ?? "").split(".");
        const valid =
          form.get("grant_type") === "urn:ietf:params:oauth:grant-type:jwt-bearer" &&
          publicKey !== undefined &&
          crypto.verify("RSA-SHA256", Buffer.from(`${header}.${claims}`), publicKey, Buffer.from(signature ?? "", "base64url"));
        res.writeHead(valid ? 200 : 400, { "content-type": "application/json" });
        return res.end(
          JSON.stringify(valid ? { access_token: `token-${++n}`, expires_in: 3600, token_type: "Bearer" } : { error: "invalid_grant" }),
        );
      }
      if (req.url === "/batch") {
        const parts = readBatchParts(body, String(req.headers["content-type"]));
        batches.push({ ...recorded, parts });
        const whole = behaviour.batchStatuses.shift();
        if (whole) return res.writeHead(whole.status, whole.retryAfter ? { "retry-after": whole.retryAfter } : {}).end();
        const boundary = "batch_stand_in";
        const answered = behaviour.reverseParts ? [...parts].reverse() : parts;
        const sections = answered.map((part) => {
          const { status, message } = behaviour.partRule(part.notification.url);
          const json = status === 200 ? { urlNotificationMetadata: { url: part.notification.url } } : { error: { code: status, message } };
          return `--${boundary}\r\nContent-Type: application/http\r\nContent-ID: <response-${part.contentId}>\r\n\r\nHTTP/1.1 ${status} X\r\nContent-Type: application/json; charset=UTF-8\r\n\r\n${JSON.stringify(json)}\r\n`;
        });
        res.writeHead(200, { "content-type": `multipart/mixed; boundary=${boundary}` });
        return res.end(`${sections.join("")}--${boundary}--\r\n`);
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    indexNow,
    tokens,
    batches,
    behaviour,
    reset() {
      indexNow.length = 0;
      tokens.length = 0;
      batches.length = 0;
      Object.assign(behaviour, { indexNowStatuses: [], batchStatuses: [], partRule: () => ({ status: 200 }), reverseParts: false });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
