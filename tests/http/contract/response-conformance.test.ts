// Every answer is what /api/openapi.json says it is: every GET operation, called as each role, and a sample
// of writes, answer a documented status, and the body of every 2xx and 4xx answer fits the documented schema.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { http, type HttpAnswer, type Role } from "../support/client";

type JsonSchema = Record<string, unknown>;
type Described = { responses: Record<string, { $ref?: string; content?: Record<string, { schema: JsonSchema }> }> };
type Document = {
  paths: Record<string, Record<string, Described>>;
  components: { responses: Record<string, Described["responses"][string]>; schemas: Record<string, JsonSchema> };
};

const document = (await http("/api/openapi.json")).json() as Document;
const ROLES: Role[] = ["anonymous", "user", "employer", "admin"];
const MISSING_ID = "00000000-0000-4000-8000-000000000000";
const listed = (await http("/api/jobs?limit=1")).json() as { id: string }[];
const JOB_ID = listed[0]?.id ?? MISSING_ID;

/** The documented body schema of this status of an operation, resolving the shared error answers. */
function documentedSchema(path: string, method: string, status: number): JsonSchema | undefined {
  const response = document.paths[path][method].responses[String(status)];
  if (!response) return undefined;
  const resolved = response.$ref ? document.components.responses[response.$ref.split("/").pop()!] : response;
  const schema = resolved.content?.["application/json"]?.schema ?? {};
  return typeof schema.$ref === "string" ? document.components.schemas[schema.$ref.split("/").pop()!] : schema;
}

function expectConforms(path: string, method: string, answer: HttpAnswer, label: string): void {
  expect(document.paths[path][method].responses, `${label} answered ${answer.status}: ${answer.text.slice(0, 200)}`).toHaveProperty(
    String(answer.status),
  );
  if (answer.status >= 500 || answer.status === 204 || answer.status === 304 || answer.status === 303) return;
  // The multiposter feed answers in its own XML, errors too: only an operation documented as XML may.
  if ((answer.headers.get("content-type") ?? "").startsWith("application/xml")) {
    const success = Object.values(document.paths[path][method].responses).some((r) => r.content && "application/xml" in r.content);
    expect(success && /<response>\s*<status>(OK|ERROR)<\/status>/.test(answer.text), `${label} ${answer.status}`).toBe(true);
    return;
  }
  const schema = documentedSchema(path, method, answer.status)!;
  const parsed = z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0]).safeParse(answer.json());
  expect(parsed.success ? [] : parsed.error.issues.slice(0, 3), `${label} ${answer.status}`).toEqual([]);
}

const fill = (path: string) => path.replace("{id}", path.startsWith("/api/jobs/") ? JOB_ID : MISSING_ID).replace("{token}", "some-token");

describe("every GET operation, as each role, answers what the document says", () => {
  const gets = Object.entries(document.paths).flatMap(([path, methods]) =>
    "get" in methods
      ? // The scheduled runs send email and fetch links: only their refusal is called here.
        ROLES.filter((role) => !path.startsWith("/api/cron/") || role === "anonymous").map((role) => [path, role] as const)
      : [],
  );
  it.each(gets)("GET %s as %s", async (path, role) => {
    expectConforms(path, "get", await http(fill(path), { as: role }), `GET ${path} as ${role}`);
  });

  it("covers every GET operation with a real listed job", () => {
    expect(JOB_ID).not.toBe(MISSING_ID);
    expect(gets.length).toBeGreaterThan(40);
  });
});

describe("a sample of writes answers what the document says", () => {
  const writes: [string, string, { body?: unknown; as?: Role }][] = [
    [
      "post",
      "/api/validate-plan",
      { body: { planType: "starter", applicationStartDate: "2030-01-01", applicationClosingDate: "2030-01-20" } },
    ],
    ["post", "/api/validate-plan", { body: {} }],
    ["post", "/api/login", { body: { username: "nobody-here", password: "wrong-password" } }],
    ["post", "/api/user/shortlist", { body: { ids: [] }, as: "user" }],
    ["post", "/api/user/shortlist", { body: { ids: [] } }],
    [
      "put",
      "/api/user/profile",
      { body: { tickets: [{ name: "BOSIET", expiresOn: "2030-01-31" }], minPay: { amount: 600, unit: "day" } }, as: "user" },
    ],
    ["put", "/api/user/profile", { body: { tickets: [{ name: "BOSIET", expiresOn: "2030-02-31" }] }, as: "user" }],
    ["post", "/api/broken-link-reports", { body: { jobId: "{job}" } }],
    ["post", "/api/broken-link-reports", { body: { jobId: "{job}" } }],
    ["post", "/api/jobs/{id}/track-click", { body: { clickType: "view" } }],
    ["put", "/api/admin/broken-link-reports/{id}/status", { body: { status: "investigating" }, as: "admin" }],
    ["patch", "/api/admin/users/{id}", { body: {}, as: "user" }],
    ["post", "/api/forgot-password", { body: { email: "nobody@example.com" } }],
    ["post", "/api/unsubscribe", { body: { token: "not-a-token" } }],
  ];
  it.each(writes)("%s %s", async (method, path, { body, as }) => {
    const sent = JSON.parse(JSON.stringify(body ?? null).replaceAll("{job}", JOB_ID)) as unknown;
    const answer = await http(fill(path), { method: method.toUpperCase(), body: sent ?? undefined, as });
    expectConforms(path, method, answer, `${method.toUpperCase()} ${path}`);
  });
});
