import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, safeErrorText } from "@/server/db/safe-error";

const pgError = (code: string, message = "boom") => Object.assign(new Error(message), { code });

describe("database errors in logs and answers", () => {
  it("logs a failed query's SQL and its cause but never its parameters", () => {
    const error = new DrizzleQueryError(
      'select * from "session" where "token" = $1',
      ["session-token-xyz"],
      pgError("57P01", "terminating connection"),
    );
    const text = safeErrorText(error);
    expect(text).toContain('where "token" = $1');
    expect(text).toContain("[57P01]: terminating connection");
    expect(text).not.toContain("session-token-xyz");
    expect(text).not.toContain("params:");
  });

  it("tells an unavailable database from a bad query", () => {
    for (const cause of [
      pgError("08006"),
      pgError("53300"),
      pgError("57P03"),
      pgError("57014"),
      pgError("55P03"),
      pgError("ECONNREFUSED"),
      new Error("timeout exceeded when trying to connect"),
      new Error("Query read timeout"),
    ]) {
      expect(isDatabaseUnavailable(new DrizzleQueryError("select 1", [], cause))).toBe(true);
    }
    expect(isDatabaseUnavailable(new AggregateError([pgError("ECONNREFUSED")]))).toBe(true);
    for (const cause of [pgError("23505"), pgError("22P02"), pgError("42P01"), new Error("nope")]) {
      expect(isDatabaseUnavailable(new DrizzleQueryError("select 1", [], cause))).toBe(false);
    }
  });
});
