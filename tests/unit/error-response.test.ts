import { describe, expect, it, vi } from "vitest";
import { errorResponse, readJson } from "@/server/http/route";
import { z } from "zod";
import { conflict, ERROR_CODES, HttpError, notConfigured, unauthorized } from "@/server/http/errors";

const uniqueViolation = (constraint: string, asField = true) =>
  Object.assign(
    new Error(`duplicate key value violates unique constraint "${constraint}"`),
    { code: "23505" },
    asField ? { constraint } : {},
  );

describe("errorResponse", () => {
  it("answers typed errors with their status, message and the status's code", async () => {
    const res = errorResponse(conflict("Username is already taken"));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: "Username is already taken", code: "conflict" });
  });

  it("names the field of a field error beside the status's code, so clients branch on the code alone", async () => {
    const res = errorResponse(new HttpError(400, "Could not fetch the logo", "companyLogoUrl"));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Could not fetch the logo", code: "validation_failed", field: "companyLogoUrl" });
  });

  it("maps Postgres client errors, wrapped or not, to 4xx", async () => {
    const wrapped = new Error("Failed query: insert into ...", { cause: { code: "22P02" } });
    expect(errorResponse(wrapped).status).toBe(400);
    const missing = new Error("Failed query", { cause: Object.assign(new Error("violates foreign key"), { code: "23503" }) });
    expect(await errorResponse(missing).json()).toEqual({ message: "A referenced record does not exist", code: "not_found" });
  });

  it.each([
    ["users_username_unique", "Username is already taken", "already_exists"],
    ["users_email_unique", "An account with this email already exists", "already_exists"],
    // A race the client wins by trying again, not a name to change.
    ["employers_name_key", "The same company was added by another request at the same moment. Please try again.", "conflict"],
  ])(
    "names what was taken for a unique violation a person can cause (%s), from the driver's field or its message",
    async (constraint, message, code) => {
      for (const error of [uniqueViolation(constraint), new Error("Failed query", { cause: uniqueViolation(constraint, false) })]) {
        const res = errorResponse(error);
        expect(res.status).toBe(409);
        expect(await res.json()).toEqual({ message, code });
      }
    },
  );

  it("answers any other unique violation as our bug: 500, logged, never 'already exists'", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const res = errorResponse(uniqueViolation("jobs_payment_intent_id_unique"));
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: "Something went wrong. Please try again.", code: "internal" });
    expect(spy).toHaveBeenCalledOnce();
    spy.mockRestore();
  });

  it.each(["22009", "22012", "22023", "2201B"])("answers every data exception (%s, class 22) with 400", async (code) => {
    const res = errorResponse(new Error("Failed query", { cause: Object.assign(new Error("bad value"), { code }) }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Invalid input", code: "validation_failed" });
  });

  it("recognises our typed error from another bundle's copy of the class by its name", async () => {
    // What the instrumentation bundle's HttpError looks like to a route bundle: same shape, other class.
    const foreign = Object.assign(new Error("Username is already taken"), { name: "HttpError", status: 409, code: "already_exists" });
    const res = errorResponse(foreign);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: "Username is already taken", code: "already_exists" });
  });

  it("never shows SQL or a stack in a 500", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const res = errorResponse(new Error('Failed query: select "password" from "accounts"'));
    expect(res.status).toBe(500);
    const body = await res.text();
    expect(body).not.toMatch(/select|accounts|at /);
    expect(JSON.parse(body)).toEqual({ message: "Something went wrong. Please try again.", code: "internal" });
    spy.mockRestore();
  });

  it("answers the finer code a thrower names, and the status's own code otherwise", async () => {
    expect(await errorResponse(conflict("Username is already taken", "already_exists")).json()).toMatchObject({ code: "already_exists" });
    expect(await errorResponse(unauthorized()).json()).toMatchObject({ code: "unauthenticated" });
    const unset = errorResponse(notConfigured("Payments are not set up"));
    expect([unset.status, (await unset.json()).code]).toEqual([503, "not_configured"]);
  });

  it("tells JSON that does not parse from JSON that breaks a rule", async () => {
    const schema = z.object({ name: z.string() });
    const post = (text: string) => readJson(new Request("http://localhost/x", { method: "POST", body: text }), schema).catch((e) => e);
    expect(await errorResponse(await post("{")).json()).toEqual({ message: "Malformed JSON body", code: "malformed_json" });
    expect(await errorResponse(await post("{}")).json()).toMatchObject({ code: "validation_failed" });
  });

  it("keeps the code table small, each code with one status", () => {
    expect(Object.keys(ERROR_CODES).length).toBeLessThanOrEqual(19);
    expect(Object.values(ERROR_CODES).every((status) => status >= 400 && status < 600)).toBe(true);
  });
});
