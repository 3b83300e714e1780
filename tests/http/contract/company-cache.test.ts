// A company website is no lever on the page cache (attack pass finding 5): a signed-in account that is not
// an employer toggling its website leaves the kept home page a cache HIT, and rapid saves are refused.
import { describe, expect, it } from "vitest";
import { expectMessage, http } from "../support/client";
import { ownAccount } from "../support/own-accounts";

/** The home page's cache state once it is kept: a MISS (or STALE) renders it, the next view is a HIT. */
async function homeCache(): Promise<string | null> {
  const answer = await http("/");
  expect(answer.status).toBe(200);
  return answer.headers.get("x-nextjs-cache");
}

async function untilHit(): Promise<void> {
  for (let i = 0; i < 20; i++) {
    if ((await homeCache()) === "HIT") return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("the home page never became a cache HIT");
}

describe("PUT /api/auth/company", () => {
  it("a job seeker toggling a website leaves GET / a cache HIT, and the 21st save in an hour answers 429", async () => {
    const seeker = await ownAccount("company-cache", "user");
    await untilHit();
    for (let i = 0; i < 20; i++) {
      const saved = await http("/api/auth/company", {
        method: "PUT",
        body: { companyName: "Toggle Rigs", companyWebsite: i % 2 ? "https://toggle-rigs.com" : "https://other-rigs.com" },
        cookie: seeker.cookie,
      });
      expect(saved.status, saved.text).toBe(200);
      if (i % 5 === 4) expect(await homeCache()).toBe("HIT");
    }
    expect(await homeCache()).toBe("HIT");
    expectMessage(
      await http("/api/auth/company", {
        method: "PUT",
        body: { companyName: "Toggle Rigs", companyWebsite: "https://toggle-rigs.com" },
        cookie: seeker.cookie,
      }),
      429,
      "Too many requests. Please try again later.",
    );
  });
});
