// The pages about Outpost and the support form over real HTTP: each page answers 200 with its
// heading and its own metadata, pricing shows lib/plans.ts's prices, and a support message reaches
// SUPPORT_EMAIL with the sender as Reply-To; bad input, the honeypot and the per-client limit included.
import { describe, expect, it } from "vitest";
import { PLAN_TYPES, PLANS } from "@/lib/plans";
import { SUPPORT_SENT } from "@/lib/schemas/support";
import { SUPPORT_EMAIL } from "../support/accounts";
import { expectMessage, http } from "../support/client";
import { clientAddress, httpFrom } from "../support/client-address";
import type { OutboxMessage } from "@/server/mail/outbox";
import { mailTo } from "../support/mail";

const PAGES = [
  ["/privacy", "Privacy"],
  ["/terms", "Terms"],
  ["/pricing", "Pricing"],
  ["/about", "About Outpost"],
  ["/support", "Support"],
] as const;

describe("the pages about Outpost", () => {
  it.each(PAGES)("%s answers 200 with its heading, title, canonical address and Open Graph", async (path, heading) => {
    const page = await http(path);
    expect(page.status).toBe(200);
    expect(page.text).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    const title = path === "/about" ? "About" : heading;
    expect(page.text).toContain(`<title>${title} | Outpost</title>`);
    expect(page.text).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${path}"`));
    expect(page.text).toMatch(new RegExp(`<meta property="og:url" content="[^"]*${path}"`));
    expect(page.text).toContain(`<meta property="og:title" content="${title} | Outpost"`);
  });

  it("are linked from every page's footer and listed in the sitemap", async () => {
    const home = (await http("/")).text;
    const sitemap = (await http("/sitemap.xml")).text;
    for (const [path] of PAGES) {
      expect(home).toContain(`href="${path}"`);
      expect(sitemap).toMatch(new RegExp(`<loc>[^<]*${path}</loc>`));
    }
  });

  it("pricing shows every plan's price from lib/plans.ts, in GBP, with a way to post", async () => {
    const page = (await http("/pricing")).text;
    for (const type of PLAN_TYPES) {
      expect(page).toContain(`>${PLANS[type].name}</h2>`);
      expect(page).toMatch(new RegExp(`data-testid="price-${type}"[^>]*>£${PLANS[type].priceGbp}<`));
      expect(page).toContain(`Listed for up to ${PLANS[type].maxDays} days`);
      expect(page).toContain(`href="/post-job?plan=${type}"`);
    }
  });
});

const message = (overrides: Record<string, unknown> = {}) => ({
  name: "Maren Holt",
  email: "maren.holt@rig.example",
  topic: "employer",
  message: "Can I get an invoice with our VAT number for the Premium listing?",
  ...overrides,
});

describe("POST /api/support", () => {
  it("sends the message to SUPPORT_EMAIL with the sender as Reply-To", async () => {
    const text = `Invoice question ${Date.now()}: can I get one with our VAT number?`;
    const answer = await httpFrom(clientAddress("support-sends"), "/api/support", { body: message({ message: text }) });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json()).toEqual({ message: SUPPORT_SENT });
    let mail: OutboxMessage | undefined;
    await expect
      .poll(async () => (mail = (await mailTo(SUPPORT_EMAIL)).find((m) => m.text.includes(text))), { timeout: 10_000 })
      .toBeDefined();
    if (!mail) return;
    expect(mail.text).toContain("From: Maren Holt <maren.holt@rig.example>");
    expect(mail.subject).toBe("Support: Posting a job or billing (from Maren Holt)");
    expect(mail.headers["reply-to"]).toBe("maren.holt@rig.example");
  });

  it.each([
    ["no name", { name: " " }, "Please enter your name"],
    ["a name over two lines", { name: "Maren\nBcc: victim@example.com" }, "Your name must be on one line"],
    ["an address that is not one", { email: "maren at rig" }, "Please enter a valid email address"],
    ["an unknown topic", { topic: "lottery" }, "Please choose a topic"],
    ["a message too short to act on", { message: "help" }, "Please write at least 10 characters"],
    ["a message over 5000 characters", { message: "x".repeat(5001) }, "Your message is at most 5000 characters"],
  ])("answers 400 for %s", async (_name, overrides, text) => {
    expectMessage(await httpFrom(clientAddress("support-bad-input"), "/api/support", { body: message(overrides) }), 400, text);
  });

  it("answers a bot that fills the hidden field like anyone else, and sends nothing", async () => {
    const text = `Cheap pills ${Date.now()} for every rig worker`;
    const answer = await httpFrom(clientAddress("support-bot"), "/api/support", {
      body: message({ message: text, website: "https://spam.example" }),
    });
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ message: SUPPORT_SENT });
    // A real message sent after it arrives; the bot's never does.
    const marker = `Real question ${Date.now()} about a rotation`;
    expect((await httpFrom(clientAddress("support-bot-neighbour"), "/api/support", { body: message({ message: marker }) })).status).toBe(
      200,
    );
    await expect.poll(async () => (await mailTo(SUPPORT_EMAIL)).some((m) => m.text.includes(marker)), { timeout: 10_000 }).toBe(true);
    expect((await mailTo(SUPPORT_EMAIL)).some((m) => m.text.includes(text))).toBe(false);
  });

  it("answers 429 past five messages an hour from one client address", async () => {
    const client = clientAddress("support-limit");
    for (let i = 0; i < 5; i++)
      expect((await httpFrom(client, "/api/support", { body: message({ message: `Question number ${i} about my listing` }) })).status).toBe(
        200,
      );
    expectMessage(await httpFrom(client, "/api/support", { body: message() }), 429, "Too many requests. Please try again later.");
  });
});
