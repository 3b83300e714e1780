// The Content-Security-Policy of every page. Pages rendered per request get a fresh nonce, so only our own
// scripts run (Next applies the nonce to its scripts); Stripe is allowed for checkout. The pages Next keeps
// and serves to everyone (the board, its filtered views, swipe, job pages, the pages about Outpost) cannot
// carry a per-visitor nonce and get a static policy instead (decisions 069, 098). A filtered view
// (/search?…) is served from its kept address; a home page address with filters (an older link) is sent
// there. Gating of private pages is done by the pages themselves, on the server.
// It also refuses addresses that cannot be percent-decoded: Next's router would answer those with a
// plain-text 500 when it tries to fill in a dynamic segment (/job/%ZZ), custom server or not.
// A closed job's page is answered 410 Gone here, the one place a page's status can be set (decision 041).
// Data saver (decision 114): a request with its cookie or `Save-Data: on` gets a kept page's data-saver copy
// (no logos), kept in its turn; those copies' own addresses send anyone else back to the page they stand for.
import { NextResponse, type NextRequest } from "next/server";
import { firstValues, HOME_FILTER_KEYS, searchViewPath } from "@/lib/home-query";
import { readHomeFilters } from "@/lib/schemas/home-filters";
import { INFO_PAGES } from "@/lib/info-pages";
import { DATA_SAVER_COOKIE, dataSaverPath, pathOfDataSaverCopy, wantsDataSaver } from "@/lib/data-saver";
import { errorBody } from "@/server/http/errors";
import { isClosedJob } from "@/server/jobs/closed-jobs";
import { getDb } from "@/server/runtime";

/** `nonce` for a page rendered for this request; null for a cached page, whose inline scripts are Next's own. */
function contentSecurityPolicy(nonce: string | null): string {
  const dev = process.env.NODE_ENV === "development";
  const https = (process.env.BASE_URL ?? "").startsWith("https://");
  const scripts = nonce ? `'self' 'nonce-${nonce}' 'strict-dynamic' https://js.stripe.com` : "'self' 'unsafe-inline'";
  return [
    "default-src 'self'",
    `script-src ${scripts}${dev ? " 'unsafe-eval'" : ""}`,
    // Inline style attributes (React style props, Radix) are allowed; style elements cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // Logos and card images are our own copies at /objects/{key}, wherever they were first found (decision 054).
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self' https://api.stripe.com",
    "frame-src https://js.stripe.com https://hooks.stripe.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** Pages kept for every visitor besides jobs, filtered views and the pages about Outpost (decisions 069, 098). */
const KEPT_PAGES = ["/", "/swipe", "/offline"];

/** A kept page carries the static policy: a nonce would be one visitor's, kept for the next. */
function keptPage(response: NextResponse): NextResponse {
  response.headers.set("Content-Security-Policy", contentSecurityPolicy(null));
  return response;
}

const JOB_PAGE = /^\/job\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The closed-job page, rendered by Next as usual, sent with the status search engines need. */
async function goneJobPage(request: NextRequest, id: string): Promise<Response> {
  const inner = await fetch(new URL(`/job/${id}/closed`, request.nextUrl.origin), {
    headers: { accept: "text/html", "accept-encoding": "identity", "user-agent": request.headers.get("user-agent") ?? "" },
  });
  const headers = new Headers(inner.headers);
  // fetch has decoded the body; its length and encoding no longer describe what is sent.
  headers.delete("content-encoding");
  headers.delete("content-length");
  return new NextResponse(inner.body, { status: inner.ok ? 410 : inner.status, headers });
}

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

export async function proxy(request: NextRequest) {
  if (!isDecodable(request.nextUrl.pathname)) {
    return NextResponse.json(errorBody("Malformed address", 400), { status: 400, headers: { "Cache-Control": "no-store" } });
  }
  if (request.nextUrl.pathname.startsWith("/api/")) return NextResponse.next();
  const { pathname, searchParams } = request.nextUrl;
  const lite = wantsDataSaver(request.cookies.get(DATA_SAVER_COOKIE)?.value, request.headers);
  const original = pathOfDataSaverCopy(pathname);
  if (original !== null) {
    // `next start` runs this again on the address a rewrite below chose: the copy is then a kept page.
    if (lite) return keptPage(NextResponse.next());
    return keptPage(NextResponse.redirect(new URL(`${original}${request.nextUrl.search}`, request.url), 308));
  }
  const kept = (path: string) => (lite ? dataSaverPath(path) : path);
  const job = JOB_PAGE.exec(pathname);
  if (job && (request.method === "GET" || request.method === "HEAD") && !request.headers.get("rsc")) {
    if (await isClosedJob(await getDb(), job[1].toLowerCase())) return goneJobPage(request, job[1].toLowerCase());
  }
  if (pathname === "/" && HOME_FILTER_KEYS.some((key) => searchParams.has(key))) {
    return NextResponse.redirect(new URL(`/search${request.nextUrl.search}`, request.url), 308);
  }
  if (pathname === "/search") {
    // Each view is served from its canonical query's kept address (decision 098).
    return keptPage(NextResponse.rewrite(new URL(kept(searchViewPath(readHomeFilters(firstValues(searchParams)))), request.url)));
  }
  if (request.headers.get("next-router-prefetch")) return NextResponse.next();
  if (lite && (job || pathname === "/" || pathname.startsWith("/search/"))) {
    return keptPage(NextResponse.rewrite(new URL(`${kept(pathname)}${request.nextUrl.search}`, request.url)));
  }
  if (job || KEPT_PAGES.includes(pathname) || pathname.startsWith("/search/") || INFO_PAGES.some((info) => info.path === pathname)) {
    return keptPage(NextResponse.next());
  }
  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const csp = contentSecurityPolicy(nonce);
  const headers = new Headers(request.headers);
  headers.set("Content-Security-Policy", csp);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", csp);
  return response;
}

export const config = {
  matcher: [
    // Any address with a percent sign, for the decoding check above.
    "/(.*%.*)",
    {
      // Files, not pages: the service worker, the manifest and icons take the static headers of next.config.ts.
      source:
        "/((?!api|objects/|_next/static|_next/image|favicon.ico|feed.xml|sitemap.xml|robots.txt|sw.js|manifest.webmanifest|icons/|apple-icon).*)",
      // The router's own prefetches fetch RSC payloads, not documents. A browser's document prefetch
      // (Purpose / Sec-Purpose: prefetch) is a page like any other and gets its own nonce and policy.
      missing: [{ type: "header", key: "next-router-prefetch" }],
    },
    // A filtered view's prefetch too must reach its kept address.
    "/search",
  ],
};
