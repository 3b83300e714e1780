// What one API operation is: its method and path, who may call it, the zod schemas its input is parsed
// with and its answer has. The route file hands the object to the wrapper (server/http/route.ts), which
// guards and parses by it, and /api/openapi.json is generated from the same objects, so they cannot disagree.
// Client-safe: only zod and lib/schemas, so the browser can derive calls from the same objects.
import { z } from "zod";
import { uuidSchema } from "@/lib/schemas/common";

export type Method = "get" | "post" | "put" | "patch" | "delete";

/** Who may call: the wrapper's guard, the document's 401/403 answers, the role the fuzzer tries first. */
export type Access = "public" | "signed-in" | "admin" | "cron" | "stripe";

export type Body =
  | { kind: "json"; schema: z.ZodType }
  | { kind: "multipart"; fields: z.ZodObject }
  | { kind: "binary"; mediaType: string }
  | { kind: "none" };

export type Operation = {
  method: Method;
  /** OpenAPI form: /api/jobs/{id}. */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  params?: z.ZodObject;
  /** The 404 message for a path parameter that cannot name a record (not a uuid, say). */
  notFound?: string;
  query?: z.ZodObject;
  body: Body;
  response?: z.ZodType;
  /** The success body's media type when it is not JSON (a key file's text, say); `response` describes that text. */
  responseMediaType?: string;
  /** Headers the success answer carries beside its body: name and meaning. */
  headers?: Record<string, string>;
  /** The success status when not 200. */
  success?: 201 | 204;
  /** Where it sends a browser's form submission instead of answering JSON: a 303 with this Location. */
  formRedirect?: string;
  /** Other success statuses it may answer with, each with its body (a repeat of a create, say). */
  alsoSucceeds?: Partial<Record<200 | 201, z.ZodType>>;
  /** Error answers beyond those the access, input and method imply (see the document). */
  errors?: number[];
  /** The handler reads its query and body itself: one-click unsubscribe takes its token from either, with one answer for a bad one. */
  readsOwnInput?: boolean;
  /** Reachable from other sites' pages on purpose (one-click unsubscribe, webhooks). */
  crossSite?: boolean;
};

/** Keeps the object's precise type, so the wrapper can type the handler's input and answer from it. */
export function defineOperation<const O extends Operation>(operation: O): O {
  return operation;
}

export const json = <S extends z.ZodType>(schema: S) => ({ kind: "json", schema }) as const;
export const none = { kind: "none" } as const;

/** A record named by its id in the path; an id that is not a uuid names nothing (404). */
export const idParam = z.object({ id: uuidSchema });
/** A token in the path, judged by the handler: an unknown one has its own answer. */
export const tokenParam = z.object({ token: z.string() });
