// /api/openapi.json: an OpenAPI 3.1 description built from the operation objects (lib/api/operations), whose schemas are the zod
// schemas the handlers parse with (JSON Schema 2020-12 is OpenAPI 3.1's own dialect).
import "server-only";
import { z } from "zod";
import { operations } from "@/lib/api/operations";
import type { Operation } from "@/lib/api/operation";
import { ERROR_CODES } from "../errors";

type JsonSchema = Record<string, unknown>;

const isAddress = (schema: JsonSchema) => schema.type === "string" && (schema.format === "uri" || schema.format === "uri-reference");

function toSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const converted = z.toJSONSchema(schema, {
    io,
    target: "draft-2020-12",
    // Transforms and refinements have no JSON Schema form; what they accept is described by the rest.
    unrepresentable: "any",
    override: (ctx) => {
      // Dates arrive and leave as ISO 8601 text.
      if (ctx.zodSchema._zod.def.type === "date") Object.assign(ctx.jsonSchema, { type: "string", format: "date-time" });
      // Address fields that take '' for "none": '' is no URI, so the document names it beside the format.
      if (isAddress(ctx.jsonSchema) && z.safeParse(ctx.zodSchema, "").success) {
        const address = { ...ctx.jsonSchema };
        for (const key of Object.keys(ctx.jsonSchema)) delete ctx.jsonSchema[key];
        Object.assign(ctx.jsonSchema, { anyOf: [address, { type: "string", const: "" }] });
      }
    },
  }) as JsonSchema;
  delete converted.$schema;
  return converted;
}

function parameters(schema: z.ZodObject | undefined, location: "path" | "query") {
  if (!schema) return [];
  const object = toSchema(schema, "input") as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === "path" || (object.required ?? []).includes(name),
    schema: property,
  }));
}

function requestBody(op: Operation) {
  const { body } = op;
  if (body.kind === "json") return { required: true, content: { "application/json": { schema: toSchema(body.schema, "input") } } };
  if (body.kind === "multipart") return { required: true, content: { "multipart/form-data": { schema: toSchema(body.fields, "input") } } };
  if (body.kind === "binary")
    return { required: true, content: { [body.mediaType]: { schema: { type: "string", contentMediaType: body.mediaType } } } };
  return undefined;
}

const ERROR_TEXT: Record<number, string> = {
  400: "The input is malformed or invalid",
  401: "Not signed in (or, for cron, no valid bearer token)",
  402: "The payment has not succeeded",
  403: "Signed in without the role this needs, or a cross-site request",
  404: "No such record",
  405: "A feed's command is not one it takes",
  406: "A feed's advert is refused; each reason is in the answer",
  409: "Conflicts with what is stored (a name taken, a record not in a state that allows this)",
  413: "The body is too large",
  415: "The body is not of a type this takes",
  429: "Too many requests; try again later",
  503: "A service this needs is not available or not set up",
};

const codesOf = (status: number) => Object.entries(ERROR_CODES).flatMap(([code, of]) => (of === status ? [code] : []));

/** The error answers an operation has: those its access, input and method imply, and its own. */
export function errorStatuses(op: Operation): number[] {
  const statuses = new Set(op.errors ?? []);
  if (op.params || op.query || op.body.kind === "json" || op.body.kind === "multipart") statuses.add(400);
  if (op.access !== "public" && op.access !== "stripe") statuses.add(401);
  if (op.access === "admin" || (op.method !== "get" && !op.crossSite)) statuses.add(403);
  if (op.params) statuses.add(404);
  if (op.body.kind !== "none") statuses.add(413);
  return [...statuses].sort();
}

function successAnswer(op: Operation, schema: z.ZodType) {
  return {
    description: "Success",
    ...(op.headers && {
      headers: Object.fromEntries(
        Object.entries(op.headers).map(([name, description]) => [name, { description, schema: { type: "string" } }]),
      ),
    }),
    content: { [op.responseMediaType ?? "application/json"]: { schema: toSchema(schema, "output") } },
  };
}

function responses(op: Operation) {
  const success = op.success ?? 200;
  const answers: Record<string, unknown> = {};
  if (success === 204) answers["204"] = { description: "Recorded" };
  else if (op.response) answers[String(success)] = successAnswer(op, op.response);
  for (const [status, schema] of Object.entries(op.alsoSucceeds ?? {})) answers[status] = successAnswer(op, schema);
  if (op.formRedirect)
    answers["303"] = {
      description: "A browser's form submission is sent on instead of answered with JSON",
      headers: { Location: { description: `This site's ${op.formRedirect}`, schema: { type: "string", format: "uri" } } },
    };
  for (const status of errorStatuses(op)) answers[String(status)] = { $ref: `#/components/responses/Error${status}` };
  return answers;
}

const SECURITY: Record<Operation["access"], Record<string, string[]>[]> = {
  public: [],
  "signed-in": [{ session: [] }],
  admin: [{ session: [] }],
  cron: [{ cron: [] }],
  stripe: [{ stripeSignature: [] }],
};

const operationId = (op: Operation) =>
  op.method +
  op.path
    .replace(/^\/api/, "")
    .replace(/[{}.]/g, "")
    .split(/[/-]/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join("");

function buildDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    paths[op.path] ??= {};
    paths[op.path][op.method] = {
      operationId: operationId(op),
      summary: op.summary,
      tags: [op.tag],
      security: SECURITY[op.access],
      // Who may call, finer than security says (which role); the HTTP suite derives its 401/403 cases from it.
      "x-access": op.access,
      parameters: [...parameters(op.params, "path"), ...parameters(op.query, "query")],
      requestBody: requestBody(op),
      responses: responses(op),
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Outpost API",
      version: "1",
      description:
        'Jobs on Outpost, the board for high-paying remote and extreme-environment work. Reading jobs needs no key. Money is in GBP a year. Every error answers JSON { "message", "code" } (and "field" when one input field is at fault): the message is for people, the code (from a small table; some statuses have several) for programs.',
    },
    tags: [...new Set(operations.map((op) => op.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: {
        Error: {
          type: "object",
          properties: {
            message: { type: "string" },
            code: { type: "string", enum: Object.keys(ERROR_CODES) },
            field: { type: "string", description: "The input field the problem is in, for a form to show it there" },
          },
          required: ["message", "code"],
          additionalProperties: false,
        },
      },
      responses: Object.fromEntries(
        Object.entries(ERROR_TEXT).map(([status, description]) => [
          `Error${status}`,
          {
            description: codesOf(Number(status)).length ? `${description}. Codes: ${codesOf(Number(status)).join(", ")}` : description,
            content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
          },
        ]),
      ),
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: "outpost.session_token", description: "Set by POST /api/login or /api/register" },
        cron: { type: "http", scheme: "bearer", description: "CRON_SECRET" },
        stripeSignature: { type: "apiKey", in: "header", name: "Stripe-Signature" },
      },
    },
  };
}

// The description is built once per process (the schemas do not change while it runs); the server address
// is BASE_URL, or "/" (relative to wherever the document was read) without it.
let built: ReturnType<typeof buildDocument> | undefined;

export function openApiDocument(serverUrl: string) {
  built ??= buildDocument();
  return { ...built, servers: [{ url: serverUrl }] };
}
