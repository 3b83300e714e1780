import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { Validator } from "@seriousme/openapi-schema-validator";
import { openApiDocument } from "@/server/http/openapi/document";
import { ERROR_CODES } from "@/server/http/errors";

import { operations } from "@/lib/api/operations";
import type { Operation } from "@/lib/api/operation";
import type { OperationHandler } from "@/server/http/route";

const document = openApiDocument("http://localhost:3000");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

function routeFiles(dir = "app/api"): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

/** The operation each method export of every route file under app/api serves, by importing the files themselves. */
async function servedOperations(): Promise<{ file: string; method: string; operation: Operation }[]> {
  const served = [];
  for (const file of routeFiles()) {
    // The catch-all only answers 404 for paths that do not exist; it serves no operation.
    if (file.includes("[...")) continue;
    const routeModule = (await import(path.resolve(file))) as Record<string, Partial<OperationHandler>>;
    for (const method of METHODS) {
      const operation = routeModule[method]?.operation;
      if (operation) served.push({ file, method, operation });
    }
  }
  return served;
}

const key = (method: string, route: string) => `${method.toLowerCase()} ${route}`;

const documented = () =>
  Object.entries(document.paths)
    .flatMap(([route, methods]) => Object.keys(methods).map((method) => key(method, route)))
    .sort();

describe("/api/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe("3.1.0");
  });

  it("describes exactly the operations the route files serve, from the very objects they serve", async () => {
    const served = await servedOperations();
    expect(served.length).toBeGreaterThan(60);
    for (const { file, method, operation } of served) {
      // Each export serves the operation of its own method and of the file's own path.
      expect(operation.method).toBe(method.toLowerCase());
      expect(`/${path.relative("app", path.dirname(file))}`.replace(/\[(\w+)\]/g, "{$1}")).toBe(operation.path);
      expect(operations).toContain(operation);
    }
    expect(served.map(({ operation }) => key(operation.method, operation.path)).sort()).toEqual(documented());
    expect(operations.map((op) => key(op.method, op.path)).sort()).toEqual(documented());
  });

  it("answers every other method with a JSON 405 and OPTIONS with only the methods a path takes", async () => {
    const served = await servedOperations();
    const files = [...new Set(served.map(({ file }) => file))];
    for (const file of files) {
      const routeModule = (await import(path.resolve(file))) as Record<
        string,
        (request: NextRequest, context: unknown) => Promise<Response>
      >;
      const taken = served.filter((s) => s.file === file).map((s) => s.method);
      const allow = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]
        .filter((m) => taken.includes(m) || m === "OPTIONS" || (m === "HEAD" && taken.includes("GET")))
        .join(", ");
      const options = await routeModule.OPTIONS(new NextRequest("http://localhost/x", { method: "OPTIONS" }), {});
      expect([file, options.status, options.headers.get("allow")]).toEqual([file, 204, allow]);
      for (const method of METHODS.filter((m) => !taken.includes(m))) {
        const answer = await routeModule[method](new NextRequest("http://localhost/x", { method }), { params: Promise.resolve({}) });
        expect([file, method, answer.status, answer.headers.get("allow")]).toEqual([file, method, 405, allow]);
        expect(await answer.json()).toEqual({ message: "Method not allowed", code: "method_not_allowed" });
      }
    }
  });

  it("gives every success answer a real schema: no object without its fields, lists as arrays", () => {
    /** Where in a schema an object says nothing of its fields. */
    const untyped = (schema: unknown, at: string): string[] => {
      if (!schema || typeof schema !== "object") return [];
      const node = schema as Record<string, unknown>;
      const own =
        node.type === "object" && !Object.keys((node.properties as object) ?? {}).length && typeof node.additionalProperties !== "object"
          ? [at]
          : [];
      return [...own, ...Object.entries(node).flatMap(([key, value]) => untyped(value, `${at}/${key}`))];
    };
    const found = Object.entries(document.paths).flatMap(([route, methods]) =>
      Object.entries(methods).flatMap(([method, op]) =>
        Object.entries((op as { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }).responses)
          .filter(([status]) => status.startsWith("2") && status !== "204")
          .flatMap(([status, answer]) => {
            // JSON for all but a few text answers (the IndexNow key file): each has its schema all the same.
            const schema = Object.values(answer.content ?? {})[0]?.schema;
            return schema ? untyped(schema, `${method} ${route} ${status}`) : [`${method} ${route} ${status}: no schema`];
          }),
      ),
    );
    expect(found).toEqual([]);
    const lists = ["/api/jobs", "/api/admin/jobs", "/api/admin/users", "/api/employers", "/api/admin/audit-log", "/api/user/jobs"];
    for (const list of lists)
      expect(
        (document.paths[list].get as { responses: { 200: { content: Record<string, { schema: { type: string } }> } } }).responses[200]
          .content["application/json"].schema.type,
      ).toBe("array");
  });

  it("documents the repeat broken-link report's 200 beside the first report's 201", () => {
    const report = document.paths["/api/broken-link-reports"].post as { responses: Record<string, unknown> };
    expect(Object.keys(report.responses)).toEqual(expect.arrayContaining(["200", "201"]));
  });

  it("takes its input schemas from the handlers' zod schemas", () => {
    const login = document.paths["/api/login"].post as {
      requestBody: {
        content: { "application/json": { schema: { required: string[]; properties: Record<string, { maxLength?: number }> } } };
      };
    };
    const schema = login.requestBody.content["application/json"].schema;
    expect(schema.required).toEqual(["username", "password"]);
    expect(schema.properties.password.maxLength).toBe(128);
    const search = document.paths["/api/jobs"].get as { parameters: { name: string; in: string }[] };
    expect(search.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(["search", "location", "category", "sortBy", "limit", "offset"]),
    );
  });
});

type Schema = { type?: string; format?: string; const?: string; anyOf?: Schema[]; properties?: Record<string, Schema> };

/** The request body schema of an operation. */
const bodySchema = (route: string, method: string) =>
  (document.paths[route] as Record<string, { requestBody: { content: { "application/json": { schema: Schema } } } }>)[method].requestBody
    .content["application/json"].schema;

/** Each string form a property's schema allows: its format, or '' where it takes exactly that. */
const forms = (schema: Schema): string[] =>
  schema.anyOf ? schema.anyOf.flatMap(forms) : schema.type === "string" ? [schema.const === "" ? "''" : (schema.format ?? "any")] : [];

describe("/api/openapi.json address fields", () => {
  it("names the email format of every email the API takes", () => {
    const emails: [string, string, string][] = [
      ["/api/register", "post", "email"],
      ["/api/forgot-password", "post", "email"],
      ["/api/email-subscribe", "post", "email"],
      ["/api/job-alerts", "post", "email"],
      ["/api/support", "post", "email"],
      ["/api/user/email", "post", "newEmail"],
    ];
    for (const [route, method, field] of emails)
      expect([route, forms(bodySchema(route, method).properties![field])]).toEqual([route, ["email"]]);
  });

  it("names the URI format of links and images, and the '' that means none where it is taken", () => {
    const job = bodySchema("/api/jobs", "post").properties!;
    // A job that takes applications only on Outpost may be posted with no link of its own.
    expect(forms(job.applicationUrl)).toEqual(["uri", "''"]);
    expect(forms(job.companyWebsite)).toEqual(["uri", "''"]);
    // Our own uploads are named by their path here, so an image is a reference rather than a full URI.
    expect(forms(job.companyLogoUrl)).toEqual(["uri-reference", "''"]);
    expect(forms(bodySchema("/api/admin/jobs/{id}", "patch").properties!.swipeCardImageUrl)).toEqual(["uri-reference", "''"]);
    expect(forms(bodySchema("/api/admin/jobs/{id}/application-url", "put").properties!.applicationUrl)).toEqual(["uri"]);
    expect(forms(bodySchema("/api/auth/company", "put").properties!.companyWebsite)).toEqual(["uri", "''"]);
  });
});

describe("/api/openapi.json errors", () => {
  it("lists the whole code table in the Error schema, and each status's codes with its answer", () => {
    const { schemas, responses } = document.components as unknown as {
      schemas: { Error: { properties: { code: { enum: string[] } } } };
      responses: Record<string, { description: string }>;
    };
    expect(schemas.Error.properties.code.enum).toEqual(Object.keys(ERROR_CODES));
    expect(responses.Error409.description).toMatch(/Codes: conflict, already_exists$/);
    expect(responses.Error401.description).toMatch(/Codes: unauthenticated, invalid_credentials$/);
  });
});

describe("/api/openapi.json redirects", () => {
  it("documents sign-out's 303 to home for a form beside its JSON answer", () => {
    const logout = document.paths["/api/logout"].post as { responses: Record<string, { headers?: Record<string, unknown> }> };
    expect(Object.keys(logout.responses)).toEqual(expect.arrayContaining(["200", "303"]));
    expect(logout.responses["303"].headers).toHaveProperty("Location");
  });
});

describe("/api/openapi.json empty bodies", () => {
  it("refuses in the document every {} body the server refuses", () => {
    type ObjectSchema = { type?: string; required?: string[]; minProperties?: number; anyOf?: { required?: string[] }[] };
    const refusesEmpty = (schema: ObjectSchema) =>
      (schema.required?.length ?? 0) > 0 || (schema.minProperties ?? 0) > 0 || !!schema.anyOf?.every((branch) => branch.required?.length);
    const checked = operations.flatMap((op) => {
      if (op.body.kind !== "json" || op.readsOwnInput || op.body.schema.safeParse({}).success) return [];
      return [[`${op.method} ${op.path}`, refusesEmpty(bodySchema(op.path, op.method) as ObjectSchema)]];
    });
    expect(checked.filter(([, documented]) => !documented)).toEqual([]);
    expect(checked.map(([name]) => name)).toEqual(
      expect.arrayContaining(["patch /api/admin/jobs/{id}", "put /api/employers/{id}", "patch /api/admin/users/{id}"]),
    );
  });
});
