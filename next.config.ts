import type { NextConfig } from "next";

// Headers every response carries (spec: nosniff, referrer policy, clickjacking protection).
const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Content-Security-Policy", value: "frame-ancestors 'none'" },
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
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default nextConfig;
