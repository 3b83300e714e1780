// What holds for every route under app/api at once, read from the served /api/openapi.json (which
// tests/unit/openapi.test.ts keeps in step with the route files): every JSON endpoint refuses an oversized
// body with 413, every gated one a signed-out caller with 401 and the wrong role with 403, every
// state-changing one a cross-site call with 403, and every route a method it does not take with 405.
import { request as httpRequest } from "node:http";
import { describe, expect, it } from "vitest";
import { CRON_SECRET } from "../support/accounts";
import { baseUrl, expectMessage, http, type HttpAnswer, type Role } from "../support/client";

const ID = "00000000-0000-4000-8000-000000000000";
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
/** Who may call: anyone, a signed-in user (any role), an admin, or the scheduler with its secret. */
type Gate = "public" | "user" | "admin" | "cron";
type Route = { path: string; methods: Partial<Record<Method, Gate>>; json: Method[] };

type Described = { "x-access": string; requestBody?: { content: Record<string, { schema: { type?: string } }> } };
const GATES: Record<string, Gate> = {
  public: "public",
  stripe: "public",
  "signed-in": "user",
  employer: "user",
  admin: "admin",
  cron: "cron",
};

const served = await http("/api/openapi.json");
const document = served.json() as { openapi: string; paths: Record<string, Record<string, Described>> };
const routes: Route[] = Object.entries(document.paths).map(([template, operations]) => {
  const entries = Object.entries(operations).map(([method, op]) => [method.toUpperCase() as Method, op] as const);
  return {
    path: template.replace("{id}", ID).replace("{appId}", ID).replace("{token}", "some-token"),
    methods: Object.fromEntries(entries.map(([method, op]) => [method, GATES[op["x-access"]]])),
    json: entries.filter(([, op]) => op.requestBody?.content["application/json"]?.schema.type === "object").map(([method]) => method),
  };
});

describe("GET /api/openapi.json", () => {
  it("answers 200 with an OpenAPI 3.1 document of every route", () => {
    expect(served.status).toBe(200);
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(routes.length).toBeGreaterThan(40);
  });
});

describe("unknown API paths", () => {
  it.each(["GET", "POST", "PUT", "PATCH", "DELETE"])("%s answers 404 JSON", async (method) => {
    expectMessage(await http("/api/no/such/endpoint", { method }), 404, "No such API endpoint");
  });
});

/** Signed in enough to get past the route's gate, so the body is what is judged. */
const callerFor = (gate: Gate): { as?: Role } => (gate === "admin" ? { as: "admin" } : gate === "user" ? { as: "employer" } : {});

describe("413 for a JSON body over 1 MB", () => {
  const cases = routes.flatMap((r) => r.json.map((method) => [method, r.path, r.methods[method]!] as const));
  it.each(cases)("%s %s", async (method, url, gate) => {
    const rawBody = JSON.stringify({ padding: "x".repeat(1_100_000) });
    expectMessage(
      await http(url, {
        method,
        rawBody,
        headers: { "content-type": "application/json", ...(gate === "cron" && { authorization: `Bearer ${CRON_SECRET}` }) },
        ...callerFor(gate),
      }),
      413,
      "Request body is too large",
    );
  });
});

describe("401 for a caller without the right credentials", () => {
  const cases = routes.flatMap((r) =>
    (Object.entries(r.methods) as [Method, Gate][])
      .filter(([, gate]) => gate !== "public")
      .map(([method, gate]) => [method, r.path, gate] as const),
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
    for (const as of ["user", "employer"] as const)
      expectMessage(await http(url, { method, body, as }), 403, "You do not have permission to do this");
  });
});

describe("403 for a state-changing call from another site", () => {
  const cases = routes.flatMap((r) =>
    (Object.keys(r.methods) as Method[])
      .filter((m) => m !== "GET" && r.path !== "/api/unsubscribe")
      .map((method) => [method, r.path] as const),
  );
  it.each(cases)("%s %s", async (method, url) => {
    expectMessage(
      await http(url, { method, body: {}, as: "admin", headers: { origin: "https://evil.example" } }),
      403,
      "Cross-site request refused",
    );
  });
});

/** fetch refuses to send TRACE; an outside client (a scanner, say) sends it anyway. */
function trace(path: string): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(`${baseUrl()}${path}`, { method: "TRACE" }, (answer) => {
      let text = "";
      answer.setEncoding("utf8");
      answer.on("data", (chunk: string) => (text += chunk));
      answer.on("end", () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(answer.headers)) if (typeof value === "string") headers.set(name, value);
        resolve({ status: answer.statusCode ?? 0, headers, text, json: () => JSON.parse(text) });
      });
    });
    sent.on("error", reject);
    sent.end();
  });
}

describe("405 JSON for a method a route does not take, and OPTIONS naming only those it takes", () => {
  const ALL: Method[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];
  const allowOf = (answer: { headers: Headers }) =>
    answer.headers
      .get("allow")
      ?.split(",")
      .map((m) => m.trim())
      .sort() ?? [];
  const expected = (allowed: Method[]) => [...allowed, ...(allowed.includes("GET") ? ["HEAD"] : []), "OPTIONS"].sort();
  const cases = routes.flatMap((r) =>
    ALL.filter((m) => !(m in r.methods)).map((method) => [method, r.path, Object.keys(r.methods) as Method[]] as const),
  );
  it.each(cases)("%s %s", async (method, url, allowed) => {
    const answer = await http(url, { method, as: "admin" });
    expectMessage(answer, 405, "Method not allowed");
    expect(allowOf(answer)).toEqual(expected(allowed));
  });

  it.each(routes.map((r) => [r.path, Object.keys(r.methods) as Method[]] as const))("OPTIONS %s", async (url, allowed) => {
    const answer = await http(url, { method: "OPTIONS" });
    expect(answer.status).toBe(204);
    expect(allowOf(answer)).toEqual(expected(allowed));
  });

  it.each(["/api/jobs", "/api/login", `/api/admin/jobs/${ID}`, "/api/no/such/endpoint", "/", "/about"])(
    "TRACE %s answers 405 JSON, never a 500",
    async (url) => {
      const answer = await trace(url);
      expectMessage(answer, 405, "Method not allowed");
      expect(answer.headers.get("allow")).toBeTruthy();
    },
  );
});
