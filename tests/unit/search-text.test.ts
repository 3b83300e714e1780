import { describe, expect, it } from "vitest";
import { MAX_SEARCH_LENGTH, shortenSearch, toPrefixTsQuery } from "@/lib/search-text";

describe("toPrefixTsQuery", () => {
  it("keeps only words and prefixes the last", () => {
    expect(toPrefixTsQuery("Rope access tech")).toBe("rope & access & tech:*");
    expect(toPrefixTsQuery("  chef ")).toBe("chef:*");
    expect(toPrefixTsQuery("oil & gas | !pipe:*")).toBe("oil & gas & pipe:*");
    expect(toPrefixTsQuery("Bodø Æsir")).toBe("bodø & æsir:*");
  });

  it("lets a trade word match its other forms, the typed one still a prefix when last", () => {
    expect(toPrefixTsQuery("  diver ")).toBe("(diver:* | dive | diving)");
    expect(toPrefixTsQuery("Diving bell")).toBe("(diving | dive | diver) & bell:*");
    expect(toPrefixTsQuery("divers")).toBe("(divers:* | dive | diver | diving)");
  });

  it("cuts a search to the longest the board takes, never halving a character", () => {
    expect(MAX_SEARCH_LENGTH).toBe(200);
    expect(shortenSearch("a".repeat(3000))).toBe("a".repeat(200));
    expect(shortenSearch(`${"a".repeat(199)}🛢️`)).toBe("a".repeat(199));
    expect(shortenSearch("rope access")).toBe("rope access");
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
