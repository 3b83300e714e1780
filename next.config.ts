import type { NextConfig } from "next";

// Headers every response carries. Pages also get a nonce-based Content-Security-Policy from proxy.ts;
// a static one covers everything else (API answers, feeds) against framing, except uploaded images:
// /objects/{key} sets its own stricter policy, which a header here would replace.
const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com"), browsing-topics=()' },
];

const nextConfig: NextConfig = {
  // PGlite loads its WASM and data files from its own package folder at run time.
  serverExternalPackages: ["@electric-sql/pglite"],
  poweredByHeader: false,
  async redirects() {
    // /job/{id} is the canonical job address; the spec's /jobs/{id} form answers 308 to it.
    return [{ source: "/jobs/:id", destination: "/job/:id", permanent: true }];
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
