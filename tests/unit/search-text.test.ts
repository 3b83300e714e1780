import { describe, expect, it } from "vitest";
import { toPrefixTsQuery } from "@/lib/search-text";

describe("toPrefixTsQuery", () => {
  it("keeps only words and prefixes the last", () => {
    expect(toPrefixTsQuery("Rope access tech")).toBe("rope & access & tech:*");
    expect(toPrefixTsQuery("  diver ")).toBe("diver:*");
    expect(toPrefixTsQuery("oil & gas | !rig:*")).toBe("oil & gas & rig:*");
    expect(toPrefixTsQuery("Bodø Æsir")).toBe("bodø & æsir:*");
  });

  it("returns null when nothing searchable is left", () => {
    expect(toPrefixTsQuery("")).toBeNull();
    expect(toPrefixTsQuery("&|!():*'")).toBeNull();
  });

  it("bounds the number and length of words", () => {
    const query = toPrefixTsQuery(`${"a".repeat(100)} ${"b ".repeat(20)}`)!;
    expect(query.split(" & ")).toHaveLength(8);
    expect(query.startsWith(`${"a".repeat(40)} `)).toBe(true);
  });
});
