// Data saver (decision 114): with the switch's cookie or the browser's `Save-Data: on`, the board and a job
// page are sent without any logo <img> and without image preloads or prefetch hints; without either, the
// same pages show the logo (so the test sees the difference, not an empty board). The data-saver copies'
// own addresses send people back to the page they stand for.
import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobDraft } from "../../support/job-drafts";
import { http as call } from "../support/client";
import { ownAccount, type OwnAccount } from "../support/own-accounts";

let standIn: http.Server;
let base = "";
let owner: OwnAccount;
let jobId = "";
let logo = "";

beforeAll(async () => {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#b45309" } })
    .png()
    .toBuffer();
  standIn = http.createServer((req, res) => {
    if (req.url === "/logo.png") res.writeHead(200, { "content-type": "image/png" }).end(png);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => standIn.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
  owner = await ownAccount("data-saver", "employer");
  const draft = jobDraft({ title: "Data Saver Crane Operator", companyLogoUrl: `${base}/logo.png` });
  const started = await call("/api/create-payment-intent", {
    body: { amount: 1, planType: draft.planType, job: draft },
    cookie: owner.cookie,
  });
  const { paymentIntentId } = started.json() as { paymentIntentId: string };
  await call("/api/payments/demo/confirm", { body: { paymentIntentId, cardNumber: "4242 4242 4242 4242" }, cookie: owner.cookie });
  const created = await call("/api/jobs", { body: { ...draft, paymentIntentId }, cookie: owner.cookie });
  expect(created.status, created.text).toBe(201);
  jobId = (created.json() as { id: string }).id;
  logo = ((await call(`/api/jobs/${jobId}`)).json() as { companyLogoUrl: string }).companyLogoUrl;
  expect(logo).toMatch(/^\/objects\//);
});

afterAll(async () => {
  standIn.closeAllConnections();
  await new Promise<void>((resolve) => standIn.close(() => resolve()));
});

const page = async (path: string, headers: Record<string, string> = {}) => {
  const answer = await call(path, { headers: { accept: "text/html", ...headers } });
  expect(answer.status, `${path} ${answer.headers.get("location")}`).toBe(200);
  // A kept copy carries the kept pages' static policy: a nonce would be one visitor's, and its scripts have none.
  expect(answer.headers.get("content-security-policy"), path).not.toContain("nonce-");
  return answer.text;
};

/** Image hints in the head: a preload of an image, or any prefetch of a document or image. */
const imageHints = (html: string) =>
  (html.match(/<link[^>]+>/g) ?? []).filter((tag) => /rel="(preload|prefetch)"/.test(tag) && /as="image"|rel="prefetch"/.test(tag));

const asked = [
  ["Save-Data: on", { "save-data": "on" }],
  ["the Data saver cookie", { cookie: "outpost_data_saver=1" }],
] as const;

describe("data saver", () => {
  it("shows the logo on the board and the job page when nobody asks to save data", async () => {
    await expect.poll(async () => (await page("/")).includes(`src="${logo}"`), { timeout: 40_000, interval: 1000 }).toBe(true);
    expect(await page(`/job/${jobId}`)).toContain(`src="${logo}"`);
  });

  for (const [name, headers] of asked) {
    it(`sends / and a job page without logos or image hints for ${name}`, async () => {
      for (const path of ["/", `/job/${jobId}`]) {
        const html = await page(path, headers);
        expect(html, path).toContain("Data Saver Crane Operator");
        expect(html, path).not.toMatch(/<img\b/);
        // (The job's structured data still names its logo for search engines: text, not a download.)
        expect(html, path).not.toContain(`src="${logo}"`);
        expect(imageHints(html), path).toEqual([]);
        // The text fallback the card already had for a company with no logo.
        expect(html, path).toContain("logo-initials");
      }
    });
  }

  it("keeps a filtered view's copy too", async () => {
    const html = await page("/search?search=crane", { "save-data": "on" });
    expect(html).toContain("Data Saver Crane Operator");
    expect(html).not.toMatch(/<img\b/);
  });

  it("sends a data-saver copy's own address back to its page", async () => {
    for (const [copy, original] of [
      ["/data-saver", "/"],
      [`/data-saver/job/${jobId}`, `/job/${jobId}`],
    ]) {
      const answer = await call(copy, { headers: { accept: "text/html" } });
      expect(answer.status, copy).toBe(308);
      expect(new URL(answer.headers.get("location")!, "http://x").pathname).toBe(original);
    }
  });
});
