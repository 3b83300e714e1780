// POST /api/logout — ends the session on the server: JSON for the nav's call, the home page for a form.
import { NextResponse, type NextRequest } from "next/server";
import { postLogout } from "@/lib/api/operations/accounts";
import { json, route, routes } from "@/server/http/route";
import { getAuth } from "@/server/runtime";
import { logout } from "@/server/accounts/sessions";
import { withCookies } from "@/server/http/cookies";
import { publicOrigin } from "@/server/http/request-origin";

/** The account and post-job screens sign out with a form (a browser navigation); it ends up at home. */
function isFormNavigation(request: NextRequest): boolean {
  const type = request.headers.get("content-type") ?? "";
  return (
    request.headers.get("sec-fetch-mode") === "navigate" ||
    type.startsWith("application/x-www-form-urlencoded") ||
    type.startsWith("multipart/form-data")
  );
}

// GET is 405 like any other method: an <img src="/api/logout"> anywhere would sign out whoever saw it.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(postLogout, async ({ request }) => {
    const cookies = await logout(await getAuth(), request.headers);
    const answer = isFormNavigation(request)
      ? NextResponse.redirect(new URL(postLogout.formRedirect, publicOrigin(request)), 303)
      : json({ message: "Logged out" });
    // A shared phone keeps nothing of the account that signed out: its My List and outbox (local storage), the
    // pages it read (the service worker's caches) and the worker itself, which the next page registers again.
    answer.headers.set("Clear-Site-Data", '"storage"');
    return withCookies(answer, cookies);
  }),
);
