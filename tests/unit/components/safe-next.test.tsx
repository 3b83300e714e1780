// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { safeNext } from "@/components/auth/auth-screen";

describe("where sign-in goes next", () => {
  it.each([
    ["/account", "/account"],
    ["/shortlist?tab=discarded#x", "/shortlist?tab=discarded#x"],
    [null, "/"],
    ["https://evil.example/", "/"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["/\t/evil.example", "/"],
    ["javascript:alert(1)", "/"],
  ])("%j → %j", (next, expected) => {
    expect(safeNext(next)).toBe(expected);
  });
});
