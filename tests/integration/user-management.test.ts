// User management: search accounts, block and unblock (sessions end, sign-in refused), change
// roles, and an audit log of every change that only admins can read.
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { GET as listRoute } from "@/app/api/admin/users/route";
import { PATCH as changeRoute } from "@/app/api/admin/users/[id]/route";
import { GET as auditRoute } from "@/app/api/admin/audit-log/route";
import { GET as me } from "@/app/api/user/route";
import { POST as login } from "@/app/api/login/route";
import { GET as adminJobs } from "@/app/api/admin/jobs/route";
import { sessions, users } from "@/server/db/schema";
import { withTestDatabase } from "../support/test-db";
import { call, cookieFrom } from "../support/http";
import { signUp } from "../support/accounts";
import { nonAdminStatuses, signInEveryRole, type Callers } from "../support/roles";

const t = withTestDatabase();
let callers: Callers;
let adminId: string;

beforeAll(async () => {
  callers = await signInEveryRole(t.db);
  adminId = ((await (await call(me, "/api/user", { cookie: callers.admin })).json()) as { id: string }).id;
});

type Account = {
  id: string;
  username: string;
  email: string;
  role: string;
  blocked: boolean;
  blockReason: string | null;
  createdAt: string;
};
type Entry = { actorName: string; action: string; targetName: string; details: Record<string, string | null>; createdAt: string };

const list = async (query = "", cookie = callers.admin) => call(listRoute, `/api/admin/users${query}`, { cookie });
const change = (id: string, body: unknown, cookie = callers.admin) =>
  call(changeRoute, `/api/admin/users/${id}`, { method: "PATCH", body, cookie, params: { id } });
const audit = (query = "", cookie = callers.admin) => call(auditRoute, `/api/admin/audit-log${query}`, { cookie });
const usernameOf = async (id: string) => (await t.db.select({ u: users.username }).from(users).where(eq(users.id, id)))[0].u;

describe("GET /api/admin/users", () => {
  it("is for admins only", async () => {
    expect(await nonAdminStatuses(callers, (c) => list("", c))).toEqual([401, 403, 403]);
    expect(await nonAdminStatuses(callers, (c) => audit("", c))).toEqual([401, 403, 403]);
  });

  it("searches by username, email or name, filters by role and state, and pages with a total", async () => {
    const seeker = await signUp("user");
    const name = await usernameOf(seeker.id);
    const byName = (await (await list(`?search=${name}`)).json()) as Account[];
    expect(byName.map((a) => a.id)).toEqual([seeker.id]);
    expect(byName[0]).toMatchObject({ email: seeker.email, role: "user", blocked: false });
    expect(Number.isNaN(Date.parse(byName[0].createdAt))).toBe(false);
    expect(byName[0]).not.toHaveProperty("password");
    const byEmail = (await (await list(`?search=${encodeURIComponent(seeker.email.toUpperCase())}`)).json()) as Account[];
    expect(byEmail.map((a) => a.id)).toEqual([seeker.id]);

    const admins = (await (await list("?role=admin")).json()) as Account[];
    expect(admins.every((a) => a.role === "admin")).toBe(true);
    expect(admins.map((a) => a.id)).toContain(adminId);

    const page = await list("?limit=2");
    const total = Number(page.headers.get("X-Total-Count"));
    expect(total).toBeGreaterThanOrEqual(4);
    expect(((await page.json()) as Account[]).length).toBe(2);
    // A literal % matches a percent sign, not everything.
    expect(Number((await list("?search=%25")).headers.get("X-Total-Count"))).toBe(0);
    for (const q of ["?role=owner", "?state=gone", "?limit=0"]) expect((await list(q)).status, q).toBe(400);
  });
});

describe("PATCH /api/admin/users/{id}", () => {
  it("blocking ends the account's sessions and refuses sign-in; unblocking lets it back in", async () => {
    const spammer = await signUp("employer");
    const name = await usernameOf(spammer.id);
    expect((await call(me, "/api/user", { cookie: spammer.cookie })).status).toBe(200);

    const blocked = await change(spammer.id, { blocked: true, reason: "Posting spam" });
    expect(blocked.status).toBe(200);
    expect(await blocked.json()).toMatchObject({ id: spammer.id, blocked: true, blockReason: "Posting spam" });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, spammer.id))).toEqual([]);
    expect((await call(me, "/api/user", { cookie: spammer.cookie })).status).toBe(401);

    const refused = await call(login, "/api/login", { body: { username: name, password: "s3cret-pass" } });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(
      "This account has been blocked. Please contact support if you believe this is a mistake.",
    );
    expect(((await (await list("?state=blocked")).json()) as Account[]).map((a) => a.id)).toContain(spammer.id);

    expect((await change(spammer.id, { blocked: false })).status).toBe(200);
    const back = await call(login, "/api/login", { body: { username: name, password: "s3cret-pass" } });
    expect(back.status).toBe(200);
    expect((await call(me, "/api/user", { cookie: cookieFrom(back) })).status).toBe(200);
  });

  it("changes a role, which takes effect on the next request", async () => {
    const helper = await signUp("user");
    expect((await call(adminJobs, "/api/admin/jobs?limit=1", { cookie: helper.cookie })).status).toBe(403);
    const res = await change(helper.id, { role: "admin" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ role: "admin" });
    expect((await call(adminJobs, "/api/admin/jobs?limit=1", { cookie: helper.cookie })).status).toBe(200);
    await change(helper.id, { role: "employer" });
    expect((await call(adminJobs, "/api/admin/jobs?limit=1", { cookie: helper.cookie })).status).toBe(403);
  });

  it("records who did what to whom and when, newest first", async () => {
    const target = await signUp("user");
    const name = await usernameOf(target.id);
    const before = Date.now();
    await change(target.id, { blocked: true, reason: "Fake listings", role: "employer" });
    await change(target.id, { blocked: false });
    // A change to what is already so is not a change: nothing is recorded.
    await change(target.id, { blocked: false, role: "employer" });
    const entries = ((await (await audit("?limit=50")).json()) as Entry[]).filter((e) => e.targetName === name);
    const adminName = await usernameOf(adminId);
    expect(entries.map((e) => e.action).sort()).toEqual(["block", "role", "unblock"]);
    expect(entries[0]).toMatchObject({ action: "unblock", actorName: adminName });
    expect(entries.find((e) => e.action === "block")!.details).toEqual({ reason: "Fake listings" });
    expect(entries.find((e) => e.action === "role")!.details).toEqual({ from: "user", to: "employer" });
    for (const e of entries) expect(Date.parse(e.createdAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it("refuses self-changes, non-admins, unknown accounts and bad input without recording anything", async () => {
    const target = await signUp("user");
    const countBefore = Number((await audit()).headers.get("X-Total-Count"));
    expect(await nonAdminStatuses(callers, (c) => change(target.id, { blocked: true }, c))).toEqual([401, 403, 403]);
    const self = await change(adminId, { role: "user" });
    expect(self.status).toBe(400);
    expect(((await self.json()) as { message: string }).message).toBe("You cannot block yourself or change your own role");
    expect((await change(adminId, { blocked: true })).status).toBe(400);
    expect((await change("00000000-0000-4000-8000-000000000000", { blocked: true })).status).toBe(404);
    expect((await change("not-a-uuid", { blocked: true })).status).toBe(404);
    for (const body of [{}, { role: "owner" }, { blocked: "yes" }, { email: "x@y.z" }, { blocked: true, reason: "x".repeat(501) }]) {
      const res = await change(target.id, body);
      expect(res.status, JSON.stringify(body).slice(0, 30)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBeTruthy();
    }
    expect(Number((await audit()).headers.get("X-Total-Count"))).toBe(countBefore);
    const [stored] = await t.db.select({ role: users.role, banned: users.banned }).from(users).where(eq(users.id, target.id));
    expect(stored).toEqual({ role: "user", banned: false });
  });
});
