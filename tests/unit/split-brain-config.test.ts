import { describe, expect, it } from "vitest";
import { readConfig } from "@/server/config";

const SECRET = "a-secret-of-at-least-sixteen";

describe("settings that would split instances apart", () => {
  it("refuses production with DATABASE_URL but no AUTH_SECRET or BASE_URL, naming what is missing", () => {
    expect(() =>
      readConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://db/outpost", BASE_URL: "https://outpost.example" }),
    ).toThrow(/AUTH_SECRET must be set in production with DATABASE_URL/);
    expect(() => readConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://db/outpost", AUTH_SECRET: SECRET })).toThrow(
      /BASE_URL must be set/,
    );
    expect(() => readConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://db/outpost" })).toThrow(/AUTH_SECRET and BASE_URL/);
  });

  it("refuses the same on Vercel, database or not", () => {
    expect(() => readConfig({ NODE_ENV: "production", VERCEL: "1", AUTH_SECRET: SECRET })).toThrow(
      /BASE_URL must be set in production with VERCEL/,
    );
  });

  it("leaves the embedded single-process default and development alone", () => {
    expect(readConfig({ NODE_ENV: "production" }).authSecret).toBeUndefined();
    expect(readConfig({ NODE_ENV: "development", DATABASE_URL: "postgres://db/outpost" }).databaseUrl).toBe("postgres://db/outpost");
    const ok = readConfig({
      NODE_ENV: "production",
      DATABASE_URL: "postgres://db/outpost",
      AUTH_SECRET: SECRET,
      BASE_URL: "https://outpost.example",
    });
    expect(ok.baseUrl).toBe("https://outpost.example");
  });
});
