// fast-check arbitraries from the JSON Schemas in /api/openapi.json: values the schema accepts, values at
// its edges, and hostile ones (wrong types, nulls, huge strings and numbers, odd Unicode, injection text).
import fc from "fast-check";

export type JsonSchema = {
  type?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
};

/** Text that has broken servers somewhere: control characters, lone surrogates, RTL marks, SQL, paths. */
export const hostileText = fc.constantFrom(
  "",
  " ",
  "\u0000",
  "\uD800",
  "\uFEFF\u202E\u200B",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🛢️⛏️",
  "Ζ̸̛̲a̶͈l̵̙g̸̳o̴͍",
  "'; drop table jobs; --",
  "\\",
  "%ZZ",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "${7*7}{{7*7}}",
  "javascript:alert(1)",
  "https://exa mple.com/x.png",
  "/api/logout",
  "2026-02-30",
  "-8640000000000000",
  "1e309",
  "NaN",
  "x".repeat(5_000),
  "y".repeat(1_100_000),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 31, -(2 ** 53), Number.MAX_VALUE, -8_640_000_000_000_000, [], {}, [null], {
    $ne: null,
  }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.double(),
  fc.integer(),
);

const MAX_TEXT = 300;

/** A value the schema describes; where it is silent (a transform, a date), a plausible one of any type. */
export function fromSchema(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((s) => fromSchema(s, depth + 1)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ("const" in schema) return fc.constant(schema.const);
  switch (schema.type) {
    case "string":
      return stringFor(schema);
    case "integer":
      return fc.integer({ min: Math.max(schema.minimum ?? -1e9, -1e9), max: Math.min(schema.maximum ?? 1e9, 1e9) });
    case "number":
      return fc.double({ min: Math.max(schema.minimum ?? -1e9, -1e9), max: Math.min(schema.maximum ?? 1e9, 1e9), noNaN: true });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return depth > 3
        ? fc.constant([])
        : fc.array(fromSchema(schema.items ?? {}, depth + 1), {
            minLength: schema.minItems ?? 0,
            maxLength: Math.min(schema.maxItems ?? 4, 4),
          });
    case "object": {
      if (depth > 3) return fc.constant({});
      const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, fromSchema(s, depth + 1)]));
      return fc.record(properties, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
    }
    default:
      // Dates and transformed fields: an ISO moment most of the time, anything now and then.
      return fc.oneof(
        { weight: 3, arbitrary: isoMoment },
        { weight: 1, arbitrary: fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean()) },
      );
  }
}

const isoMoment = fc.date({ min: new Date("2020-01-01"), max: new Date("2035-12-31"), noInvalidDate: true }).map((d) => d.toISOString());

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case "email":
      return fc.emailAddress();
    case "uuid":
      return fc.uuid();
    case "date-time":
      return isoMoment;
    case "date":
      return isoMoment.map((m) => m.slice(0, 10));
    case "uri":
      return fc.webUrl();
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_TEXT, MAX_TEXT));
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: "grapheme", minLength, maxLength }) },
    // The edges: exactly as long as allowed, and one longer.
    { weight: 1, arbitrary: fc.constantFrom("a".repeat(maxLength), "a".repeat((schema.maxLength ?? maxLength) + 1)) },
  );
}

/** Plain wrong values, most likely to slip past a check that assumed the right type. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(null, "", 0, -1, true, [], {}, "x", 1e21) },
  { weight: 2, arbitrary: hostileValue },
);

type Mutation = "replace" | "delete" | "add";
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** One field (at the top or one level down) replaced by a wrong value, deleted, or joined by a stranger. */
function mutate(body: unknown, pick: number, deeper: boolean, how: Mutation, value: unknown): unknown {
  if (!isObject(body)) return value;
  const keys = Object.keys(body);
  if (how === "add" || !keys.length) return { ...body, [`unexpected${pick % 3}`]: value };
  const key = keys[pick % keys.length];
  if (deeper && isObject(body[key])) return { ...body, [key]: mutate(body[key], pick >> 2, false, how, value) };
  const copy = { ...body };
  if (how === "delete") delete copy[key];
  else copy[key] = value;
  return copy;
}

/** A JSON body made wrong: a field replaced, dropped or added, or the whole body swapped for a wrong value. */
export function mutatedBody(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    {
      weight: 5,
      arbitrary: fc
        .tuple(valid, fc.nat(), fc.boolean(), fc.constantFrom<Mutation>("replace", "delete", "add"), wrongValue)
        .map(([body, pick, deeper, how, value]) => mutate(body, pick, deeper, how, value)),
    },
    { weight: 1, arbitrary: wrongValue },
  );
}

/** Bodies that are not JSON at all, sent as if they were. */
export const malformedJson = fc.constantFrom(
  "{",
  "}",
  '{"a":',
  "[1,2",
  "nul",
  "'single'",
  '{"a":1}{"b":2}',
  "\u0000",
  '{"__proto__":{"x":1}}',
  "[".repeat(5000),
);
