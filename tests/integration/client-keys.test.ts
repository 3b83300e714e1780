// Limits that hold on IPv6: every per-client count keys on the /64, and guesses at one username are
// capped however many addresses make them.
import { describe, expect, it } from "vitest";
import { POST as register } from "@/app/api/register/route";
import { POST as login } from "@/app/api/login/route";
import { POST as trackClick } from "@/app/api/jobs/[id]/track-click/route";
import { GET as clicks } from "@/app/api/jobs/[id]/clicks/route";
import { config } from "@/server/config";
import { LOGIN_ATTEMPTS_PER_USERNAME_PER_HOUR, USERNAME_UNDER_ATTACK } from "@/server/accounts/sessions";
import { withTestDatabase } from "../support/test-db";
import { call, cookieFrom } from "../support/http";
import { insertJob } from "../support/factories";

const t = withTestDatabase();
let n = 0;
const account = () => ({ username: `keyed${++n}`, email: `keyed${n}@example.com`, password: "right-pass-long" });
const from = (ip: string) => ({ "x-forwarded-for": ip });

describe("client keys", () => {
  it("counts apply clicks from one IPv6 /64 once, however many of its addresses click", async () => {
    const job = await insertJob(t.db);
    for (let i = 1; i <= 20; i++) {
      const answer = await call(trackClick, "/x", { body: {}, params: { id: job.id }, headers: from(`2001:db8:77:1::${i.toString(16)}`) });
      expect(answer.status).toBe(201);
    }
    await call(trackClick, "/x", { body: {}, params: { id: job.id }, headers: from("2001:db8:77:2::1") });
    const count = await call(clicks, "/x", { params: { id: job.id } });
    expect(await count.json()).toEqual({ clickCount: 2 });
  });

  it("refuses the registration past the hourly allowance from one /64, spread over its addresses", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= config().registrationsPerHour; i++)
      statuses.push((await call(register, "/x", { body: account(), headers: from(`2001:db8:78:5:${i + 1}::${i + 7}`) })).status);
    expect(statuses.slice(0, -1).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // An IPv4 client and its IPv4-mapped spelling are one client too.
    expect((await call(register, "/x", { body: account(), headers: from("::ffff:198.51.100.200") })).status).toBe(201);
  });
});

describe("guesses at one username from many addresses", () => {
  it("are capped each hour; a browser that signed in before still gets in", { timeout: 60_000 }, async () => {
    const user = account();
    await call(register, "/x", { body: user, headers: from("198.51.100.201") });
    const known = await call(login, "/x", { body: { username: user.username, password: user.password }, headers: from("198.51.100.202") });
    expect(known.status).toBe(200);
    const deviceCookie = cookieFrom(known)
      .split("; ")
      .filter((c) => c.startsWith("outpost_login_device="))
      .join("; ");
    expect(deviceCookie).not.toBe("");

    // A botnet: one guess from each of many addresses, all at once.
    const tries = LOGIN_ATTEMPTS_PER_USERNAME_PER_HOUR + 10;
    const answers = await Promise.all(
      Array.from({ length: tries }, (_, i) =>
        call(login, "/x", { body: { username: user.username, password: `guess-${i}` }, headers: from(`10.${i >> 8}.${i & 255}.9`) }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_ATTEMPTS_PER_USERNAME_PER_HOUR);
    const refused = answers.find((a) => a.status === 429)!;
    expect((await refused.json()).message).toBe(USERNAME_UNDER_ATTACK);

    // A fresh browser on a fresh address waits the hour out (or resets the password)…
    expect(
      (await call(login, "/x", { body: { username: user.username, password: user.password }, headers: from("198.51.100.203") })).status,
    ).toBe(429);
    // …while one that has signed in before gets in.
    const owner = await call(login, "/x", {
      body: { username: user.username, password: user.password },
      headers: from("198.51.100.204"),
      cookie: deviceCookie,
    });
    expect(owner.status).toBe(200);
  });
});
