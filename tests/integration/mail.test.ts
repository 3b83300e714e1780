// Both mail drivers: the .eml outbox, and Resend's HTTP API against a local stand-in.
import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { sendMail } from "@/server/mail/send-mail";
import { readOutbox } from "@/server/mail/outbox";

const mail = {
  to: "crew@example.com",
  subject: "Rotation news – £250K",
  text: "Hello 👋\nhttp://localhost:3000/job/1",
  html: "<p>Hello 👋</p>",
};

afterEach(() => {
  delete process.env.RESEND_API_KEY;
  delete process.env.RESEND_API_URL;
});

describe("mail", () => {
  it("writes an RFC 822 message with text and HTML parts to the outbox", async () => {
    await sendMail(mail);
    const [latest] = await readOutbox(1);
    expect(latest).toMatchObject({ to: "crew@example.com", subject: "Rotation news – £250K" });
    expect(latest.text).toBe("Hello 👋\nhttp://localhost:3000/job/1");
  });

  it("sends through Resend when RESEND_API_KEY is set", async () => {
    const received: { auth?: string; body: Record<string, unknown> }[] = [];
    const server = http.createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        received.push({ auth: req.headers.authorization, body: JSON.parse(body) });
        res.writeHead(200, { "Content-Type": "application/json" }).end('{"id":"re_123"}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    process.env.RESEND_API_KEY = "re_test_key";
    process.env.RESEND_API_URL = `http://127.0.0.1:${(server.address() as { port: number }).port}/emails`;
    const before = (await readOutbox()).length;
    await sendMail(mail);
    server.close();
    expect(received).toHaveLength(1);
    expect(received[0].auth).toBe("Bearer re_test_key");
    expect(received[0].body).toMatchObject({ to: ["crew@example.com"], subject: mail.subject, text: mail.text, html: mail.html });
    expect((await readOutbox()).length).toBe(before);
  });

  it("reports a refusal from Resend", async () => {
    const server = http.createServer((_req, res) => res.writeHead(422).end('{"message":"bad from"}'));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    process.env.RESEND_API_KEY = "re_test_key";
    process.env.RESEND_API_URL = `http://127.0.0.1:${(server.address() as { port: number }).port}/emails`;
    await expect(sendMail(mail)).rejects.toThrow(/422/);
    server.close();
  });
});
