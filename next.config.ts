import path from "node:path";
import type { NextConfig } from "next";
import { INDEXNOW_KEY_CHARS } from "./lib/indexnow-key";

// Headers every response carries. Pages also get a nonce-based Content-Security-Policy from proxy.ts;
// a static one covers everything else (API answers, feeds) against framing, except uploaded images:
// /objects/{key} sets its own stricter policy, which a header here would replace.
const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  {
    key: "Permissions-Policy",
    value: 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com"), browsing-topics=()',
  },
];

const nextConfig: NextConfig = {
  // PGlite loads its WASM and data files from its own package folder at run time.
  serverExternalPackages: ["@electric-sql/pglite"],
  poweredByHeader: false,
  // `npm start` compresses with a middleware of its own, which takes brotli and route handlers' answers
  // (scripts/serve.mjs); `next start` uses Next's. An environment flag because Next's router reads this file
  // itself: a config handed to next() from serve.mjs never reaches its compression.
  compress: !process.env.OUTPOST_COMPRESSES,
  // A cached page (ISR, 30 s) may be served stale by a shared cache for at most a minute more, while it
  // fetches a fresh one: Cache-Control s-maxage=30, stale-while-revalidate=60.
  expireTime: 90,
  // A browser keeps a kept page's payload no longer than the server keeps the page (Next's default is 5 min).
  // The stylesheet is a file of its own, cached for good by the browser, not inlined: inlined, every page
  // carried it three times (decision 097).
  experimental: { staleTimes: { static: 30 } },
  // Self-hosted, the ISR pages and cached reads live in each process and are retired on every instance
  // through Postgres NOTIFY (decision 069); on Vercel the platform's shared cache does this.
  ...(process.env.VERCEL ? {} : { cacheHandler: path.join(process.cwd(), "server/cache-handler.mjs") }),
  async redirects() {
    // /job/{id} is the canonical job address; the spec's /jobs/{id} form answers 308 to it.
    return [{ source: "/jobs/:id", destination: "/job/:id", permanent: true }];
  },
  async rewrites() {
    // IndexNow reads the key file at the site's root, /{key}.txt. The key is a runtime variable, so every
    // name of a key's form goes to one route that answers the configured key's file and 404 for others;
    // pages and files of those names (none today) would still win, as rewrites after files do.
    return [{ source: `/:key(${INDEXNOW_KEY_CHARS}).txt`, destination: "/api/indexnow-key/:key" }];
  },
  async headers() {
    // Pages carry a nonce of their own (proxy.ts), so no shared cache may keep them: Next's default
    // 'private, no-store' for dynamic pages stands (docs/decisions/068).
    return [
      { source: "/:path*", headers: securityHeaders },
      { source: "/((?!objects/).*)", headers: [{ key: "Content-Security-Policy", value: "frame-ancestors 'none'" }] },
    ];
  },
};

export default nextConfig;
