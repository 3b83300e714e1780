import { describe, expect, it } from "vitest";
import { withoutXmlInvalid, xmlText } from "@/lib/xml-text";

describe("text for XML documents", () => {
  it("drops what XML 1.0 cannot carry: C0 controls but tab, LF and CR; U+FFFE; U+FFFF; lone surrogates", () => {
    expect(withoutXmlInvalid("a\u0000b\u0008c\u000Bd\u000Ce\u001Ff\uFFFEg\uFFFFh")).toBe("abcdefgh");
    expect(withoutXmlInvalid("lone \uD800high and \uDC00low")).toBe("lone high and low");
    expect(withoutXmlInvalid("tab\tLF\nCR\r")).toBe("tab\tLF\nCR\r");
  });

  it("keeps every other character, pairs of surrogates (emoji) included", () => {
    expect(withoutXmlInvalid("Diver 🤿 — £90k, Zürich, 東京, \u0085\u00A0")).toBe("Diver 🤿 — £90k, Zürich, 東京, \u0085\u00A0");
  });

  it("escapes markup after dropping", () => {
    expect(xmlText(`<b a="1">&'\uFFFE</b>`)).toBe("&lt;b a=&quot;1&quot;&gt;&amp;&apos;&lt;/b&gt;");
  });
});
