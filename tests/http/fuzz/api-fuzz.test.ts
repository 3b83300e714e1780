// The fuzzer: for every operation in /api/openapi.json, schema-valid, edge and hostile requests as each
// role against the production server. The only acceptable answers are 2xx, 3xx and 4xx; every 4xx is
// JSON { "message" }; no answer shows a stack or SQL; and the server still works afterwards.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CRON_SECRET } from "../support/accounts";
import { ERROR_CODES, type ErrorCode } from "@/server/http/errors";
import { http, type HttpAnswer, type Role } from "../support/client";
import { fromSchema, hostileText, hostileValue, malformedJson, mutatedBody, type JsonSchema } from "./arbitraries";

type Parameter = { name: string; in: "path" | "query"; required: boolean; schema: JsonSchema };
type OperationDoc = {
  operationId: string;
  security: Record<string, string[]>[];
  parameters: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
};
type Op = OperationDoc & { method: string; path: string };

type FuzzRequest = { path: string; method: string; role: Role; body?: unknown; rawBody?: BodyInit; headers: Record<string, string> };

// Enough to find what breaks, little enough to stay well under five minutes for ~50 operations.
const VALID_RUNS = 6;
const HOSTILE_RUNS = 20;
const ROLES: Role[] = ["anonymous", "user", "employer", "admin"];
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

const ops: Op[] = [];
const known: string[] = [];
const sent = new Map<string, number>();
const serverErrors: string[] = [];

beforeAll(async () => {
  const doc = (await http("/api/openapi.json")).json() as { paths: Record<string, Record<string, OperationDoc>> };
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(methods)) ops.push({ ...op, method, path });
  // Real ids too, so that valid requests reach past the 404 into the handlers.
  const jobs = (await http("/api/admin/jobs?limit=20", { as: "admin" })).json() as { jobs?: { id: string }[] } | { id: string }[];
  const jobList = Array.isArray(jobs) ? jobs : (jobs.jobs ?? []);
  const leads = (await http("/api/employers", { as: "admin" })).json() as { id: string }[];
  known.push(...jobList.map((j) => j.id), ...leads.slice(0, 10).map((l) => l.id));
});

afterAll(() => {
  const total = [...sent.values()].reduce((a, b) => a + b, 0);
  const lines = [...sent.entries()].map(([op, n]) => `${String(n).padStart(5)}  ${op}`);
  console.log(`Fuzzer: ${total} requests over ${sent.size} operations, ${serverErrors.length} answered 5xx\n${lines.join("\n")}`);
});

/** Path and query text: hostile, but short enough for a request line (Node refuses long ones itself). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// (Lone surrogates cannot be percent-encoded; the raw invalid sequences are in the path list below.)
const urlText = fc
  .oneof(hostileText, fc.string({ maxLength: 30 }), fc.string({ unit: "grapheme", maxLength: 10 }))
  .map((t) => t.slice(0, 2000).replace(LONE_SURROGATE, "\uFFFD"));

function pathArb(op: Op, hostile: boolean): fc.Arbitrary<string> {
  const params = op.parameters.filter((p) => p.in === "path");
  if (!params.length) return fc.constant(op.path);
  const value = (p: Parameter) => {
    const valid =
      p.name === "id"
        ? fc.oneof(fc.uuid(), fc.constantFrom(...(known.length ? known : ["00000000-0000-4000-8000-000000000000"])))
        : fromSchema(p.schema).map(String);
    return hostile
      ? fc.oneof(valid, urlText.map(encodeURIComponent), fc.constantFrom("%ZZ", "%C0", "%ED%A0%80", "..", "%2e%2e", "0", "-1"))
      : valid;
  };
  return fc
    .tuple(...params.map(value))
    .map((values) => params.reduce((path, p, i) => path.replace(`{${p.name}}`, String(values[i])), op.path));
}

function queryArb(op: Op, hostile: boolean): fc.Arbitrary<string> {
  const params = op.parameters.filter((p) => p.in === "query");
  if (!params.length)
    return hostile
      ? fc.oneof(
          fc.constant(""),
          urlText.map((t) => `?${encodeURIComponent(t)}=${encodeURIComponent(t)}`),
        )
      : fc.constant("");
  const entry = (p: Parameter) => (hostile ? fc.oneof(fromSchema(p.schema).map(String), urlText) : fromSchema(p.schema).map(String));
  const record = fc.record(Object.fromEntries(params.map((p) => [p.name, entry(p)])), { requiredKeys: [] });
  return record.map((values) => {
    const query = new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString();
    return query ? `?${query}` : "";
  });
}

type BodyPart = Pick<FuzzRequest, "body" | "rawBody" | "headers">;

function bodyArb(op: Op, hostile: boolean): fc.Arbitrary<BodyPart> {
  const content = op.requestBody?.content ?? {};
  const [mediaType] = Object.keys(content);
  if (!mediaType)
    return hostile
      ? fc.oneof(
          fc.constant({ headers: {} }),
          hostileValue.map((body) => ({ body, headers: {} })),
        )
      : fc.constant({ headers: {} });
  if (mediaType === "application/json" && content[mediaType].schema.type) {
    const valid = fromSchema(content[mediaType].schema);
    if (!hostile) return valid.map((body) => ({ body, headers: {} }));
    return fc.oneof(
      mutatedBody(valid).map((body) => ({ body, headers: {} })),
      malformedJson.map((rawBody) => ({ rawBody, headers: { "content-type": "application/json" } })),
      valid.map((body) => ({ rawBody: JSON.stringify(body), headers: { "content-type": "text/plain" } })),
    );
  }
  if (mediaType === "multipart/form-data") {
    return fc.tuple(fc.string({ maxLength: 200 }), fc.constantFrom("jobs.csv", "jobs.txt", "x")).map(([text, name]) => {
      const csv = hostile
        ? text
        : `job_title,application_url,salary\n${JSON.stringify(text)},https://example.com/${encodeURIComponent(text)},£90k`;
      const boundary = "fuzzboundary";
      const rawBody = `--${boundary}\r\nContent-Disposition: form-data; name="csvFile"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
      return { rawBody, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
    });
  }
  // Raw bodies (uploads, webhooks): bytes of any kind under the declared type.
  return fc
    .uint8Array({ maxLength: 2_000 })
    .map((bytes) => ({ rawBody: Uint8Array.from(bytes), headers: { "content-type": mediaType === "image/*" ? "image/png" : mediaType } }));
}

function requestArb(op: Op, role: Role, hostile: boolean): fc.Arbitrary<FuzzRequest> {
  const cron = op.security.some((s) => "cron" in s);
  return fc
    .record({ path: pathArb(op, hostile), query: queryArb(op, hostile), body: bodyArb(op, hostile), bearer: fc.boolean() })
    .map(({ path, query, body, bearer }) => ({
      path: path + query,
      method: op.method.toUpperCase(),
      role,
      body: body.body,
      rawBody: body.rawBody,
      headers: { ...body.headers, ...(cron && bearer ? { authorization: `Bearer ${CRON_SECRET}` } : {}) },
    }));
}

const STACK_OR_SQL = [
  /\n\s+at .+:\d+:\d+/,
  /node_modules\//,
  /Failed query/i,
  /\b(select|insert into|update|delete from)\b.+\b(from|set|values|where)\b/i,
  /violates .* constraint/i,
  /relation "/,
];

/** A multiposter's feed answers in its own XML, errors included: they must be that, and show nothing inside. */
const answersXml = (op: Op) => Object.values(op.responses ?? {}).some((r) => r.content && "application/xml" in r.content);

function xmlProblemWith(answer: HttpAnswer): string | null {
  if (!(answer.headers.get("content-type") ?? "").startsWith("application/xml")) return `${answer.status} is not XML`;
  if (!/^<\?xml[^>]*\?>\s*<response>\s*<status>ERROR<\/status>/.test(answer.text))
    return `${answer.status} is not a feed answer: ${answer.text.slice(0, 200)}`;
  return STACK_OR_SQL.some((pattern) => pattern.test(answer.text))
    ? `${answer.status} shows internals: ${answer.text.slice(0, 200)}`
    : null;
}

function problemWith(answer: HttpAnswer, xml: boolean): string | null {
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (answer.status >= 400 && xml) return xmlProblemWith(answer);
  if (answer.status >= 400) {
    if (!(answer.headers.get("content-type") ?? "").startsWith("application/json")) return `${answer.status} is not JSON`;
    let body: unknown;
    try {
      body = answer.json();
    } catch {
      return `${answer.status} body is not JSON`;
    }
    const { message, code, field } = (body ?? {}) as { message?: unknown; code?: unknown; field?: unknown };
    // The documented error shape: `{ message, code }`, with the `field` a form shows it beside when there is one.
    const keys = field === undefined ? "message,code" : "message,code,field";
    if (
      !body ||
      typeof body !== "object" ||
      Object.keys(body).join() !== keys ||
      (field !== undefined && typeof field !== "string") ||
      typeof message !== "string" ||
      ERROR_CODES[code as ErrorCode] !== answer.status
    ) {
      return `${answer.status} body is not { message, code }: ${answer.text.slice(0, 200)}`;
    }
    if (STACK_OR_SQL.some((pattern) => pattern.test(answer.text))) return `${answer.status} shows internals: ${answer.text.slice(0, 200)}`;
  } else if (STACK_OR_SQL.slice(0, 2).some((pattern) => pattern.test(answer.text))) {
    return `${answer.status} shows a stack: ${answer.text.slice(0, 200)}`;
  }
  return null;
}

async function send(request: FuzzRequest, label: string, xml: boolean): Promise<string | null> {
  sent.set(label, (sent.get(label) ?? 0) + 1);
  const answer = await http(request.path, {
    method: request.method,
    as: request.role,
    headers: request.headers,
    ...(request.rawBody !== undefined
      ? { rawBody: request.rawBody }
      : request.body !== undefined && request.method !== "GET"
        ? { body: request.body }
        : {}),
  });
  const problem = problemWith(answer, xml);
  if (problem && answer.status >= 500) serverErrors.push(`${request.method} ${request.path}`);
  return problem && `${request.method} ${request.path.slice(0, 200)} as ${request.role}: ${problem}`;
}

describe("fuzzing every operation of /api/openapi.json", () => {
  it("found the operations to fuzz", () => {
    expect(ops.length).toBeGreaterThan(40);
  });

  // Signing out would end the shared sessions the other roles' requests rely on: that one is fuzzed signed out.
  const rolesFor = (op: Op) => (op.path === "/api/logout" ? (["anonymous"] as Role[]) : ROLES);

  it("never answers 5xx, always JSON { message } for 4xx, never a stack or SQL", async () => {
    const problems: string[] = [];
    for (const op of ops) {
      const label = `${op.method.toUpperCase()} ${op.path}`;
      for (const role of rolesFor(op)) {
        for (const [hostile, numRuns] of [
          [false, VALID_RUNS],
          [true, HOSTILE_RUNS],
        ] as const) {
          // Every problem is collected rather than thrown, so one bad operation does not hide the others'
          // (and nothing is shrunk over HTTP); fc.assert still fails on an error in generating or sending.
          await fc.assert(
            fc.asyncProperty(requestArb(op, role, hostile), async (request) => {
              const problem = await send(request, label, answersXml(op));
              if (problem) problems.push(problem);
            }),
            { numRuns, seed: SEED },
          );
        }
      }
    }
    expect(problems.slice(0, 30)).toEqual([]);
  }, 280_000);

  it("leaves the server answering, and the shared sessions signed in", async () => {
    expect((await http("/api/stats")).status).toBe(200);
    for (const role of ["user", "employer", "admin"] as const) expect((await http("/api/user", { as: role })).status).toBe(200);
  });
});
