// The engines' own unique violations, as the route wrapper answers them: the constraint is read from
// what PGlite and node-postgres really throw, not from a hand-made error.
import { describe, expect, it, vi } from "vitest";
import { employers } from "@/server/db/schema";
import { errorResponse } from "@/server/http/route";
import { withTestDatabase } from "../support/test-db";
import { insertJob } from "../support/factories";

const t = withTestDatabase();

async function thrown(write: () => Promise<unknown>): Promise<unknown> {
  try {
    await write();
  } catch (error) {
    return error;
  }
  throw new Error("the write did not fail");
}

describe("unique violations", () => {
  it("answers a company added twice at once as a 409 that says to try again", async () => {
    await t.db.insert(employers).values({ name: "Polar Logistics" });
    const res = errorResponse(await thrown(() => t.db.insert(employers).values({ name: "polar logistics" })));
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: "conflict", message: expect.stringMatching(/try again/) });
  });

  it("answers one in a table we keep unique ourselves as a logged 500", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await insertJob(t.db, { paymentIntentId: "pi_twice" });
    const res = errorResponse(await thrown(() => insertJob(t.db, { paymentIntentId: "pi_twice" })));
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: "Something went wrong. Please try again.", code: "internal" });
    expect(spy).toHaveBeenCalledOnce();
    spy.mockRestore();
  });
});
