// Browser tests against `npm start` on a fresh DATA_DIR, in the system Chromium.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
// Kept in the environment so the test workers, which load this file again, read the same outbox.
const dataDir = (process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "outpost-e2e-")));
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  // One retry in CI only, and the report names every retried test as flaky, so a retry is seen, not hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? "line" : "list",
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    // As UK users see it: navigator.language, Intl and toLocale* are British, and times are London's. A native
    // date input's dd/mm/yyyy follows the browser's own interface language instead, which this Chromium lacks.
    locale: "en-GB",
    timezoneId: "Europe/London",
    // The service worker answers a slow page from its kept copy (decision 115): only the offline specs, which
    // are about that, run with it; elsewhere a page is always the server's.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: fs.existsSync(chromium) ? chromium : undefined,
      // Chromium's own background traffic cannot leave this machine: keep it quiet.
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
    },
  },
  projects: [
    // A phone's own screens (widths, the first screen, the filter sheet) are the mobile project's alone.
    { name: "desktop", testIgnore: /phone-screens/, use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } } },
    // The public pages again on a phone-sized screen, where most seekers read them.
    {
      name: "mobile",
      testMatch:
        /public-site|swipe-and-list|closed-jobs|seeker-details|jobs-for-you|employer-self-service|extreme-work|shortlist-sync|offline-sync|account-and-pages|worker-profile|saved-searches|push-alerts|phone-first|phone-screens|accessibility|background-work|pay-units|offline-board|small-things|quick-apply|apply-journey/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true },
    },
  ],
  webServer: {
    command: "node scripts/serve.mjs",
    url: `http://localhost:${port}/api/stats`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: "true",
      DATABASE_URL: "",
      BASE_URL: `http://localhost:${port}`,
      ADMIN_USERNAME: "e2e_admin",
      ADMIN_EMAIL: "e2e-admin@outpost.example",
      ADMIN_PASSWORD: "e2e-admin-pass",
      CRON_SECRET: "e2e-cron-secret",
      // Every browser test comes from 127.0.0.1, like a camp behind one address.
      REGISTRATIONS_PER_HOUR: "1000",
      BEACONS_PER_MINUTE: "2000",
      // Apply-link checks reach only the browser tests' own stand-in server on this machine.
      LINK_CHECK_ALLOW_ONLY: "true",
      LINK_CHECK_ALLOW_HOSTS: "127.0.0.1",
    },
  },
});
