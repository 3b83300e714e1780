import { describe, expect, it, vi } from "vitest";
import { errorResponse } from "@/server/http/route";
import { conflict } from "@/server/http/errors";

describe("errorResponse", () => {
  it("answers typed errors with their status and message", async () => {
    const res = errorResponse(conflict("Username is already taken"));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: "Username is already taken" });
  });

  it("maps Postgres client errors, wrapped or not, to 4xx", async () => {
    const unique = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), { code: "23505" });
    expect(errorResponse(unique).status).toBe(409);
    const wrapped = new Error("Failed query: insert into ...", { cause: { code: "22P02" } });
    expect(errorResponse(wrapped).status).toBe(400);
  });

  it("never shows SQL or a stack in a 500", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const res = errorResponse(new Error('Failed query: select "password" from "accounts"'));
    expect(res.status).toBe(500);
    const body = await res.text();
    expect(body).not.toMatch(/select|accounts|at /);
    expect(JSON.parse(body)).toEqual({ message: "Something went wrong. Please try again." });
    spy.mockRestore();
  });
});
