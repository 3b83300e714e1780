// A local stand-in for Resend's send-email API: it keeps each message once per Idempotency-Key (a repeat
// is answered with the first one's id and not delivered again, as Resend does), and a test can take it down
// (503), make it fail quoting the request back, key and message (500, "leaky": what an error kept with a job
// must not repeat), or make it hold requests without answering (a provider that hangs, a process killed mid-send).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";

export type DeliveredMail = { key: string | undefined; to: string[]; subject: string; text: string; replyTo?: string; at: number };
export type StandInMode = "up" | "down" | "leaky" | "hang";

export type ResendStandIn = {
  url: string;
  apiKey: string;
  /** Messages delivered, each once: repeats of a key are not in here. */
  delivered: DeliveredMail[];
  /** Every call, repeats and refusals included, by Idempotency-Key. */
  calls: Map<string, number>;
  setMode(mode: StandInMode): void;
  /** Resolves once a request is being held (mode "hang"). */
  nextHeld(): Promise<DeliveredMail>;
  close(): Promise<void>;
};

export async function startResendStandIn(): Promise<ResendStandIn> {
  const apiKey = "re_stand_in_key";
  const delivered: DeliveredMail[] = [];
  const idsByKey = new Map<string, string>();
  const calls = new Map<string, number>();
  const held: http.ServerResponse[] = [];
  const waiting: ((mail: DeliveredMail) => void)[] = [];
  let mode: StandInMode = "up";

  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const key = req.headers["idempotency-key"] as string | undefined;
      if (key) calls.set(key, (calls.get(key) ?? 0) + 1);
      const answer = (status: number, data: unknown) =>
        res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(data));
      if (req.headers.authorization !== `Bearer ${apiKey}`) return answer(401, { message: "API key is invalid" });
      const parsed = JSON.parse(body) as { to: string[]; subject: string; text: string; reply_to?: string };
      const mail: DeliveredMail = {
        key,
        to: parsed.to,
        subject: parsed.subject,
        text: parsed.text,
        replyTo: parsed.reply_to,
        at: Date.now(),
      };
      if (mode === "down") return answer(503, { message: "Service unavailable" });
      if (mode === "leaky") return answer(500, { message: "Internal error", authorization: req.headers.authorization, request: parsed });
      if (mode === "hang") {
        held.push(res);
        waiting.shift()?.(mail);
        return;
      }
      const known = key && idsByKey.get(key);
      if (known) return answer(200, { id: known });
      const id = `re_${delivered.length + 1}`;
      delivered.push(mail);
      if (key) idsByKey.set(key, id);
      answer(200, { id });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/emails`,
    apiKey,
    delivered,
    calls,
    setMode(next) {
      mode = next;
    },
    nextHeld: () => new Promise((resolve) => waiting.push(resolve)),
    async close() {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * For a Vitest file: a stand-in started before its tests and closed after, with RESEND_API_KEY and
 * RESEND_API_URL pointing the mail adapter at it meanwhile. Answers a getter, as the stand-in exists only
 * once the file's hooks have run.
 */
export function resendStandInForFile(): () => ResendStandIn {
  let standIn: ResendStandIn | undefined;
  beforeAll(async () => {
    standIn = await startResendStandIn();
    process.env.RESEND_API_KEY = standIn.apiKey;
    process.env.RESEND_API_URL = standIn.url;
  });
  afterAll(async () => {
    delete process.env.RESEND_API_KEY;
    delete process.env.RESEND_API_URL;
    await standIn?.close();
  });
  return () => {
    if (!standIn) throw new Error("The Resend stand-in starts in beforeAll");
    return standIn;
  };
}
