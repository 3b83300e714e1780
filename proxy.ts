// A fresh CSP nonce for every page, so only our own scripts run (Next applies the nonce to its scripts).
// Stripe is allowed for checkout. Gating of private pages is done by the pages themselves, on the server.
// It also refuses addresses that cannot be percent-decoded: Next's router would answer those with a
// plain-text 500 when it tries to fill in a dynamic segment (/job/%ZZ), custom server or not.
import { NextResponse, type NextRequest } from "next/server";

function contentSecurityPolicy(nonce: string): string {
  const dev = process.env.NODE_ENV === "development";
  const https = (process.env.BASE_URL ?? "").startsWith("https://");
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' https://js.stripe.com${dev ? " 'unsafe-eval'" : ""}`,
    // Inline style attributes (React style props, Radix) are allowed; style elements cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // Company logos may live on any https host (imports, employers' own sites).
    "img-src 'self' data: blob: https:",
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

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

export function proxy(request: NextRequest) {
  if (!isDecodable(request.nextUrl.pathname)) {
    return NextResponse.json({ message: "Malformed address" }, { status: 400, headers: { "Cache-Control": "no-store" } });
  }
  if (request.nextUrl.pathname.startsWith("/api/")) return NextResponse.next();
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
      source: "/((?!api|objects/|_next/static|_next/image|favicon.ico|feed.xml|sitemap.xml|robots.txt).*)",
      // The router's own prefetches fetch RSC payloads, not documents. A browser's document prefetch
      // (Purpose / Sec-Purpose: prefetch) is a page like any other and gets its own nonce and policy.
      missing: [{ type: "header", key: "next-router-prefetch" }],
    },
  ],
};
