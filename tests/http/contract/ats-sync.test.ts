// ATS board sync on the production build, against stand-in Greenhouse, Lever and Workable boards started
// here (the server's GREENHOUSE_API_URL, LEVER_API_URL and WORKABLE_API_URL point at them; the address
// guard lets it reach 127.0.0.1 only because the suite sets LINK_CHECK_ALLOW_HOSTS). Sources are made and
// synced through the admin API: boards import with no duplicate on a second sync, a posting removed from
// the board closes (410), a board without pay leaves its job incomplete and unlisted until the employer
// completes it, and a 500, a board that never answers and bad JSON are recorded and change nothing.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ADMIN } from "../support/accounts";
import { startServer, type RunningServer } from "../support/server";
import { verificationToken } from "../support/verification-link";
import { createPostgresDatabase, type PostgresDatabase } from "../../support/postgres-database";
import { startAtsStandIn, type StandInPosting } from "../../support/ats-boards";

type Answer = { status: number; text: string; json: () => unknown };
type Counts = { created: number; updated: number; closed: number; incomplete: number; refused: number };
type OwnJob = { id: string; title: string; isActive: boolean; incompleteFields: string[]; salaryMin: number };

let standIn: Awaited<ReturnType<typeof startAtsStandIn>>;
let server: RunningServer;
let database: PostgresDatabase | undefined;
let admin = "";
let employer = "";
let employerId = "";

async function call(path: string, options: { method?: string; body?: unknown; cookie?: string; accept?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = { origin: server.baseUrl };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.accept) headers.accept = options.accept;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: options.method ?? (options.body !== undefined ? "POST" : "GET"),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    redirect: "manual",
  });
  const text = await response.text();
  return { status: response.status, text, json: () => JSON.parse(text) };
}

const cookieOf = async (path: string, body: unknown) => {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.baseUrl },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
};

beforeAll(async () => {
  standIn = await startAtsStandIn();
  const adminUrl = inject("postgresAdminUrl");
  database = adminUrl ? await createPostgresDatabase(adminUrl, "outpost_http_ats") : undefined;
  server = await startServer("npm-start", { databaseUrl: database?.url, extraEnv: { ...standIn.env } });
  admin = await cookieOf("/api/login", { username: ADMIN.username, password: ADMIN.password });
  const account = { username: "atsemployer", email: "ats-employer@outpost.example", password: "ats-employer-pass", role: "employer" };
  expect((await call("/api/register", { body: account })).status).toBe(201);
  expect((await call("/api/verify-email", { body: { token: await verificationToken(server.dataDir, account.email) } })).status).toBe(200);
  employer = await cookieOf("/api/login", { username: account.username, password: account.password });
  const found = (await call(`/api/admin/users?search=${account.username}`, { cookie: admin })).json() as { id: string; username: string }[];
  employerId = found.find((u) => u.username === account.username)!.id;
}, 300_000);

afterAll(async () => {
  await server?.stop();
  await standIn?.close();
  await database?.drop();
}, 60_000);

let boards = 0;
async function source(kind: "greenhouse" | "lever" | "workable", postings: StandInPosting[]) {
  const token = `board-${++boards}`;
  standIn.boards[kind].set(token, postings);
  const made = await call("/api/admin/sources", {
    cookie: admin,
    body: { kind, name: `${kind} ${boards}`, userId: employerId, token, allowance: 20 },
  });
  expect(made.status, made.text).toBe(201);
  return { id: (made.json() as { id: string }).id, token };
}

async function sync(id: string): Promise<Counts> {
  const answer = await call(`/api/admin/sources/${id}/sync`, { method: "POST", cookie: admin });
  expect(answer.status, answer.text).toBe(200);
  return answer.json() as Counts;
}

const myJobs = async (titlePrefix: string) =>
  ((await call("/api/user/jobs", { cookie: employer })).json() as OwnJob[]).filter((j) => j.title.startsWith(titlePrefix));
const listed = async (id: string) => ((await call(`/api/jobs?ids=${id}`)).json() as { id: string }[]).map((j) => j.id);
const page = async (id: string) => (await call(`/job/${id}`, { accept: "text/html" })).status;

const gbp = (min: number, max: number) => ({ min, max, currency: "GBP" });

describe("Greenhouse, Lever and Workable boards", () => {
  it("import with no duplicate on a second sync", async () => {
    const greenhouse = await source("greenhouse", [
      { id: "101", title: "GH Crane Operator", location: "Aberdeen, United Kingdom", pay: gbp(60_000, 75_000) },
      {
        id: "102",
        title: "GH Subsea Welder",
        location: "Houston, TX, United States",
        pay: { min: 127_000, max: 152_400, currency: "USD" },
      },
    ]);
    const lever = await source("lever", [
      {
        id: "5ac21346-lv1",
        title: "LV Drill and Blast Operator",
        location: "Perth, WA",
        country: "AU",
        pay: { min: 197_000, max: 236_400, currency: "AUD" },
      },
    ]);
    expect(await sync(greenhouse.id)).toEqual({ created: 2, updated: 0, closed: 0, incomplete: 0, refused: 0 });
    expect(await sync(lever.id)).toEqual({ created: 1, updated: 0, closed: 0, incomplete: 0, refused: 0 });
    expect(await sync(greenhouse.id)).toEqual({ created: 0, updated: 0, closed: 0, incomplete: 0, refused: 0 });
    expect(await sync(lever.id)).toEqual({ created: 0, updated: 0, closed: 0, incomplete: 0, refused: 0 });
    expect((await myJobs("GH ")).map((j) => j.title).sort()).toEqual(["GH Crane Operator", "GH Subsea Welder"]);
    const [drill] = await myJobs("LV ");
    expect(await myJobs("LV ")).toHaveLength(1);
    await expect.poll(() => listed(drill!.id), { timeout: 10_000 }).toEqual([drill!.id]);
    const shown = await call(`/job/${drill!.id}`, { accept: "text/html" });
    expect(shown.status).toBe(200);
    expect(shown.text).toContain("LV Drill and Blast Operator");
    expect(shown.text).toContain("https://jobs.lever.co/pilbara/5ac21346-lv1/apply");
  });

  it("closes a posting removed from the board: its page answers 410 and it leaves /api/jobs", async () => {
    const board = await source("greenhouse", [
      { id: "201", title: "GX Rope Access Tech", location: "Aberdeen, United Kingdom", pay: gbp(50_000, 60_000) },
      { id: "202", title: "GX Blaster", location: "Aberdeen, United Kingdom", pay: gbp(50_000, 60_000) },
    ]);
    await sync(board.id);
    const blaster = (await myJobs("GX Blaster"))[0]!;
    await expect.poll(() => page(blaster.id), { timeout: 10_000 }).toBe(200);
    standIn.boards.greenhouse.set(board.token, [
      { id: "201", title: "GX Rope Access Tech", location: "Aberdeen, United Kingdom", pay: gbp(50_000, 60_000) },
    ]);
    expect(await sync(board.id)).toEqual({ created: 0, updated: 0, closed: 1, incomplete: 0, refused: 0 });
    await expect.poll(() => page(blaster.id), { timeout: 10_000 }).toBe(410);
    await expect.poll(() => listed(blaster.id), { timeout: 10_000 }).toEqual([]);
    expect(await myJobs("GX ")).toHaveLength(2);
  });

  it("leaves a job from a board without pay incomplete and unlisted until the employer completes it", async () => {
    const board = await source("workable", [
      { id: "A1B2C3D4E5", title: "WK Tracked Vehicle Driver", location: "Longyearbyen, Svalbard, Norway", country: "NO" },
    ]);
    expect(await sync(board.id)).toEqual({ created: 1, updated: 0, closed: 0, incomplete: 1, refused: 0 });
    expect(await sync(board.id)).toEqual({ created: 0, updated: 0, closed: 0, incomplete: 1, refused: 0 });
    const [job] = await myJobs("WK ");
    expect(job).toMatchObject({ isActive: false, incompleteFields: ["salary"] });
    expect(await listed(job!.id)).toEqual([]);
    expect(await page(job!.id)).toBe(404);

    const edit = await call(`/api/user/jobs/${job!.id}`, {
      method: "PATCH",
      cookie: employer,
      body: {
        title: "WK Tracked Vehicle Driver",
        company: "Arctic Logistics AS",
        contractType: "full-time",
        location: "Longyearbyen, Svalbard, Norway",
        country: "NO",
        category: "logistics",
        description: "Drive a tracked carrier between Arctic stations.",
        salaryMin: 55_000,
        salaryMax: 65_000,
        salaryUnit: "year",
        applicationUrl: "https://apply.workable.com/j/A1B2C3D4E5/apply",
      },
    });
    expect(edit.status, edit.text).toBe(200);
    const [completed] = await myJobs("WK ");
    expect(completed).toMatchObject({ isActive: true, incompleteFields: [], salaryMin: 55_000 });
    await expect.poll(() => listed(job!.id), { timeout: 10_000 }).toEqual([job!.id]);
    expect(await page(job!.id)).toBe(200);
    // The board still states no pay: the next sync keeps the employer's and the listing.
    await sync(board.id);
    expect((await myJobs("WK "))[0]).toMatchObject({ isActive: true, salaryMin: 55_000 });
  });
});

describe("a board that fails", () => {
  it.each([
    ["500", /The board answered 500/],
    ["bad-json", /not JSON/],
    ["stall", /did not answer/],
  ] as const)("%s: answered 503, recorded on the source, the jobs as they were", { timeout: 60_000 }, async (failure, message) => {
    const prefix = `FL${failure} `;
    const board = await source("greenhouse", [
      { id: "301", title: `${prefix}Deckhand`, location: "Aberdeen, United Kingdom", pay: gbp(40_000, 45_000) },
    ]);
    await sync(board.id);
    const before = await myJobs(prefix);
    standIn.state.failure = failure;
    try {
      standIn.boards.greenhouse.set(board.token, []);
      const answer = await call(`/api/admin/sources/${board.id}/sync`, { method: "POST", cookie: admin });
      expect(answer.status, answer.text).toBe(503);
      expect((answer.json() as { message: string }).message).toMatch(message);
    } finally {
      standIn.state.failure = null;
    }
    expect(await myJobs(prefix)).toEqual(before);
    await expect.poll(() => listed(before[0]!.id), { timeout: 10_000 }).toEqual([before[0]!.id]);
    const detail = (await call(`/api/admin/sources/${board.id}`, { cookie: admin })).json() as {
      lastRunStatus: string;
      lastError: string;
      runs: { status: string; error: string | null }[];
    };
    expect(detail).toMatchObject({ lastRunStatus: "error", lastError: expect.stringMatching(message) });
    expect(detail.runs[0]).toMatchObject({ status: "error", error: expect.stringMatching(message) });
  });
});
