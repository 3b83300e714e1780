import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      "@": root,
      // 'server-only' throws outside React's server build; tests run server code on purpose.
      "server-only": path.resolve(root, "tests/support/empty-module.ts"),
    },
  },
  test: {
    setupFiles: ["tests/support/setup.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // global.gc() for the tests of limits that a garbage collection once lost (tests/integration/fetch-queue.test.ts).
    execArgv: ["--expose-gc"],
    projects: [
      {
        extends: true,
        test: {
          name: "pglite",
          include: ["tests/unit/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts"],
          globalSetup: ["tests/support/migrated-database.ts"],
          env: { TEST_DATABASE_URL: "" },
        },
      },
      // With TEST_DATABASE_URL (CI), the integration suite runs a second time on the Postgres server.
      ...(postgresUrl
        ? [
            // tests/postgres: what only a Postgres server shows (timeouts, locks, connections lost).
            {
              extends: true as const,
              test: {
                name: "postgres",
                include: ["tests/integration/**/*.test.ts", "tests/postgres/**/*.test.ts"],
                globalSetup: ["tests/support/migrated-database.ts"],
                env: { TEST_DATABASE_URL: postgresUrl },
              },
            },
          ]
        : []),
    ],
  },
});
