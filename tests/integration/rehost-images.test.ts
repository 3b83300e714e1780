// Outside logos and card images become our own copies (decision 054), against a stand-in image host on
// 127.0.0.1 (the only host allowed): a PNG, a page that is not an image, an oversized body, a redirect to
// a private address. Failures are field errors or CSV row errors, never 500.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { PATCH as patchJob } from "@/app/api/admin/jobs/[id]/route";
import { PUT as saveCompany } from "@/app/api/auth/company/route";
import { GET as serveObject } from "@/app/objects/[key]/route";
import { POST as dailyLinkChecks } from "@/app/api/cron/link-checks/route";
import { jobs, users } from "@/server/db/schema";
import { importJobsCsv } from "@/server/imports/import-jobs-csv";
import { rehostStoredImages } from "@/server/uploads/rehost-stored-images";
import { ImageFetchError, NOT_FETCHED, rehostImage } from "@/server/uploads/rehost-image";
import { withTestDatabase } from "../support/test-db";
import { call } from "../support/http";
import { insertJob } from "../support/factories";
import { signInEveryRole, type Callers } from "../support/roles";
import { pngBytes } from "../support/images";

process.env.CRON_SECRET = "cron-secret-for-tests";
const t = withTestDatabase();
let callers: Callers;
let server: http.Server;
let base = "";
const hits: string[] = [];
const OURS = /^\/objects\/[0-9a-f-]{36}\.webp$/;

beforeAll(async () => {
  callers = await signInEveryRole(t.db);
  const png = await pngBytes(60, 40);
  server = http.createServer((req, res) => {
    hits.push(req.url!);
    if (req.url === "/logo.png") return res.writeHead(200, { "content-type": "image/png" }).end(png);
    if (req.url === "/page.html") return res.writeHead(200, { "content-type": "text/html" }).end("<h1>Not a logo</h1>");
    if (req.url === "/huge.png") return res.writeHead(200, { "content-type": "image/png" }).end(Buffer.alloc(6 * 1024 * 1024, 1));
    if (req.url === "/to-private.png") return res.writeHead(302, { location: "http://10.0.0.1/logo.png" }).end();
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.LINK_CHECK_ALLOW_HOSTS = "127.0.0.1";
});

afterAll(async () => {
  delete process.env.LINK_CHECK_ALLOW_HOSTS;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function served(objectPath: string) {
  const answer = await serveObject(new Request(`http://localhost${objectPath}`), {
    params: Promise.resolve({ key: objectPath.split("/").pop()! }),
  });
  expect(answer.status).toBe(200);
  return Buffer.from(await answer.arrayBuffer());
}

describe("re-hosting outside images", () => {
  it("admin PATCH stores our own WebP copy of an outside logo, and answers a field error for each failure", async () => {
    const job = await insertJob(t.db);
    const patch = (body: unknown) =>
      call(patchJob, `/api/admin/jobs/${job.id}`, { method: "PATCH", cookie: callers.admin, body, params: { id: job.id } });
    const ok = await patch({ companyLogoUrl: `${base}/logo.png`, swipeCardImageUrl: `${base}/logo.png` });
    expect(ok.status).toBe(200);
    const [stored] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(stored.companyLogoUrl).toMatch(OURS);
    expect(stored.swipeCardImageUrl).toMatch(OURS);
    expect((await served(stored.companyLogoUrl!)).subarray(8, 12).toString("latin1")).toBe("WEBP");
    // The same image is one object, whichever field or request brought it.
    expect(stored.swipeCardImageUrl).toBe(stored.companyLogoUrl);

    const failures: [string, string][] = [
      [`${base}/page.html`, "Company logo: the address is not a JPEG, PNG, WebP, GIF or AVIF image"],
      [`${base}/huge.png`, "Company logo: the address is larger than 5 MB"],
      [`${base}/to-private.png`, "Company logo: the address is not an address we can fetch images from"],
      [`${base}/missing.png`, "Company logo: the address answered HTTP 404"],
      ["https://logos.example/x.png", "Company logo: the address is not an address we can fetch images from"],
    ];
    for (const [url, message] of failures) {
      const answer = await patch({ companyLogoUrl: url });
      expect(answer.status, url).toBe(400);
      expect(await answer.json()).toEqual({ message, code: "validation_failed", field: "companyLogoUrl" });
    }
    const [after] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(after.companyLogoUrl).toBe(stored.companyLogoUrl);
  });

  it("answers one neutral text whether a name is missing, private, or an IPv4-embedding IPv6 form", async () => {
    const answers = {
      missing: () => Promise.reject(new Error("ENOTFOUND")),
      none: () => Promise.resolve([]),
      private: () => Promise.resolve([{ address: "10.0.0.1", family: 4 }]),
      metadata: () => Promise.resolve([{ address: "fd00:ec2::254", family: 6 }]),
      sixToFour: () => Promise.resolve([{ address: "2002:7f00:1::", family: 6 }]),
    };
    for (const [name, resolve] of Object.entries(answers)) {
      const error = await rehostImage("https://logo.example/x.png", { resolve, allowOnly: false, allowHosts: [] }).catch((e: unknown) => e);
      expect(error, name).toBeInstanceOf(ImageFetchError);
      expect((error as Error).message, name).toBe(NOT_FETCHED);
    }
    for (const literal of [
      "http://[::7f00:1]/x.png",
      "http://[::127.0.0.1]/x.png",
      "http://[64:ff9b:1::a00:1]/x.png",
      "http://[2001::1]/x.png",
    ]) {
      const error = await rehostImage(literal, { allowOnly: false, allowHosts: [] }).catch((e: unknown) => e);
      expect((error as Error).message, literal).toBe(NOT_FETCHED);
    }
  });

  it("company details re-host the logo; one of ours is kept as it is", async () => {
    const answer = await call(saveCompany, "/api/auth/company", {
      method: "PUT",
      cookie: callers.employer,
      body: { companyName: "Polar Co", companyLogoUrl: `${base}/logo.png` },
    });
    expect(answer.status).toBe(200);
    const { companyLogoUrl } = (await answer.json()) as { companyLogoUrl: string };
    expect(companyLogoUrl).toMatch(OURS);
    const again = await call(saveCompany, "/api/auth/company", {
      method: "PUT",
      cookie: callers.employer,
      body: { companyName: "Polar Co", companyLogoUrl },
    });
    expect(((await again.json()) as { companyLogoUrl: string }).companyLogoUrl).toBe(companyLogoUrl);
  });

  it("a CSV row's outside images are fetched once per address; a row whose image fails is a row error", async () => {
    hits.length = 0;
    const csv = [
      "job_title,salary,application_url,company_logo_url,swipe_card_image_url",
      `Crane Operator,£80k,https://rigs.example/1,${base}/logo.png,${base}/logo.png`,
      `Deck Hand,£50k,https://rigs.example/2,${base}/logo.png,`,
      `Medic,£70k,https://rigs.example/3,${base}/page.html,`,
      `Diver,£90k,https://rigs.example/4,,${base}/huge.png`,
      `Cook,£40k,https://rigs.example/5,javascript:alert(1),`,
    ].join("\n");
    const { result, errors } = await importJobsCsv(t.db, csv, { skipWarnings: false });
    expect(result).toMatchObject({ totalRows: 5, imported: 2, created: 2, errorCount: 3 });
    expect(errors.map((e) => [e.row, e.error])).toEqual([
      [4, "company_logo_url: the address is not a JPEG, PNG, WebP, GIF or AVIF image"],
      [5, "swipe_card_image_url: the address is larger than 5 MB"],
      [6, "company_logo_url is not a web address: javascript:alert(1)"],
    ]);
    expect(hits.filter((h) => h === "/logo.png")).toHaveLength(1);
    const rows = await t.db
      .select({ title: jobs.title, logo: jobs.companyLogoUrl, card: jobs.swipeCardImageUrl })
      .from(jobs)
      .where(eq(jobs.seedJob, true));
    const crane = rows.find((r) => r.title === "Crane Operator")!;
    expect(crane.logo).toMatch(OURS);
    expect(crane.card).toBe(crane.logo);
    expect(rows.find((r) => r.title === "Deck Hand")!.logo).toBe(crane.logo);
  });

  it("the daily cron re-hosts outside addresses written before, and clears those that give no image", async () => {
    const good = await insertJob(t.db, { companyLogoUrl: `${base}/logo.png` });
    const bad = await insertJob(t.db, { companyLogoUrl: `${base}/page.html`, swipeCardImageUrl: `${base}/logo.png` });
    const [user] = await t.db
      .update(users)
      .set({ companyLogoUrl: `${base}/logo.png` })
      .where(eq(users.role, "employer"))
      .returning();
    const run = await call(dailyLinkChecks, "/api/cron/link-checks", {
      method: "POST",
      headers: { authorization: "Bearer cron-secret-for-tests" },
    });
    expect(run.status).toBe(200);
    // Once per address and column: jobs' logos, jobs' card images, users' logos.
    const { schedules } = (await run.json()) as { schedules: { schedule: string; state: string; result: unknown }[] };
    expect(schedules.find((s) => s.schedule === "image-rehosting")).toMatchObject({
      state: "completed",
      result: { rehosted: 3, dropped: 1 },
    });
    const [g] = await t.db.select().from(jobs).where(eq(jobs.id, good.id));
    const [b] = await t.db.select().from(jobs).where(eq(jobs.id, bad.id));
    const [u] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(g.companyLogoUrl).toMatch(OURS);
    expect(b.companyLogoUrl).toBeNull();
    expect(b.swipeCardImageUrl).toMatch(OURS);
    expect(u.companyLogoUrl).toMatch(OURS);
    expect(await rehostStoredImages(t.db)).toEqual({ rehosted: 0, dropped: 0 });
  });
});
