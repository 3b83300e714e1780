// Outside logos and card images re-hosted by the production build (decision 054): the server may reach
// 127.0.0.1 only (LINK_CHECK_ALLOW_HOSTS in support/server.ts), where a stand-in serves a PNG, a page that
// is not an image, an oversized body and a redirect to a private address. Pages load our copies only.
import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobDraft } from "../../support/job-drafts";
import { baseUrl, http as call } from "../support/client";
import { ownAccount, type OwnAccount } from "../support/own-accounts";

let standIn: http.Server;
let base = "";
let owner: OwnAccount;
const OURS = /^\/objects\/[0-9a-f-]{36}\.webp$/;

beforeAll(async () => {
  const png = await sharp({ create: { width: 80, height: 60, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();
  standIn = http.createServer((req, res) => {
    const routes: Record<string, () => void> = {
      "/logo.png": () => res.writeHead(200, { "content-type": "image/png" }).end(png),
      "/page.html": () => res.writeHead(200, { "content-type": "text/html" }).end("<p>hello</p>"),
      "/huge.png": () => res.writeHead(200, { "content-type": "image/png" }).end(Buffer.alloc(6 * 1024 * 1024, 7)),
      "/to-private.png": () => res.writeHead(302, { location: "http://10.0.0.1/logo.png" }).end(),
    };
    (routes[req.url ?? ""] ?? (() => res.writeHead(404).end()))();
  });
  await new Promise<void>((resolve) => standIn.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
  owner = await ownAccount("rehost-images", "employer");
});

afterAll(async () => {
  standIn.closeAllConnections();
  await new Promise<void>((resolve) => standIn.close(() => resolve()));
});

async function expectServedWebp(path: string) {
  const image = await fetch(new URL(path, baseUrl()));
  expect(image.status).toBe(200);
  expect(image.headers.get("content-type")).toBe("image/webp");
  expect(
    Buffer.from(await image.arrayBuffer())
      .subarray(8, 12)
      .toString("latin1"),
  ).toBe("WEBP");
}

async function paidJob(draft: Record<string, unknown>) {
  const started = await call("/api/create-payment-intent", {
    body: { amount: 1, planType: draft.planType, job: draft },
    cookie: owner.cookie,
  });
  const { paymentIntentId } = started.json() as { paymentIntentId: string };
  expect(
    (await call("/api/payments/demo/confirm", { body: { paymentIntentId, cardNumber: "4242 4242 4242 4242" }, cookie: owner.cookie }))
      .status,
  ).toBe(200);
  return call("/api/jobs", { body: { ...draft, paymentIntentId }, cookie: owner.cookie });
}

describe("outside images become ours", () => {
  it("POST /api/jobs stores our copies of the logo and card image; the job answers and the page show only ours", async () => {
    const created = await paidJob(
      jobDraft({ title: "Re-hosted Logo Rigger", companyLogoUrl: `${base}/logo.png`, swipeCardImageUrl: `${base}/logo.png` }),
    );
    expect(created.status, created.text).toBe(201);
    const { id } = created.json() as { id: string };
    const job = (await call(`/api/jobs/${id}`)).json() as { companyLogoUrl: string; swipeCardImageUrl: string };
    expect(job.companyLogoUrl).toMatch(OURS);
    expect(job.swipeCardImageUrl).toMatch(OURS);
    await expectServedWebp(job.companyLogoUrl);
    const page = await call(`/job/${id}`, { headers: { accept: "text/html" } });
    expect(page.text).toContain(job.companyLogoUrl);
    expect(page.text).not.toContain(base);
  });

  it("create-payment-intent answers a field error for an image it cannot have, before anything is paid", async () => {
    const draft = jobDraft({ title: "Unpaid Image Rigger", swipeCardImageUrl: `${base}/page.html` });
    const answer = await call("/api/create-payment-intent", {
      body: { amount: 1, planType: draft.planType, job: draft },
      cookie: owner.cookie,
    });
    expect(answer.status).toBe(400);
    expect(answer.json()).toEqual({
      message: "Swipe card image: the address is not a JPEG, PNG, WebP, GIF or AVIF image",
      code: "validation_failed",
      field: "swipeCardImageUrl",
    });
  });

  it("a job edit answers a field error on the URL field for a non-image, an oversized body and a redirect to a private address", async () => {
    const created = await paidJob(jobDraft({ title: "Edited Image Rigger" }));
    const { id } = created.json() as { id: string };
    const edit = jobDraft({ title: "Edited Image Rigger" }) as Record<string, unknown>;
    for (const field of ["planType", "isFeatured", "applicationStartDate", "applicationClosingDate", "terms"]) delete edit[field];
    const cases: [string, string][] = [
      [`${base}/page.html`, "Swipe card image: the address is not a JPEG, PNG, WebP, GIF or AVIF image"],
      [`${base}/huge.png`, "Swipe card image: the address is larger than 5 MB"],
      [`${base}/to-private.png`, "Swipe card image: the address is not an address we can fetch images from"],
    ];
    for (const [url, message] of cases) {
      const answer = await call(`/api/user/jobs/${id}`, {
        method: "PATCH",
        body: { ...edit, swipeCardImageUrl: url },
        cookie: owner.cookie,
      });
      expect(answer.status, url).toBe(400);
      expect(answer.json()).toEqual({ message, code: "validation_failed", field: "swipeCardImageUrl" });
    }
    const fine = await call(`/api/user/jobs/${id}`, {
      method: "PATCH",
      body: { ...edit, swipeCardImageUrl: `${base}/logo.png` },
      cookie: owner.cookie,
    });
    expect(fine.status, fine.text).toBe(200);
  });

  it("company details: our copy is stored; an outside host the server may not reach is a field error", async () => {
    const saved = await call("/api/auth/company", {
      method: "PUT",
      body: { companyName: "Skua Ltd", companyLogoUrl: `${base}/logo.png` },
      cookie: owner.cookie,
    });
    expect(saved.status).toBe(200);
    expect((saved.json() as { companyLogoUrl: string }).companyLogoUrl).toMatch(OURS);
    // LINK_CHECK_ALLOW_ONLY is on in the suite: any host but 127.0.0.1 is refused before it is looked up.
    const refused = await call("/api/auth/company", {
      method: "PUT",
      body: { companyLogoUrl: "https://logos.example/skua.png" },
      cookie: owner.cookie,
    });
    expect(refused.status).toBe(400);
    expect(refused.json()).toEqual({
      message: "Logo: the address is not an address we can fetch images from",
      code: "validation_failed",
      field: "companyLogoUrl",
    });
  });

  it("CSV import: a row's logo becomes ours; a row whose image fails is a row error in the usual result", async () => {
    const form = new FormData();
    const csv = [
      "job_title,salary,application_url,company_logo_url",
      `Imported Logo Welder,£70k,https://welds.example/1,${base}/logo.png`,
      `Imported Broken Logo Welder,£70k,https://welds.example/2,${base}/to-private.png`,
    ].join("\n");
    form.set("csvFile", new File([csv], "logos.csv", { type: "text/csv" }));
    form.set("skipWarnings", "false");
    const answer = await call("/api/admin/jobs/bulk-upload", { method: "POST", rawBody: form, as: "admin" });
    expect(answer.status, answer.text).toBe(200);
    const { result, errors } = answer.json() as {
      result: { imported: number; errorCount: number };
      errors: { row: number; error: string }[];
    };
    expect(result).toMatchObject({ imported: 1, errorCount: 1 });
    expect(errors.map((e) => [e.row, e.error])).toEqual([[3, "company_logo_url: the address is not an address we can fetch images from"]]);
    const [job] = (await call("/api/admin/jobs?search=imported%20logo%20welder&limit=1", { as: "admin" })).json() as { id: string }[];
    const listed = (await call(`/api/jobs/${job.id}`)).json() as { companyLogoUrl: string };
    expect(listed.companyLogoUrl).toMatch(OURS);
    await expectServedWebp(listed.companyLogoUrl);
  });

  it("pages are served with an img-src that names no outside scheme or host", async () => {
    for (const path of ["/", "/swipe"]) {
      const policy = (await call(path, { headers: { accept: "text/html" } })).headers.get("content-security-policy") ?? "";
      const imgSrc = /img-src([^;]*)/.exec(policy)?.[1].trim();
      expect(imgSrc, path).toBe("'self' data: blob:");
    }
  });
});
