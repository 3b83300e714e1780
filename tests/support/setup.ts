// Every test worker gets its own DATA_DIR and a fixed secret, so nothing touches a developer's .data.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "outpost-test-"));
process.env.AUTH_SECRET = "test-secret-that-is-long-enough-for-hmac";
process.env.BASE_URL = "http://localhost:3000";
process.env.SEED_DEMO = "false";
// Link checks and image fetches reach only hosts a test names (stand-in servers on this machine).
process.env.LINK_CHECK_ALLOW_ONLY = "true";
delete process.env.LINK_CHECK_ALLOW_HOSTS;
// Search engines are told only by tests that start stand-ins for them.
for (const name of [
  "DATABASE_URL",
  "ADMIN_USERNAME",
  "ADMIN_EMAIL",
  "ADMIN_PASSWORD",
  "TRUST_PROXY",
  "INDEXNOW_KEY",
  "GOOGLE_INDEXING_CREDENTIALS",
])
  delete process.env[name];
