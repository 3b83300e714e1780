import { describe, expect, it } from "vitest";
import { CARD_EXCERPT_CHARS, excerpt } from "@/lib/excerpt";

describe("excerpt", () => {
  it("keeps a short text whole", () => {
    expect(excerpt("Rotational work offshore.")).toBe("Rotational work offshore.");
  });

  it("cuts a long text at a word, within the limit, and marks the cut", () => {
    const text = "Coordinate cargo, fuel and aircraft turnarounds ".repeat(20);
    const cut = excerpt(text);
    expect(cut.length).toBeLessThanOrEqual(CARD_EXCERPT_CHARS + 1);
    expect(cut.endsWith("…")).toBe(true);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(text[cut.length - 1]).toBe(" ");
  });

  it("cuts a text without spaces at the limit", () => {
    expect(excerpt("x".repeat(50), 10)).toBe(`${"x".repeat(10)}…`);
  });
});
