// POST /api/logout — ends the session on the server; GET (a link) does the same and goes home.
import { NextResponse } from "next/server";
import { handle, json, otherMethods } from "@/server/http/route";
import { getAuth } from "@/server/runtime";
import { logout } from "@/server/accounts/sessions";
import { withCookies } from "@/server/http/cookies";
import { publicOrigin } from "@/server/http/request-origin";

export const POST = handle(async (request) =>
  withCookies(json({ message: "Logged out" }), await logout(await getAuth(), request.headers)),
);

export const GET = handle(async (request) => {
  const home = NextResponse.redirect(new URL("/", publicOrigin(request)), 303);
  // A link on another site must not be able to sign people out.
  if (request.headers.get("sec-fetch-site") === "cross-site") return home;
  return withCookies(home, await logout(await getAuth(), request.headers));
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
