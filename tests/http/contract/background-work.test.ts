// The admin view of background work against the production build: each schedule's run of the current
// period, queued by the server's first tick and done; a password-reset mail fails for good at
// once (QUEUE_RETRY_LIMIT=0) while a local Resend stand-in answers 500 quoting the request back; the view
// shows it failed, with an error that repeats neither the key nor the reset token, and the counts; a retry
// once the stand-in is back delivers the original mail, and the counts then show it done. This file starts
// a server of its own for that; who may call is checked on the suite's server.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ADMIN } from "../support/accounts";
import { expectMessage, http, type Role } from "../support/client";
import { callThroughProxy, cookiesOf } from "../support/proxied-client";
import { startServer, type RunningServer } from "../support/server";
import { createPostgresDatabase, type PostgresDatabase } from "../../support/postgres-database";
import { startResendStandIn, type ResendStandIn } from "../../support/resend-stand-in";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const PATHS = [
  "/api/admin/background-work",
  `/api/admin/background-work/${UNKNOWN_ID}/retry`,
  `/api/admin/background-work/${UNKNOWN_ID}/cancel`,
];

type Figures = { kind: string; label: string; queued: number; running: number; failed: number; done: number };
type Failure = { id: string; kind: string; state: string; failedAt: string; retryCount: number; lastError: string | null; summary: string };
type Schedule = {
  schedule: string;
  label: string;
  currentPeriod: string;
  lastPeriod: string | null;
  enqueuedAt: string | null;
  jobId: string | null;
  currentQueued: boolean;
  missed: boolean;
  state: string | null;
  error: string | null;
};
type View = { kinds: Figures[]; schedules: Schedule[]; failed: Failure[] };

let resend: ResendStandIn;
let server: RunningServer;
let database: PostgresDatabase | undefined;
let adminCookie = "";

beforeAll(async () => {
  resend = await startResendStandIn();
  const adminUrl = inject("postgresAdminUrl");
  database = adminUrl ? await createPostgresDatabase(adminUrl, "outpost_http_work") : undefined;
  server = await startServer("npm-start", {
    databaseUrl: database?.url,
    // A short tick: a run that starts just before a period ends sees the next period queued within seconds.
    extraEnv: { RESEND_API_KEY: resend.apiKey, RESEND_API_URL: resend.url, QUEUE_RETRY_LIMIT: "0", SCHEDULE_TICK_MS: "2000" },
  });
  const signedIn = await callThroughProxy(server.baseUrl, "/api/login", { body: { username: ADMIN.username, password: ADMIN.password } });
  expect(signedIn.status).toBe(200);
  adminCookie = cookiesOf(signedIn);
}, 300_000);

afterAll(async () => {
  await server?.stop();
  await resend?.close();
  await database?.drop();
}, 60_000);

const asAdmin = (path: string, method = "GET") => callThroughProxy(server.baseUrl, path, { method, cookie: adminCookie });

async function view(): Promise<View> {
  const answer = await asAdmin("/api/admin/background-work");
  expect(answer.status).toBe(200);
  return answer.body as unknown as View;
}

async function until<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await read();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`Waited ${timeoutMs} ms for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const mailFigures = (v: View) => v.kinds.find((k) => k.kind === "mail.send");

describe("the schedules in the admin view", () => {
  it("shows each schedule's run of the current period, queued by the server's first tick, and its job done", async () => {
    // Waits for the current period's run: a 15-minute schedule's period can end while the first tick's run is read.
    const schedules = await until("every schedule's run of the current period to finish", async () => {
      const runs = (await view()).schedules;
      const current = runs.every((run) => run.state === "completed" && run.lastPeriod === run.currentPeriod);
      return runs.length > 0 && current ? runs : undefined;
    });
    expect(schedules.map((run) => run.schedule)).toEqual(expect.arrayContaining(["alerts", "link-checks", "image-rehosting"]));
    for (const run of schedules) {
      expect(run).toMatchObject({
        lastPeriod: run.currentPeriod,
        currentQueued: true,
        missed: false,
        jobId: expect.any(String),
        error: null,
      });
      expect(run.label).not.toBe(run.schedule);
      expect(Date.parse(run.enqueuedAt!)).toBeLessThanOrEqual(Date.now());
    }
  });
});

describe("a failed email in the admin view, retried", () => {
  it("shows the failure scrubbed and counted, and a retry sends the original mail", async () => {
    const before = mailFigures(await view());
    expect(before).toMatchObject({ label: "Email", failed: 0 });

    resend.setMode("leaky");
    const asked = await callThroughProxy(server.baseUrl, "/api/forgot-password", { body: { email: ADMIN.email } });
    expect(asked.status).toBe(200);
    const failure = await until("the reset mail to fail", async () =>
      (await view()).failed.find((job) => job.kind === "mail.send" && job.state === "failed"),
    );
    // A reset mail is queued as its row: the summary names that, never an address or a link.
    expect(failure).toMatchObject({ retryCount: 0, summary: expect.stringMatching(/^Password reset link \(reset [0-9a-f-]{36}\)$/) });
    expect(failure.lastError).toMatch(/Resend refused the message: 500 .*token=\[hidden\]/);
    expect(failure.lastError).not.toContain(resend.apiKey);
    expect(failure.lastError).not.toContain(ADMIN.email);
    expect(mailFigures(await view())).toMatchObject({ failed: 1, done: before!.done });

    resend.setMode("up");
    const retried = await asAdmin(`/api/admin/background-work/${failure.id}/retry`, "POST");
    expect([retried.status, retried.body]).toEqual([200, { id: failure.id, kind: "mail.send", state: "queued" }]);
    const sent = await until("the retried mail to be delivered", async () => resend.delivered.find((m) => m.key === `job/${failure.id}`));
    expect(sent).toMatchObject({ to: [ADMIN.email], subject: "Reset your Outpost password" });
    const token = /reset-password\?token=([\w-]+)/.exec(sent.text)?.[1];
    expect(token).toMatch(/^[\w-]{20,}$/);
    // The token the provider quoted back while failing was never kept.
    expect(failure.lastError).not.toContain(token);

    const after = await until("the counts to show it done", async () => {
      const figures = mailFigures(await view());
      return figures?.failed === 0 && figures.done === before!.done + 1 ? figures : undefined;
    });
    expect(after).toMatchObject({ queued: 0, running: 0 });
    expect((await view()).failed.some((job) => job.id === failure.id)).toBe(false);

    // Done now: neither retried nor cancelled again.
    for (const action of ["retry", "cancel"])
      expect((await asAdmin(`/api/admin/background-work/${failure.id}/${action}`, "POST")).status).toBe(409);
  });
});

describe("who may see and change background work", () => {
  it.each(PATHS)("%s refuses a signed-out caller (401) and a non-admin (403)", async (path) => {
    const method = path.endsWith("background-work") ? "GET" : "POST";
    expectMessage(await http(path, { method }), 401);
    for (const as of ["user", "employer"] as Role[]) expectMessage(await http(path, { method, as }), 403);
  });

  it("answers 404 for an unknown job, 400 for a cursor that does not read, and a page of failures to an admin", async () => {
    expectMessage(await http(`/api/admin/background-work/${UNKNOWN_ID}/retry`, { method: "POST", as: "admin" }), 404, "Job not found");
    expectMessage(await http("/api/admin/background-work/not-a-job/cancel", { method: "POST", as: "admin" }), 404, "Job not found");
    expectMessage(await http("/api/admin/background-work?cursor=bm90LWEtY3Vyc29y", { as: "admin" }), 400, "cursor is not valid");
    const answer = await http("/api/admin/background-work?limit=5", { as: "admin" });
    expect(answer.status).toBe(200);
    const body = answer.json() as View;
    expect(body.kinds.map((k) => k.kind)).toContain("mail.send");
    expect(body.schedules.map((run) => run.schedule)).toContain("alerts");
    for (const run of body.schedules) expect(run).toHaveProperty("state");
  });
});
