// The browser's calls to our API, typed by the same operation objects the route files serve
// (lib/api/operations). A screen names an operation by its type and its "METHOD /path" key, which the compiler
// checks against that operation, so a call cannot drift from what the server takes and answers. The objects
// themselves are only imported as types: their zod schemas stay out of the phone's JavaScript, and an answer
// is typed as the JSON its schema describes (dates as ISO text).
import type { z } from "zod";
import type { Operation } from "@/lib/api/operation";
import { sendJson } from "../forms/post-json";

/** "GET /api/jobs/{id}": the operation's method and path, as the call names it. */
export type OperationKey<O extends Operation> = `${Uppercase<O["method"]>} ${O["path"]}`;

type Params<O extends Operation> = O["params"] extends z.ZodType ? { params: z.input<O["params"]> } : { params?: undefined };
type Query<O extends Operation> = O["query"] extends z.ZodType
  ? { query?: Partial<z.input<O["query"]>> | URLSearchParams }
  : { query?: undefined };
type Body<O extends Operation> = O["body"] extends { kind: "json"; schema: infer S extends z.ZodType }
  ? { body: z.input<S> }
  : { body?: undefined };

export type CallInput<O extends Operation> = Params<O> & Query<O> & Body<O>;

/** The success answer as JSON carries it: the input side of the operation's response schema. */
export type Answer<O extends Operation> = O["response"] extends z.ZodType ? z.input<O["response"]> : unknown;

/** A list answer with the paging headers the API sends beside it. */
export type Page<T> = { rows: T[]; total: number; capped?: boolean; next?: string | null };

export type Row<O extends Operation> = Answer<O> extends (infer R)[] ? R : never;

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The query of an address a screen keeps as its cache key, to call the operation with. */
export function queryOf(url: string): URLSearchParams {
  return new URL(url, "http://local").searchParams;
}

function queryString(query: Loose["query"]): string {
  if (!query) return "";
  const search =
    query instanceof URLSearchParams
      ? query
      : new URLSearchParams(
          Object.entries(query).flatMap(([name, value]) =>
            value === undefined || value === null ? [] : [[name, Array.isArray(value) ? value.join(",") : String(value)]],
          ),
        );
  const text = search.toString();
  return text ? `?${text}` : "";
}

type Loose = { params?: Record<string, string>; query?: Record<string, unknown> | URLSearchParams; body?: unknown };
/** Input that may be left out when the operation needs none. */
type Optional<T> = object extends T ? [T?] : [T];

export function endpoint<O extends Operation>(key: OperationKey<O>) {
  const [method, path] = key.split(" ") as [Method, string];

  function address({ params = {}, query }: Loose): string {
    return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? "")) + queryString(query);
  }

  function send(input: Loose = {}): Promise<Response> {
    return sendJson(method, address(input), input.body);
  }

  return {
    /** The address of one call: path parameters filled in, the query encoded. */
    url: (...[input]: Optional<Params<O> & Query<O>>) => address((input ?? {}) as Loose),
    /** Calls, and resolves to the parsed answer; a refusal rejects with RequestError (status, message, field). */
    async call(...[input]: Optional<CallInput<O>>): Promise<Answer<O>> {
      const res = await send(input as Loose);
      const text = await res.text();
      return (text ? JSON.parse(text) : null) as Answer<O>;
    },
    /** A list operation's page: its rows, X-Total-Count (-Capped) and X-Next-Cursor. */
    async page(...[input]: Optional<CallInput<O>>): Promise<Page<Row<O>>> {
      const res = await send(input as Loose);
      const rows = (await res.json()) as Row<O>[];
      const total = Number(res.headers.get("X-Total-Count") ?? rows.length);
      return { rows, total, capped: res.headers.get("X-Total-Count-Capped") === "true", next: res.headers.get("X-Next-Cursor") };
    },
  };
}
