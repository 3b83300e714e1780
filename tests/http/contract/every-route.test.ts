// What holds for every route under app/api at once: the table below names each one with its methods and
// who may call it, a check keeps it in step with the route files, and from it every JSON endpoint is
// shown to refuse an oversized body with 413, every gated one a signed-out caller with 401, and every
// route a method it does not take with 405.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CRON_SECRET } from "../support/accounts";
import { expectMessage, http, type Role } from "../support/client";

const ID = "00000000-0000-4000-8000-000000000000";
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
/** Who may call: anyone, a signed-in user (any role), an admin, or the scheduler with its secret. */
type Gate = "public" | "user" | "admin" | "cron";
type Route = { file: string; path: string; methods: Partial<Record<Method, Gate>>; json?: Method[] };

const routes: Route[] = [
  { file: "admin/broken-link-reports/[id]/resolve", path: `/api/admin/broken-link-reports/${ID}/resolve`, methods: { PUT: "admin" }, json: ["PUT"] },
  { file: "admin/broken-link-reports", path: "/api/admin/broken-link-reports", methods: { GET: "admin" } },
  { file: "admin/jobs/[id]/application-url", path: `/api/admin/jobs/${ID}/application-url`, methods: { PUT: "admin" }, json: ["PUT"] },
  { file: "admin/jobs/[id]", path: `/api/admin/jobs/${ID}`, methods: { PATCH: "admin", DELETE: "admin" }, json: ["PATCH"] },
  { file: "admin/jobs/bulk-upload", path: "/api/admin/jobs/bulk-upload", methods: { POST: "admin" } },
  { file: "admin/jobs/reorder", path: "/api/admin/jobs/reorder", methods: { PUT: "admin" }, json: ["PUT"] },
  { file: "admin/jobs", path: "/api/admin/jobs", methods: { GET: "admin" } },
  { file: "analytics/event", path: "/api/analytics/event", methods: { POST: "public" }, json: ["POST"] },
  { file: "analytics/job-click", path: "/api/analytics/job-click", methods: { POST: "public" }, json: ["POST"] },
  { file: "analytics/job-clicks", path: "/api/analytics/job-clicks", methods: { GET: "admin" } },
  { file: "analytics/page-view", path: "/api/analytics/page-view", methods: { POST: "public" }, json: ["POST"] },
  { file: "analytics/web-vitals", path: "/api/analytics/web-vitals", methods: { POST: "public" }, json: ["POST"] },
  { file: "auth/company", path: "/api/auth/company", methods: { PUT: "user" }, json: ["PUT"] },
  { file: "broken-link-reports", path: "/api/broken-link-reports", methods: { POST: "public" }, json: ["POST"] },
  { file: "create-payment-intent", path: "/api/create-payment-intent", methods: { POST: "user" }, json: ["POST"] },
  { file: "cron/job-alerts", path: "/api/cron/job-alerts", methods: { GET: "cron", POST: "cron" } },
  { file: "email-subscribe", path: "/api/email-subscribe", methods: { POST: "public" }, json: ["POST"] },
  { file: "employers/[id]/jobs", path: `/api/employers/${ID}/jobs`, methods: { GET: "admin" } },
  { file: "employers/[id]", path: `/api/employers/${ID}`, methods: { PUT: "admin" }, json: ["PUT"] },
  { file: "employers", path: "/api/employers", methods: { GET: "admin" } },
  { file: "forgot-password", path: "/api/forgot-password", methods: { POST: "public" }, json: ["POST"] },
  { file: "job-alerts", path: "/api/job-alerts", methods: { POST: "public" }, json: ["POST"] },
  { file: "jobs/[id]/clicks", path: `/api/jobs/${ID}/clicks`, methods: { GET: "public" } },
  { file: "jobs/[id]", path: `/api/jobs/${ID}`, methods: { GET: "public" } },
  { file: "jobs/[id]/track-click", path: `/api/jobs/${ID}/track-click`, methods: { POST: "public" }, json: ["POST"] },
  { file: "jobs/featured", path: "/api/jobs/featured", methods: { GET: "public" } },
  { file: "jobs", path: "/api/jobs", methods: { GET: "public", POST: "user" }, json: ["POST"] },
  { file: "login", path: "/api/login", methods: { POST: "public" }, json: ["POST"] },
  { file: "logout", path: "/api/logout", methods: { GET: "public", POST: "public" } },
  { file: "openapi.json", path: "/api/openapi.json", methods: { GET: "public" } },
  { file: "objects/finalize", path: "/api/objects/finalize", methods: { PUT: "user" }, json: ["PUT"] },
  { file: "objects/upload/[token]", path: "/api/objects/upload/some.token", methods: { PUT: "public" } },
  { file: "objects/upload", path: "/api/objects/upload", methods: { POST: "user" } },
  { file: "payments/demo/confirm", path: "/api/payments/demo/confirm", methods: { POST: "user" }, json: ["POST"] },
  { file: "register", path: "/api/register", methods: { POST: "public" }, json: ["POST"] },
  { file: "reset-password", path: "/api/reset-password", methods: { POST: "public" }, json: ["POST"] },
  { file: "reset-password/validate/[token]", path: "/api/reset-password/validate/some-token", methods: { GET: "public" } },
  { file: "stats", path: "/api/stats", methods: { GET: "public" } },
  { file: "subscriptions/confirm", path: "/api/subscriptions/confirm", methods: { POST: "public" }, json: ["POST"] },
  { file: "unsubscribe", path: "/api/unsubscribe", methods: { POST: "public" } },
  { file: "user/jobs/[id]", path: `/api/user/jobs/${ID}`, methods: { DELETE: "user" } },
  { file: "user/jobs", path: "/api/user/jobs", methods: { GET: "user" } },
  { file: "user", path: "/api/user", methods: { GET: "user" } },
  { file: "validate-plan", path: "/api/validate-plan", methods: { POST: "public" }, json: ["POST"] },
  { file: "webhooks/stripe", path: "/api/webhooks/stripe", methods: { POST: "public" } },
];

function routeFiles(dir = path.join(process.cwd(), "app/api")): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [path.relative(path.join(process.cwd(), "app/api"), dir)] : [];
  });
}

describe("the route table", () => {
  it("names every route file under app/api (besides the JSON 404 for unknown paths)", () => {
    const files = routeFiles().filter((f) => f !== "[...path]").sort();
    expect(routes.map((r) => r.file).sort()).toEqual(files);
  });
});

describe("GET /api/openapi.json", () => {
  it("answers 200 with an OpenAPI 3.1 document whose paths and methods are this table's", async () => {
    const answer = await http("/api/openapi.json");
    expect(answer.status).toBe(200);
    const document = answer.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toMatch(/^3\.1\./);
    const described = Object.entries(document.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
    const tabled = routes.flatMap((r) => Object.keys(r.methods).map((m) => `${m} /api/${r.file.replace(/\[(\w+)\]/g, "{$1}")}`));
    expect(described.sort()).toEqual(tabled.sort());
  });
});

describe("unknown API paths", () => {
  it.each(["GET", "POST", "PUT", "PATCH", "DELETE"])("%s answers 404 JSON", async (method) => {
    expectMessage(await http("/api/no/such/endpoint", { method }), 404, "No such API endpoint");
  });
});

/** Signed in enough to get past the route's gate, so the body is what is judged. */
const callerFor = (gate: Gate): { as?: Role } =>
  gate === "admin" ? { as: "admin" } : gate === "user" ? { as: "employer" } : {};

describe("413 for a JSON body over 1 MB", () => {
  const cases = routes.flatMap((r) => (r.json ?? []).map((method) => [method, r.path, r.methods[method]!] as const));
  it.each(cases)("%s %s", async (method, url, gate) => {
    const rawBody = JSON.stringify({ padding: "x".repeat(1_100_000) });
    expectMessage(await http(url, { method, rawBody, headers: { "content-type": "application/json" }, ...callerFor(gate) }), 413, "Request body is too large");
  });
});

describe("401 for a caller without the right credentials", () => {
  const cases = routes.flatMap((r) =>
    (Object.entries(r.methods) as [Method, Gate][]).filter(([, gate]) => gate !== "public").map(([method, gate]) => [method, r.path, gate] as const),
  );
  it.each(cases)("%s %s", async (method, url, gate) => {
    const body = method === "GET" || method === "DELETE" ? undefined : {};
    expectMessage(await http(url, { method, body }), 401, gate === "cron" ? "Unauthorized" : "Please log in to continue");
  });

  it("the cron secret is the only key to the scheduled run", async () => {
    expect((await http("/api/cron/job-alerts", { headers: { authorization: `Bearer ${CRON_SECRET}x` } })).status).toBe(401);
  });
});

describe("403 for a signed-in caller without the admin role", () => {
  const cases = routes.flatMap((r) =>
    (Object.entries(r.methods) as [Method, Gate][]).filter(([, gate]) => gate === "admin").map(([method]) => [method, r.path] as const),
  );
  it.each(cases)("%s %s", async (method, url) => {
    const body = method === "GET" || method === "DELETE" ? undefined : {};
    for (const as of ["user", "employer"] as const) expectMessage(await http(url, { method, body, as }), 403, "You do not have permission to do this");
  });
});

describe("403 for a state-changing call from another site", () => {
  const cases = routes.flatMap((r) =>
    (Object.keys(r.methods) as Method[]).filter((m) => m !== "GET" && r.file !== "unsubscribe").map((method) => [method, r.path] as const),
  );
  it.each(cases)("%s %s", async (method, url) => {
    expectMessage(await http(url, { method, body: {}, as: "admin", headers: { origin: "https://evil.example" } }), 403, "Cross-site request refused");
  });
});

describe("405 JSON for a method a route does not take", () => {
  const ALL: Method[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];
  const cases = routes.flatMap((r) => ALL.filter((m) => !(m in r.methods)).map((method) => [method, r.path, Object.keys(r.methods) as Method[]] as const));
  it.each(cases)("%s %s", async (method, url, allowed) => {
    const answer = await http(url, { method, as: "admin" });
    expectMessage(answer, 405, "Method not allowed");
    const allow = answer.headers.get("allow")?.split(",").map((m) => m.trim()) ?? [];
    expect(allow.sort()).toEqual([...allowed, ...(allowed.includes("GET") ? ["HEAD"] : [])].sort());
  });
});
