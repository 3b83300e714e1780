// Passing Better Auth's Set-Cookie headers through our own responses.
import "server-only";
import type { NextResponse } from "next/server";
import type { SignedIn } from "../accounts/sessions";
import { json } from "./route";

export function withCookies<T extends NextResponse>(response: T, cookies: string[]): T {
  for (const cookie of cookies) response.headers.append("Set-Cookie", cookie);
  response.headers.set("Cache-Control", "no-store");
  return response;
}

export function signedInResponse({ user, cookies }: SignedIn, status: number): NextResponse {
  return withCookies(json(user, { status }), cookies);
}
