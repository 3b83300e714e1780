// The HTTP contract suite and the fuzzer: the production build over real HTTP (tests/http/README.md).
// Each project starts its own server; files run one at a time, since rate limits are per client and
// every call comes from 127.0.0.1.
import { defineConfig } from "vitest/config";

const postgres = Boolean(process.env.TEST_DATABASE_URL);
const contract = ["tests/http/contract/**/*.test.ts"];
const fuzz = ["tests/http/fuzz/**/*.test.ts"];
// Thousands of imported jobs and leads: on a server of their own, so the other files see the demo board.
const scale = ["tests/http/scale/**/*.test.ts"];
// What must hold without our custom server too: malformed paths and bodies, the origin check, the CSP,
// compression and ETags.
const withoutCustomServer = [
  "tests/http/contract/robustness.test.ts",
  "tests/http/contract/csp.test.ts",
  "tests/http/contract/compression.test.ts",
];

const project = (name: string, include: string[]) => ({
  extends: true as const,
  test: { name, include, globalSetup: ["tests/http/support/global-setup.ts"], setupFiles: ["tests/http/support/server-log-check.ts"] },
});

export default defineConfig({
  resolve: {
    alias: {
      "@": import.meta.dirname,
      // Tests read the outbox with the server's own .eml parser, which is marked server-only.
      "server-only": `${import.meta.dirname}/tests/support/empty-module.ts`,
    },
  },
  test: {
    environment: "node",
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
    teardownTimeout: 30_000,
    projects: [
      project("http", contract),
      project("fuzz", fuzz),
      project("scale", scale),
      project("next-start", withoutCustomServer),
      ...(postgres
        ? [
            // Upgrades from an older schema start from a database of their own, made on the server.
            project("http-postgres", [...contract, "tests/http/upgrade/**/*.test.ts"]),
            project("fuzz-postgres", fuzz),
            project("scale-postgres", scale),
            // Starts its own instances (two npm start, one next start) on one fresh database.
            { extends: true as const, test: { name: "scale-out", include: ["tests/http/scale-out/**/*.test.ts"], hookTimeout: 300_000 } },
          ]
        : []),
    ],
  },
});
