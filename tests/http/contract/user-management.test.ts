// User management over real HTTP: blocking ends the account's sessions and refuses sign-in,
// unblocking lets it back, a role change takes effect at once, and each change is in the audit log.
import { describe, expect, it } from "vitest";
import { cookieFrom, expectMessage, http, uniqueName } from "../support/client";

async function register(role: "user" | "employer") {
  const username = uniqueName("um");
  const answer = await http("/api/register", { body: { username, email: `${username}@example.com`, password: "member-pass-9", role } });
  expect(answer.status).toBe(201);
  // Registering signs nobody in; an unverified account may sign in (it only cannot post or pay).
  const signedIn = await http("/api/login", { body: { username, password: "member-pass-9" } });
  expect(signedIn.status).toBe(200);
  return { username, id: (signedIn.json() as { id: string }).id, cookie: cookieFrom(signedIn) };
}

const change = (id: string, body: unknown, as: "admin" | "user" | "employer" = "admin") =>
  http(`/api/admin/users/${id}`, { method: "PATCH", body, as });

describe("user management", () => {
  it("blocks an account (its sessions end, sign-in is refused), then unblocks it", async () => {
    const member = await register("employer");
    expect((await http("/api/user", { cookie: member.cookie })).status).toBe(200);
    const blocked = await change(member.id, { blocked: true, reason: "Spam" });
    expect(blocked.status).toBe(200);
    expect(blocked.json()).toMatchObject({ blocked: true, blockReason: "Spam" });
    expectMessage(await http("/api/user", { cookie: member.cookie }), 401);
    expectMessage(
      await http("/api/login", { body: { username: member.username, password: "member-pass-9" } }),
      403,
      "This account has been blocked. Please contact support if you believe this is a mistake.",
    );
    expect((await change(member.id, { blocked: false })).status).toBe(200);
    expect((await http("/api/login", { body: { username: member.username, password: "member-pass-9" } })).status).toBe(200);
  });

  it("changes a role, effective on the account's next request, and logs every change", async () => {
    const member = await register("user");
    expectMessage(await http("/api/admin/users", { cookie: member.cookie }), 403);
    expect((await change(member.id, { role: "admin" })).status).toBe(200);
    expect((await http(`/api/admin/users?search=${member.username}`, { cookie: member.cookie })).status).toBe(200);
    expect((await change(member.id, { role: "user" })).status).toBe(200);
    const log = (await http("/api/admin/audit-log?limit=10", { as: "admin" })).json() as {
      action: string;
      targetName: string;
      details: Record<string, string>;
    }[];
    const mine = log.filter((e) => e.targetName === member.username);
    expect(mine.map((e) => [e.action, e.details.to])).toEqual([
      ["role", "user"],
      ["role", "admin"],
    ]);
  });

  it("answers 401/403 to others, 400 to self-changes and bad input, 404 to unknown accounts", async () => {
    const member = await register("user");
    expectMessage(await http("/api/admin/users"), 401);
    expectMessage(await change(member.id, { blocked: true }, "user"), 403);
    expectMessage(await change(member.id, { blocked: true }, "employer"), 403);
    const me = (await http("/api/user", { as: "admin" })).json() as { id: string };
    expectMessage(await change(me.id, { blocked: true }), 400, "You cannot block yourself or change your own role");
    expectMessage(await change(member.id, { role: "owner" }), 400);
    expectMessage(await change(member.id, {}), 400);
    expectMessage(await change("00000000-0000-4000-8000-000000000000", { blocked: true }), 404);
    expectMessage(await http(`/api/admin/users/${member.id}`, { method: "DELETE", as: "admin" }), 405);
  });
});
