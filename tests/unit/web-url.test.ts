import { describe, expect, it } from "vitest";
import { jobDraftObject } from "@/lib/schemas/job-draft";
import { companySchema } from "@/lib/schemas/company";
import { imageSource, imageUrl } from "@/lib/web-url";

const upload = "/objects/0b7e8c1a-2f4d-4c6e-9a1b-3d5f7e9a1b2c.webp";

describe("imageUrl: the one rule for images every visitor loads", () => {
  it("accepts our own copies only", () => {
    expect(imageUrl(upload)).toBe(upload);
  });

  it.each([
    "https://blob.example/uploads/logo.webp", // an outside host is re-hosted first, never shown (decision 054)
    "https://exa mple.com/logo.png", // passed the old prefix check, then made new URL throw on the job page
    "http://plain.example/logo.png",
    "/api/logout", // an <img> would call it with the visitor's cookies
    "/objects/../api/logout",
    "//evil.example/x.png",
    "javascript:alert(1)",
    "data:image/png;base64,AAAA",
    "",
  ])("refuses %s", (value) => {
    expect(imageUrl(value)).toBeNull();
  });

  it("takes outside http(s) addresses as input to re-host, and nothing else", () => {
    expect(imageSource("https://logos.example/a.png")).toBe("https://logos.example/a.png");
    expect(imageSource("http://logos.example/a.png")).toBe("http://logos.example/a.png");
    expect(imageSource(upload)).toBe(upload);
    for (const bad of ["/api/logout", "//evil.example/x.png", "javascript:alert(1)", "data:image/png;base64,AAAA", ""])
      expect(imageSource(bad)).toBeNull();
  });

  it("is what the job and company schemas apply to logos and card images", () => {
    const job = jobDraftObject.shape;
    for (const schema of [job.companyLogoUrl, job.swipeCardImageUrl, companySchema.shape.companyLogoUrl]) {
      expect(schema.safeParse("https://exa mple.com/logo.png").success).toBe(false);
      expect(schema.safeParse("/api/logout").success).toBe(false);
      expect(schema.safeParse(upload).data).toBe(upload);
      expect(schema.safeParse("https://logos.example/a.png").data).toBe("https://logos.example/a.png");
      expect(schema.safeParse("").data).toBeNull();
    }
  });
});
