// When the demo provider (no money moves) may take payments: never by accident on a live https site.
import { describe, expect, it } from "vitest";
import { readConfig } from "@/server/config";

const env = (vars: Record<string, string>) => ({ DATA_DIR: "/tmp/outpost-config-test", ...vars }) as unknown as NodeJS.ProcessEnv;

describe("DEMO_PAYMENTS", () => {
  it("refuses the demo provider on a production build served over https", () => {
    expect(readConfig(env({ NODE_ENV: "production", BASE_URL: "https://jobs.example" })).demoPayments).toBe(false);
  });

  it("allows it there only when DEMO_PAYMENTS=true says so", () => {
    expect(readConfig(env({ NODE_ENV: "production", BASE_URL: "https://jobs.example", DEMO_PAYMENTS: "true" })).demoPayments).toBe(true);
  });

  it("keeps it on a laptop, in development and over plain http", () => {
    expect(readConfig(env({ NODE_ENV: "production" })).demoPayments).toBe(true);
    expect(readConfig(env({ NODE_ENV: "production", BASE_URL: "http://localhost:3000" })).demoPayments).toBe(true);
    expect(readConfig(env({ NODE_ENV: "development", BASE_URL: "https://jobs.example" })).demoPayments).toBe(true);
    expect(readConfig(env({ NODE_ENV: "development", DEMO_PAYMENTS: "false" })).demoPayments).toBe(false);
  });
});
