// The worker's profile: private, replaced whole, names normalised to the controlled lists (docs/decisions/110).
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { GET as getProfile, PUT as putProfile } from "@/app/api/user/profile/route";
import { DELETE as deleteAccount } from "@/app/api/user/route";
import { userProfiles } from "@/server/db/schema";
import { withTestDatabase } from "../support/test-db";
import { call } from "../support/http";
import { signUp } from "../support/accounts";

const t = withTestDatabase();
const put = (cookie: string, body: unknown) => call(putProfile, "/api/user/profile", { method: "PUT", cookie, body });
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

describe("/api/user/profile", () => {
  it("answers an empty profile before one is saved, and needs a session", async () => {
    const user = await signUp("user");
    const res = await call(getProfile, "/api/user/profile", { cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ roles: [], tickets: [], medicals: [], rotations: [], regions: [], needsSponsorship: false });
    expect((await call(getProfile, "/api/user/profile")).status).toBe(401);
    expect((await call(putProfile, "/api/user/profile", { method: "PUT", body: {} })).status).toBe(401);
  });

  it("stores known names as keys, keeps unknown ones as written, and answers what it stored", async () => {
    const user = await signUp("user");
    const saved = await put(user.cookie, {
      roles: [" Derrickman ", "Derrickman", "Roustabout"],
      tickets: [
        { name: "BOSIET", number: "OP-123", expiresOn: "2027-03-12" },
        { name: "huet/ca-ebs" },
        { name: "gwo  bst", number: "  ", expiresOn: "" },
        { name: "  Banksman   slinger ", expiresOn: "2028-02-29" },
      ],
      medicals: [{ name: "OGUK", expiresOn: "2026-12-01" }, { name: "eng 1" }, { name: "Chalmers diving medical" }],
      availableFrom: "2026-03-12",
      rotations: ["28-28", "2-2", "28-28"],
      minPay: { amount: 600, unit: "day" },
      regions: ["Remote Mining", "offshore", "Western Australia"],
      needsSponsorship: true,
    });
    expect(saved.status).toBe(200);
    const expected = {
      roles: ["Derrickman", "Roustabout"],
      tickets: [
        { name: "bosiet-foet", number: "OP-123", expiresOn: "2027-03-12" },
        { name: "huet-ca-ebs" },
        { name: "gwo-bst" },
        { name: "Banksman slinger", expiresOn: "2028-02-29" },
      ],
      medicals: [{ name: "oeuk", expiresOn: "2026-12-01" }, { name: "eng1" }, { name: "Chalmers diving medical" }],
      availableFrom: "2026-03-12",
      rotations: ["2-2", "28-28"],
      minPay: { amount: 600, unit: "day" },
      regions: ["mining", "offshore", "Western Australia"],
      needsSponsorship: true,
    };
    expect(await saved.json()).toEqual(expected);
    expect(await (await call(getProfile, "/api/user/profile", { cookie: user.cookie })).json()).toEqual(expected);

    // A PUT replaces the whole profile: what it leaves out is gone.
    const cleared = await put(user.cookie, { tickets: [{ name: "STCW" }] });
    expect(await cleared.json()).toEqual({
      roles: [],
      tickets: [{ name: "stcw" }],
      medicals: [],
      rotations: [],
      regions: [],
      needsSponsorship: false,
    });
  });

  it("is each user's own", async () => {
    const [one, two] = [await signUp("user"), await signUp("employer")];
    await put(one.cookie, { roles: ["Rigger"] });
    expect(((await (await call(getProfile, "/api/user/profile", { cookie: two.cookie })).json()) as { roles: string[] }).roles).toEqual([]);
  });

  it.each([
    [{ tickets: [{ name: "BOSIET", expiresOn: "2026-02-30" }] }, "Ticket expiry must be a real date written YYYY-MM-DD"],
    [{ tickets: [{ name: "BOSIET", expiresOn: "12/03/2027" }] }, "Ticket expiry must be a real date written YYYY-MM-DD"],
    [{ medicals: [{ name: "ENG1", expiresOn: "2027-13-01" }] }, "Medical expiry must be a real date written YYYY-MM-DD"],
    [{ availableFrom: "tomorrow" }, "Available from must be a real date written YYYY-MM-DD"],
    [{ availableFrom: "0000-01-01" }, "Available from must be between 1900 and 2199"],
    [{ tickets: [{ name: "BOSIET" }, { name: "bosiet/foet" }] }, "BOSIET/FOET is listed twice"],
    [{ tickets: [{ name: "   " }] }, "Ticket name is required"],
    [{ tickets: [{ name: "x".repeat(81) }] }, "Ticket name is at most 80 characters"],
    [{ tickets: Array.from({ length: 31 }, (_, i) => ({ name: `Ticket ${i}` })) }, "At most 30 tickets"],
    [{ rotations: ["9-9"] }, "Rotations must be among 2/2, 3/3, 4 on/4 off, 28/28, FIFO, On-site"],
    [{ minPay: { amount: 600 } }, "Minimum pay is per year or per day"],
    [{ minPay: { amount: 60.5, unit: "day" } }, "Minimum pay must be a whole number of pounds"],
    [{ needsSponsorship: "yes" }, "Needs sponsorship must be true or false"],
    [{ roles: "Rigger" }, "Roles must be a list"],
  ])("refuses %j with 400: %s", async (body, message) => {
    const user = await signUp("user");
    const res = await put(user.cookie, body);
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toBe(message);
  });

  it("goes with the account", async () => {
    const user = await signUp("user");
    await put(user.cookie, { roles: ["Rigger"] });
    expect(await t.db.select().from(userProfiles).where(eq(userProfiles.userId, user.id))).toHaveLength(1);
    const gone = await call(deleteAccount, "/api/user", {
      method: "DELETE",
      cookie: user.cookie,
      body: { currentPassword: "s3cret-pass" },
    });
    expect(gone.status).toBe(200);
    expect(await t.db.select().from(userProfiles).where(eq(userProfiles.userId, user.id))).toHaveLength(0);
  });
});
