// Saving a search an owner already saved finds that one: 200 with it, never a second copy, whether saved
// again later, with its words in another case, or twice at the same moment; signed out, one row per address.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { GET as listRoute, POST as saveRoute } from "@/app/api/saved-searches/route";
import { PATCH as patchRoute } from "@/app/api/saved-searches/[id]/route";
import { savedSearches } from "@/server/db/schema";
import { withTestDatabase } from "../support/test-db";
import { call } from "../support/http";
import { signUp } from "../support/accounts";
import { uniqueEmail } from "../support/alerts";

const t = withTestDatabase();

type Saved = { id: string; frequency: string; filters: Record<string, unknown> };
const save = (cookie: string | undefined, body: Record<string, unknown>) => call(saveRoute, "/api/saved-searches", { cookie, body });
const listOf = async (cookie: string) =>
  ((await (await call(listRoute, "/api/saved-searches", { cookie })).json()) as { savedSearches: Saved[] }).savedSearches;

describe("saving the same search again", () => {
  it("answers the search already saved, 200, at the frequency asked this time", async () => {
    const worker = await signUp("user");
    const first = await save(worker.cookie, { filters: { search: "rope access", location: "offshore" }, frequency: "daily" });
    expect(first.status).toBe(201);
    const saved = (await first.json()) as Saved;

    // The same filters in another order and case.
    const again = await save(worker.cookie, { filters: { location: "offshore", search: "Rope Access" }, frequency: "daily" });
    expect(again.status).toBe(200);
    expect(((await again.json()) as Saved).id).toBe(saved.id);
    const instant = await save(worker.cookie, { filters: { search: "rope access", location: "offshore" }, frequency: "instant" });
    expect(instant.status).toBe(200);
    expect((await instant.json()) as Saved).toMatchObject({ id: saved.id, frequency: "instant" });
    expect(await listOf(worker.cookie)).toEqual([expect.objectContaining({ id: saved.id, frequency: "instant" })]);

    // Other filters are another search; another account's same filters are its own.
    expect((await save(worker.cookie, { filters: { search: "rope access" }, frequency: "daily" })).status).toBe(201);
    const other = await signUp("user");
    expect((await save(other.cookie, { filters: { search: "rope access", location: "offshore" }, frequency: "daily" })).status).toBe(201);
    expect(await listOf(worker.cookie)).toHaveLength(2);
  });

  it("keeps one search when the same one is saved twice at the same moment", async () => {
    const worker = await signUp("user");
    const body = { filters: { search: "saturation diver", salaryMin: "200000" }, frequency: "weekly" };
    const answers = await Promise.all([save(worker.cookie, body), save(worker.cookie, body), save(worker.cookie, body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    const ids = new Set(await Promise.all(answers.map(async (a) => ((await a.json()) as Saved).id)));
    expect(ids.size).toBe(1);
    expect(await listOf(worker.cookie)).toHaveLength(1);
  });

  it("refuses to change a search into a copy of another of the owner's with 409", async () => {
    const worker = await signUp("user");
    const a = (await (await save(worker.cookie, { filters: { search: "welder" }, frequency: "daily" })).json()) as Saved;
    const b = (await (await save(worker.cookie, { filters: { search: "driller" }, frequency: "daily" })).json()) as Saved;
    const res = await call(patchRoute, `/api/saved-searches/${b.id}`, {
      method: "PATCH",
      params: { id: b.id },
      cookie: worker.cookie,
      body: { filters: { search: "Welder" } },
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ message: "You already have a saved search with these filters" });
    expect((await listOf(worker.cookie)).map((s) => s.id).sort()).toEqual([a.id, b.id].sort());
  });

  it("signed out, keeps one search per address for the same filters", async () => {
    const email = uniqueEmail("twice");
    for (let i = 0; i < 3; i++)
      expect((await save(undefined, { email, filters: { search: "medic" }, frequency: "daily" })).status, `save ${i + 1}`).toBe(200);
    expect(await t.db.select().from(savedSearches).where(eq(savedSearches.email, email))).toHaveLength(1);
  });
});
