// The domain rule behind the Verified employer badge, and the report reasons a visitor may send.
import { describe, expect, it } from "vitest";
import { companyDomainOf, emailMatchesDomain, isPublicMailDomain } from "@/lib/employer-domain";
import { brokenLinkReportSchema } from "@/lib/schemas/reports";

describe("companyDomainOf", () => {
  it.each([
    ["https://acme-drill.com", "acme-drill.com"],
    ["https://www.acme-drill.com/careers", "acme-drill.com"],
    ["http://jobs.Acme-Drill.COM:8080/x?y", "acme-drill.com"],
    ["https://careers.pilbara.com.au", "pilbara.com.au"],
    ["https://www.northsea.co.uk", "northsea.co.uk"],
    // A user page on a shared host is its own domain, not the host's.
    ["https://acme.github.io/jobs", "acme.github.io"],
  ])("%s is on %s", (site, domain) => expect(companyDomainOf(site)).toBe(domain));

  it.each([
    null,
    "",
    "not a url",
    "ftp://example.com",
    "https://127.0.0.1/",
    "https://[::1]/",
    "https://co.uk",
    "https://localhost",
    // An address at a public mail provider proves nothing about a company.
    "https://gmail.com",
    "https://www.gmail.com",
    "https://outlook.com",
    "https://www.hotmail.co.uk",
  ])("gives no company domain for %s", (site) => expect(companyDomainOf(site)).toBeNull());
});

describe("emailMatchesDomain", () => {
  it("matches the domain and its subdomains, in any case", () => {
    expect(emailMatchesDomain("hr@example.com", "example.com")).toBe(true);
    expect(emailMatchesDomain("hr@Jobs.Example.com", "example.com")).toBe(true);
    expect(emailMatchesDomain("hr@a.b.example.com", "example.com")).toBe(true);
  });

  it("refuses look-alikes and suffix tricks", () => {
    expect(emailMatchesDomain("hr@evil-example.com", "example.com")).toBe(false);
    expect(emailMatchesDomain("hr@notexample.com", "example.com")).toBe(false);
    expect(emailMatchesDomain("hr@example.com.evil.io", "example.com")).toBe(false);
    expect(emailMatchesDomain("example.com@evil.io", "example.com")).toBe(false);
    expect(emailMatchesDomain("hr@example.co", "example.com")).toBe(false);
  });

  it("never matches without a company domain (a public mail provider's site, or none)", () => {
    expect(emailMatchesDomain("someone@gmail.com", companyDomainOf("https://gmail.com"))).toBe(false);
    expect(emailMatchesDomain("hr@example.com", null)).toBe(false);
  });
});

describe("public mail and disposable domains (attack pass finding 6)", () => {
  it.each(["https://yahoo.fr", "https://www.outlook.de", "https://mailinator.com", "https://yopmail.com", "https://gmail.com"])(
    "%s never verifies an employer",
    (site) => expect(companyDomainOf(site)).toBeNull(),
  );

  it("knows a company's own domain from a provider's", () => {
    expect(companyDomainOf("https://www.acme-drill.com/careers")).toBe("acme-drill.com");
    expect(emailMatchesDomain("hr@acme-drill.com", companyDomainOf("https://acme-drill.com"))).toBe(true);
    expect(emailMatchesDomain("acme.drill@yahoo.fr", companyDomainOf("https://yahoo.fr"))).toBe(false);
    expect(isPublicMailDomain("Outlook.DE")).toBe(true);
    expect(isPublicMailDomain("acme-drill.com")).toBe(false);
  });
});

describe("report reasons", () => {
  const jobId = "11111111-2222-4333-8444-555555555555";

  it("takes a body without a reason as a broken-link report, as the first version did", () => {
    expect(brokenLinkReportSchema.parse({ jobId })).toEqual({
      jobId,
      reason: "broken_link",
      reportReason: "Broken or non-functional link",
    });
    expect(brokenLinkReportSchema.parse({ jobId, reportReason: "404 page" })).toEqual({
      jobId,
      reason: "broken_link",
      reportReason: "404 page",
    });
  });

  it("stores the reason's label when the reporter adds no words", () => {
    expect(brokenLinkReportSchema.parse({ jobId, reason: "asks_for_money" }).reportReason).toBe("Asks for money or bank details");
    expect(brokenLinkReportSchema.parse({ jobId, reason: "misleading_pay", reportReason: "  Pay is a third of that " }).reportReason).toBe(
      "Pay is a third of that",
    );
  });

  it("asks for words with 'other', and at most 500 characters", () => {
    const noWords = brokenLinkReportSchema.safeParse({ jobId, reason: "other", reportReason: "   " });
    expect(noWords.success).toBe(false);
    expect(noWords.error?.issues[0]).toMatchObject({ message: "Tell us what is wrong with this job", path: ["reportReason"] });
    expect(brokenLinkReportSchema.parse({ jobId, reason: "other", reportReason: "Recruiter asked for a deposit" }).reason).toBe("other");
    const long = brokenLinkReportSchema.safeParse({ jobId, reason: "other", reportReason: "x".repeat(501) });
    expect(long.error?.issues[0].message).toBe("Tell us in at most 500 characters");
  });

  it("refuses an unknown reason", () => {
    expect(brokenLinkReportSchema.safeParse({ jobId, reason: "spam" }).error?.issues[0].message).toMatch(
      /^Reason must be one of: broken_link/,
    );
  });
});
