import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { Validator } from "@seriousme/openapi-schema-validator";
import { openApiDocument } from "@/server/http/openapi/document";

const document = openApiDocument("http://localhost:3000");
const METHOD_EXPORT = /^export const (GET|POST|PUT|PATCH|DELETE) = /gm;

/** Every method a route file under app/api really handles, as "get /api/jobs/{id}". */
function routeOperations(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "route.ts") {
        const route = "/" + path.relative("app", dir).replace(/\[(\w+)\]/g, "{$1}");
        // The catch-all only answers 404 for paths that do not exist; it is not an operation.
        if (route.includes("[...")) continue;
        for (const [, method] of fs.readFileSync(full, "utf8").matchAll(METHOD_EXPORT)) found.push(`${method.toLowerCase()} ${route}`);
      }
    }
  };
  walk("app/api");
  return found.sort();
}

const documented = () =>
  Object.entries(document.paths)
    .flatMap(([route, methods]) => Object.keys(methods).map((method) => `${method} ${route}`))
    .sort();

describe("/api/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe("3.1.0");
  });

  it("describes every operation under app/api, and nothing that is not there", () => {
    expect(routeOperations().length).toBeGreaterThan(40);
    expect(documented()).toEqual(routeOperations());
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
