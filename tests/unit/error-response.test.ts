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

  it.each(["22009", "22012", "22023", "2201B"])("answers every data exception (%s, class 22) with 400", async (code) => {
    const res = errorResponse(new Error("Failed query", { cause: Object.assign(new Error("bad value"), { code }) }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Invalid input" });
  });

  it("recognises our typed error from another bundle's copy of the class by its name", async () => {
    // What the instrumentation bundle's HttpError looks like to a route bundle: same shape, other class.
    const foreign = Object.assign(new Error("Username is already taken"), { name: "HttpError", status: 409 });
    const res = errorResponse(foreign);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: "Username is already taken" });
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
