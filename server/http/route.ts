// The route wrapper: parse input with zod, turn typed errors into { message, code } answers, never leak a 500's cause.
import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { readLimitedBody } from "./body";
import { allowHeader } from "./allow-header";
import { answerJson, jsonBody } from "./json-answer";
import { isOwnOrigin } from "./request-origin";
import { HttpError, badRequest, errorBody, forbidden, isHttpError, type ErrorCode } from "./errors";
import { requireRole, requireUser } from "./guards";
import { requireCron } from "./cron-auth";
import type { Operation } from "@/lib/api/operation";
import type { PublicUser } from "../accounts/public-user";
import { databaseClientError } from "./database-errors";
import { isDatabaseUnavailable, safeErrorText } from "../db/safe-error";
import { runQueuedJobsAfterResponse } from "../queue/without-workers";

type RouteContext<P> = { params: Promise<P> };

type HandleOptions = {
  /**
   * For cookie-less endpoints that a secret in the request authorises by itself, such as the RFC 8058
   * one-click unsubscribe that mail providers POST to from wherever they are.
   */
  allowCrossSite?: boolean;
};

export function handle<P = Record<string, string>>(
  handler: (request: NextRequest, params: P) => Promise<Response>,
  options: HandleOptions = {},
): (request: NextRequest, context: RouteContext<P>) => Promise<Response> {
  return async (request, context) => {
    try {
      if (!options.allowCrossSite) refuseCrossSite(request);
      return await handler(request, (await context?.params) ?? ({} as P));
    } catch (error) {
      return errorResponse(error);
    } finally {
      runQueuedJobsAfterResponse();
    }
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Browsers name the page that sent a request in Origin and Sec-Fetch-Site. A state-changing call from
 * another site's page (a form posting text/plain JSON, say), or from an opaque 'null' origin, is refused;
 * calls that carry neither header (curl, servers) have no cookies to abuse and pass.
 */
function refuseCrossSite(request: NextRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  if (request.headers.get("sec-fetch-site") === "cross-site") throw forbidden("Cross-site request refused", "cross_site");
  const origin = request.headers.get("origin");
  if (origin === null) return;
  if (!isOwnOrigin(origin, request)) throw forbidden("Cross-site request refused", "cross_site");
}

type Input<S> = S extends z.ZodType ? z.output<S> : undefined;
type BodyOf<O extends Operation> = O["body"] extends { kind: "json"; schema: infer S } ? Input<S> : undefined;
type UserOf<O extends Operation> = O["access"] extends "signed-in" | "admin" ? PublicUser : null;
/** What the handler may answer with: the success body, or a Response of its own (headers, another status, 304). */
type Answer<O extends Operation> = (O["response"] extends z.ZodType ? AsSent<z.input<O["response"]>> : unknown) | Response;
/** A Date is sent as its ISO text, so a handler may answer one where the schema says a moment. */
type AsSent<T> = T extends string
  ? T | Date
  : T extends readonly (infer U)[]
    ? AsSent<U>[]
    : T extends object
      ? { [K in keyof T]: AsSent<T[K]> }
      : T;

type RouteInput<O extends Operation> = {
  request: NextRequest;
  user: UserOf<O>;
  params: Input<O["params"]>;
  query: Input<O["query"]>;
  body: BodyOf<O>;
};

type Handler = (request: NextRequest, context: RouteContext<Record<string, string | string[]>>) => Promise<Response>;
/** A route file's handler for one operation, carrying the operation it serves. */
export type OperationHandler = Handler & { operation: Operation };

async function guard(op: Operation, request: NextRequest): Promise<PublicUser | null> {
  switch (op.access) {
    case "signed-in":
      return requireUser(request);
    case "admin":
      return requireRole(request, "admin");
    case "cron":
      requireCron(request);
      return null;
    // Public callers are not asked who they are; Stripe's calls prove themselves by signature in the handler.
    default:
      return null;
  }
}

/**
 * Serves one operation: refuses cross-site writes, applies the operation's guard, parses its path parameters
 * (an id that cannot name a record is 404), query and JSON body with its schemas, and answers the handler's
 * data as JSON with the operation's success status. Multipart and binary bodies are read by the handler.
 */
export function route<const O extends Operation>(op: O, handler: (input: RouteInput<O>) => Promise<Answer<O>>): OperationHandler {
  const serve = handle<Record<string, string | string[]>>(
    async (request, rawParams) => {
      const user = await guard(op, request);
      const params = op.params ? readParam(rawParams, op.params, op.notFound ?? "Not found") : undefined;
      const query = op.query && !op.readsOwnInput ? readQuery(request, op.query) : undefined;
      const body = op.body.kind === "json" && !op.readsOwnInput ? await readJson(request, op.body.schema) : undefined;
      const answer = await handler({ request, user, params, query, body } as RouteInput<O>);
      const response =
        answer instanceof Response
          ? answer
          : op.success === 204
            ? new Response(null, { status: 204 })
            : NextResponse.json(answer, { status: op.success ?? 200 });
      // What a signed-in caller is answered is theirs alone: no shared cache may keep it, whatever the handler set.
      if (op.access !== "public" && !response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "no-store");
      return response;
    },
    { allowCrossSite: op.crossSite },
  );
  return Object.assign(serve, { operation: op });
}

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof METHODS)[number];

/**
 * A route file's exports: its operations' handlers, a JSON 405 naming the real methods for every other one
 * (Next's own is an empty body), and OPTIONS answering with the same list (Next's would list the 405s too).
 */
export function routes(...handlers: OperationHandler[]): Record<Method, Handler> & { OPTIONS: () => Response } {
  const byMethod = new Map(handlers.map((h) => [h.operation.method.toUpperCase(), h]));
  const allow = allowHeader([...byMethod.keys()]);
  const refuse = async () => errorAnswer(405, "Method not allowed", { headers: { Allow: allow } });
  const options = () => new Response(null, { status: 204, headers: { Allow: allow } });
  return { ...Object.fromEntries(METHODS.map((m) => [m, byMethod.get(m) ?? refuse])), OPTIONS: options } as Record<Method, Handler> & {
    OPTIONS: () => Response;
  };
}

export function json(data: unknown, init?: ResponseInit): NextResponse {
  return NextResponse.json(data, init);
}

/** Every error answer: `{ message, code, field? }` with the status's code unless a finer one is named. */
function errorAnswer(
  status: number,
  message: string,
  extra: { code?: ErrorCode; field?: string; rule?: string; headers?: HeadersInit } = {},
): NextResponse {
  const { code, field, rule, headers } = extra;
  return NextResponse.json({ ...errorBody(message, status, code), ...(field && { field }), ...(rule && { rule }) }, { status, headers });
}

const DATABASE_UNAVAILABLE = "The service is briefly unavailable. Please try again in a moment.";

export function errorResponse(error: unknown): NextResponse {
  if (isHttpError(error)) return errorAnswer(error.status, error.message, { code: error.code, field: error.field, rule: error.rule });
  if (error instanceof z.ZodError) return errorAnswer(400, zodMessage(error));
  const known = databaseClientError(error);
  if (known) return errorAnswer(known[0], known[1], { code: known[2] });
  if (isDatabaseUnavailable(error)) {
    // Down, stalled, restarting or out of connections: the client may simply try again.
    console.warn(`Database unavailable, answered 503: ${safeErrorText(error, { stack: false })}`);
    return errorAnswer(503, DATABASE_UNAVAILABLE, { headers: { "Retry-After": "5" } });
  }
  console.error(`Unhandled error in route handler: ${safeErrorText(error)}`);
  return errorAnswer(500, "Something went wrong. Please try again.");
}

function zodMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid input";
  const field = issue.path.join(".");
  // Our schemas carry user-facing messages; zod's defaults need the field name to make sense.
  return field && /^(Invalid input|Too (small|big)|Expected|Required)/.test(issue.message) ? `${field}: ${issue.message}` : issue.message;
}

const MAX_JSON_BYTES = 1_000_000;

/** Reads and validates a JSON body: 400 when malformed or invalid, 413 when too large. */
export async function readJson<T extends z.ZodType>(request: Request, schema: T): Promise<z.output<T>> {
  const text = new TextDecoder().decode(await readLimitedBody(request, MAX_JSON_BYTES, "Request body is too large"));
  let body: unknown = {};
  if (text.trim()) {
    try {
      body = JSON.parse(text);
    } catch {
      throw badRequest("Malformed JSON body", "malformed_json");
    }
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw badRequest(zodMessage(parsed.error));
  return parsed.data;
}

function readQuery<T extends z.ZodType>(request: NextRequest, schema: T): z.output<T> {
  const parsed = schema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!parsed.success) throw badRequest(zodMessage(parsed.error));
  return parsed.data;
}

function readParam<T extends z.ZodType>(value: unknown, schema: T, notFoundMessage: string): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new HttpError(404, notFoundMessage);
  return parsed.data;
}

/** JSON with a weak ETag; answers 304 when the client already holds this body. */
export function jsonWithEtag(request: Request, data: unknown, headers: Record<string, string> = {}): Response {
  return answerJson(request, jsonBody(data), headers);
}
