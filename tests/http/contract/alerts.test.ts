// The weekly email and job alerts over real HTTP: sign-up, the emailed confirmation link, and the
// unsubscribe link (RFC 8058 one-click, or our page's JSON), as the outbox shows them.
import { describe, expect, it } from "vitest";
import { expectMessage, http } from "../support/client";
import { clientAddress, httpFrom } from "../support/client-address";
import { latestMailTo, mailCount, tokenIn } from "../support/mail";

const CHECK_INBOX = "Check your inbox: we've sent you a link to confirm.";
const INVALID_CONFIRMATION = "This confirmation link is invalid, has expired or has already been used.";
const INVALID_UNSUBSCRIBE = "This unsubscribe link is invalid.";
const run = Date.now().toString(36);
const address = (name: string) => `${name}-${run}@alerts.example`;

const subscribe = (body: unknown) => http("/api/email-subscribe", { body });
const alert = (body: unknown) => http("/api/job-alerts", { body });
const confirm = (token: unknown) => http("/api/subscriptions/confirm", { body: { token } });

describe("POST /api/email-subscribe and POST /api/subscriptions/confirm", () => {
  it("emails a confirmation link; the link confirms once; a confirmed address answers 409", async () => {
    const email = address("weekly");
    const answer = await subscribe({ email: email.toUpperCase() });
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ message: CHECK_INBOX });
    const token = tokenIn(await latestMailTo(email), "/subscriptions/confirm");

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.json()).toEqual({ kind: "subscriber", message: "Your subscription is confirmed." });
    expectMessage(await confirm(token), 400, INVALID_CONFIRMATION);
    expectMessage(await subscribe({ email }), 409, "This email is already subscribed", "already_exists");
  });

  it("answers 400 for an address that is not one", async () => {
    expectMessage(await subscribe({ email: "not an email" }), 400, "Please enter a valid email address");
    expectMessage(await subscribe({}), 400, "Please enter a valid email address");
  });

  it("answers the same 200 to a bot that fills the hidden field, and sends nothing", async () => {
    const email = address("bot");
    const answer = await subscribe({ email, website: "https://spam.example" });
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ message: CHECK_INBOX });
    // Mail goes out through the queue: once a person's confirmation, asked for after the bot's, has arrived,
    // the bot's would have too.
    const person = address("person");
    expect((await subscribe({ email: person })).status).toBe(200);
    await latestMailTo(person);
    expect(await mailCount(email)).toBe(0);
  });

  it("POST /api/subscriptions/confirm answers 400 for a missing, short or unknown token", async () => {
    expectMessage(await confirm(undefined), 400, "The link is incomplete");
    expectMessage(await confirm("short"), 400, "The link is incomplete");
    expectMessage(await confirm("x".repeat(40)), 400, INVALID_CONFIRMATION);
  });

  it("answers 429 to a client's 11th sign-up within the hour", async () => {
    const client = clientAddress("subscribe-limit");
    for (let i = 0; i < 10; i++)
      expect((await httpFrom(client, "/api/email-subscribe", { body: { email: address(`many${i}`) } })).status).toBe(200);
    expectMessage(
      await httpFrom(client, "/api/email-subscribe", { body: { email: address("one-too-many") } }),
      429,
      "Too many requests. Please try again later.",
    );
  });
});

describe("POST /api/job-alerts", () => {
  const settings = { salary: 120000, location: "europe", categories: ["mining", "oil-gas"] };

  it("emails a confirmation link that confirms the alert; the same settings again answer as any request does", async () => {
    const email = address("alert");
    const answer = await alert({ email, settings });
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ message: CHECK_INBOX });
    const confirmed = await confirm(tokenIn(await latestMailTo(email), "/subscriptions/confirm"));
    expect(confirmed.status).toBe(200);
    expect(confirmed.json()).toEqual({ kind: "alert", message: "Your job alert is confirmed." });
    // A 409 here told anyone who guessed right what someone's alert was set to.
    const again = await alert({ email, settings: { ...settings, categories: ["oil-gas", "mining"] } });
    expect([again.status, again.json()]).toEqual([200, { message: CHECK_INBOX }]);
  });

  it.each([
    ["a salary not on the list", { salary: 50000 }, /Minimum salary must be one of/],
    ["an unknown location", { location: "mars" }, /Location must be one of/],
    ["an unknown category", { categories: ["astronaut"] }, "Unknown category"],
    ["categories that are not a list", { categories: "mining" }, "Categories must be a list"],
  ])("answers 400 for %s", async (_name, bad, message) => {
    expectMessage(await alert({ email: address("bad-settings"), settings: { ...settings, ...bad } }), 400, message);
  });

  it("answers 400 for an address that is not one", async () => {
    expectMessage(await alert({ email: "nobody", settings }), 400, "Please enter a valid email address");
  });

  it("answers 429 to a client's 11th alert request within the hour", async () => {
    const client = clientAddress("alerts-limit");
    for (let i = 0; i < 10; i++)
      expect((await httpFrom(client, "/api/job-alerts", { body: { email: address(`alerts${i}`) } })).status).toBe(200);
    expectMessage(
      await httpFrom(client, "/api/job-alerts", { body: { email: address("alerts-too-many") } }),
      429,
      "Too many requests. Please try again later.",
    );
  });
});

describe("POST /api/unsubscribe", () => {
  it("takes the token from the address (one-click, even cross-site) or from a JSON body, and answers 200", async () => {
    const email = address("leaving");
    expect((await alert({ email })).status).toBe(200);
    const token = tokenIn(await latestMailTo(email), "/unsubscribe");
    // Mail providers POST from their own servers and pages: no cookie, another origin, no body.
    const oneClick = await http(`/api/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: "POST",
      rawBody: "List-Unsubscribe=One-Click",
      headers: { origin: "https://mail.provider.example", "content-type": "application/x-www-form-urlencoded" },
    });
    expect(oneClick.status).toBe(200);
    expect(oneClick.json()).toEqual({ kind: "alert", message: "You've been unsubscribed." });
    const fromPage = await http("/api/unsubscribe", { body: { token } });
    expect(fromPage.status).toBe(200);
    expect(fromPage.json()).toEqual({ kind: "alert", message: "You've been unsubscribed." });
  });

  it("answers 400 for a missing, malformed or forged token", async () => {
    expectMessage(await http("/api/unsubscribe", { method: "POST" }), 400, INVALID_UNSUBSCRIBE);
    expectMessage(await http("/api/unsubscribe", { body: { token: "short" } }), 400, INVALID_UNSUBSCRIBE);
    expectMessage(await http(`/api/unsubscribe?token=${"A".repeat(60)}`, { method: "POST" }), 400, INVALID_UNSUBSCRIBE);
    expectMessage(
      await http("/api/unsubscribe", { method: "POST", rawBody: "{", headers: { "content-type": "application/json" } }),
      400,
      INVALID_UNSUBSCRIBE,
    );
  });

  it("answers 413 for a body over 10 kB", async () => {
    expectMessage(await http("/api/unsubscribe", { body: { token: "x".repeat(20_000) } }), 413, "Request body is too large");
  });
});
