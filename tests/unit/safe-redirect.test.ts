import { describe, expect, it } from "vitest";
import { safeRedirectPath, signInHref } from "@/lib/safe-redirect";

describe("safeRedirectPath: where a next parameter may send someone", () => {
  it.each([
    ["/account", "/account"],
    ["/shortlist?tab=discarded#x", "/shortlist?tab=discarded#x"],
    ["/job/4f1c?utm_source=a%20b", "/job/4f1c?utm_source=a%20b"],
  ])("keeps the path on this site %j", (next, expected) => {
    expect(safeRedirectPath(next)).toBe(expected);
  });

  it.each([
    // The three forms that reached evil.example through new URL(next, origin).pathname.
    "/.//evil.example/phish",
    "/..//evil.example/phish",
    "/%2e//evil.example/phish",
    "/%2E%2E//evil.example",
    "/a/../..//evil.example",
    "//evil.example",
    "https://evil.example/",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/%2f/evil.example",
    "/%5c/evil.example",
    "javascript:alert(1)",
    "account",
    "",
    null,
    undefined,
  ])("refuses %j and falls back home", (next) => {
    expect(safeRedirectPath(next)).toBe("/");
  });

  it("falls back to what the caller names", () => {
    expect(safeRedirectPath("//evil.example", "/post-job")).toBe("/post-job");
  });

  it("builds the sign-in link with a path it would accept back", () => {
    expect(signInHref("/crm")).toBe("/auth?next=%2Fcrm");
    expect(signInHref("/checkout", "/login")).toBe("/login?next=%2Fcheckout");
    expect(signInHref("/.//evil.example")).toBe("/auth?next=%2F");
  });
});
