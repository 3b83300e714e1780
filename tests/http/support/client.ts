// Calls the running production server over real HTTP, as a browser or an integrator would.
import { expect, inject } from "vitest";
import { ERROR_CODES, type ErrorCode } from "@/server/http/errors";
import type { RoleCookies } from "./global-setup";

export type Role = keyof RoleCookies | "anonymous";

export type HttpOptions = {
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is (malformed JSON, forms, bytes). */
  rawBody?: BodyInit;
  headers?: Record<string, string>;
  as?: Role;
  /** A cookie header of its own, for accounts a test made itself. */
  cookie?: string;
};

export type HttpAnswer = { status: number; headers: Headers; text: string; json: () => unknown };

export const baseUrl = () => inject("baseUrl");

export async function http(path: string, options: HttpOptions = {}): Promise<HttpAnswer> {
  const headers = new Headers(options.headers);
  const cookie = options.cookie ?? (options.as && options.as !== "anonymous" ? inject("roleCookies")[options.as] : undefined);
  if (cookie) headers.set("cookie", cookie);
  let body = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  const method = options.method ?? (body !== undefined ? "POST" : "GET");
  const response = await fetch(`${baseUrl()}${path}`, { method, headers, body, redirect: "manual" });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) };
}

/**
 * The contract's error shape: this status, JSON, exactly `{ message, code }` with one of the status's codes
 * (and this message, and this code, when given).
 */
export function expectMessage(answer: HttpAnswer, status: number, message?: string | RegExp, code?: ErrorCode): void {
  expect({ status: answer.status, body: answer.text.slice(0, 300) }).toMatchObject({ status });
  expect(answer.headers.get("content-type") ?? "").toMatch(/^application\/json/);
  const body = answer.json() as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(["message", "code"]);
  expect(typeof body.message).toBe("string");
  expect([body.code, ERROR_CODES[body.code as ErrorCode]]).toEqual([code ?? body.code, status]);
  if (typeof message === "string") expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
}

/** The cookie header a browser would send back after this answer. */
export function cookieFrom(answer: HttpAnswer): string {
  return answer.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

let accounts = 0;
/** A unique username for an account a test registers itself. */
export const uniqueName = (prefix: string) => `${prefix}_${Date.now().toString(36)}${(accounts++).toString(36)}`;
