import { describe, expect, it } from "vitest";
import { jobPostingJsonLd, scriptJson, type PostingJob } from "@/lib/job-posting";

const base: PostingJob = {
  id: "11111111-2222-4333-8444-555555555555",
  title: "Blast Engineer",
  company: "Pilbara Ironstone",
  companyWebsite: "https://pilbara.example",
  companyWebsiteVerified: true,
  companyLogoUrl: "/objects/0b7e8c1a-2f4d-4c6e-9a1b-3d5f7e9a1b2c.webp",
  location: "Newman, Pilbara, Western Australia, Australia (iron ore mine)",
  contractType: "contract",
  hoursPerWeek: 84,
  salaryMin: 130_000,
  salaryMax: 160_000,
  description: "Plan blasts.\n\nLead the crew <safely>.",
  requirements: "Shotfirer ticket\nFIFO experience",
  benefits: "8/6 roster",
  howToApply: "Apply online.",
  applicationStartDate: new Date("2026-11-01T00:00:00Z"),
  applicationClosingDate: new Date("2026-12-15T00:00:00Z"),
  expiresAt: new Date("2027-01-30T00:00:00Z"),
  createdAt: new Date("2026-11-01T00:00:00Z"),
};
const absolute = (p: string) => new URL(p, "https://outpost.example").toString();

describe("JobPosting structured data", () => {
  it.each(["https://exa mple.com/logo.png", "/api/logout", "http://plain.example/logo.png", "javascript:alert(1)"])(
    "leaves out a stored logo that is not an image address (%s) instead of throwing",
    (companyLogoUrl) => {
      const data = jobPostingJsonLd({ ...base, companyLogoUrl }, "https://outpost.example/job/1", absolute);
      expect(data.hiringOrganization).not.toHaveProperty("logo");
    },
  );

  it("has what Google for Jobs asks for", () => {
    const data = jobPostingJsonLd(base, "https://outpost.example/job/1", absolute);
    expect(data).toMatchObject({
      "@type": "JobPosting",
      title: "Blast Engineer",
      datePosted: "2026-11-01T00:00:00.000Z",
      validThrough: "2026-12-15T00:00:00.000Z",
      employmentType: "CONTRACTOR",
      directApply: false,
      hiringOrganization: {
        name: "Pilbara Ironstone",
        sameAs: "https://pilbara.example",
        logo: "https://outpost.example/objects/0b7e8c1a-2f4d-4c6e-9a1b-3d5f7e9a1b2c.webp",
      },
      jobLocation: { address: { addressLocality: "Newman", addressRegion: "Western Australia", addressCountry: "Australia" } },
      baseSalary: { currency: "GBP", value: { minValue: 130_000, maxValue: 160_000, unitText: "YEAR" } },
      identifier: { value: base.id },
    });
    expect(data.description).toContain("<p>Lead the crew &lt;safely&gt;.</p>");
    expect(data.description).toContain("<li>Shotfirer ticket</li>");
  });

  it("names the website as the company's (sameAs) only when it is on the verified employer's domain", () => {
    const unverified = jobPostingJsonLd({ ...base, companyWebsiteVerified: false }, "u", absolute);
    expect(unverified.hiringOrganization).not.toHaveProperty("sameAs");
    expect(unverified.hiringOrganization).toHaveProperty("name", "Pilbara Ironstone");
    expect(jobPostingJsonLd({ ...base, companyWebsiteVerified: undefined }, "u", absolute).hiringOrganization).not.toHaveProperty("sameAs");
  });

  it("marks fully remote work as TELECOMMUTE and fills the defaults", () => {
    const data = jobPostingJsonLd(
      {
        ...base,
        location: "Remote (worldwide)",
        workArrangement: "fully-remote",
        contractType: null,
        salaryMin: null,
        salaryMax: null,
        hoursPerWeek: null,
      },
      "u",
      absolute,
    );
    expect(data).toMatchObject({
      jobLocationType: "TELECOMMUTE",
      employmentType: "FULL_TIME",
      workHours: "40 hours per week",
      baseSalary: { value: { minValue: 50_000, maxValue: 200_000 } },
    });
    expect(data).not.toHaveProperty("jobLocation");
    // A location naming no country: applicants in the United Kingdom (decision 109).
    expect(data).toHaveProperty("applicantLocationRequirements", [{ "@type": "Country", name: "United Kingdom" }]);
  });

  it("names the countries a fully remote job's location names", () => {
    const data = jobPostingJsonLd({ ...base, location: "Home-based: UK or Norway", workArrangement: "fully-remote" }, "u", absolute);
    expect(data).toHaveProperty("applicantLocationRequirements", [
      { "@type": "Country", name: "United Kingdom" },
      { "@type": "Country", name: "Norway" },
    ]);
  });

  it("gives a remote site a place, not TELECOMMUTE", () => {
    const data = jobPostingJsonLd(
      { ...base, location: "Remote Mining camp, Pilbara, Australia", workArrangement: "remote-site" },
      "u",
      absolute,
    );
    expect(data).not.toHaveProperty("jobLocationType");
    expect(data).not.toHaveProperty("applicantLocationRequirements");
    expect(data).toHaveProperty("jobLocation.address.addressCountry", "Australia");
  });

  it("reads the address's country and state from the job's place", () => {
    const data = jobPostingJsonLd(
      { ...base, location: "Denver, CO", country: "US", subdivision: "US-CO", placeKind: "land" },
      "u",
      absolute,
    );
    expect(data).toHaveProperty("jobLocation.address", {
      "@type": "PostalAddress",
      addressLocality: "Denver",
      addressRegion: "Colorado",
      addressCountry: "US",
    });
    // Offshore, the country is the nearest coastal state.
    const offshore = jobPostingJsonLd(
      { ...base, location: "North Sea platform", country: "GB", subdivision: null, placeKind: "offshore" },
      "u",
      absolute,
    );
    expect(offshore).toHaveProperty("jobLocation.address.addressCountry", "GB");
    expect(offshore).not.toHaveProperty("jobLocation.address.addressRegion");
  });

  it("gives a job in several countries a place in each", () => {
    const data = jobPostingJsonLd({ ...base, location: "Norway or UK", country: null, placeKind: "multiple" }, "u", absolute);
    expect(data).toHaveProperty("jobLocation", [
      { "@type": "Place", address: { "@type": "PostalAddress", addressCountry: "NO" } },
      { "@type": "Place", address: { "@type": "PostalAddress", addressCountry: "GB" } },
    ]);
  });

  it("limits a fully remote job's applicants to its country", () => {
    const data = jobPostingJsonLd({ ...base, location: "Home-based", country: "NO", workArrangement: "fully-remote" }, "u", absolute);
    expect(data).toHaveProperty("applicantLocationRequirements", [{ "@type": "Country", name: "Norway" }]);
  });

  it("cannot close its script element", () => {
    expect(scriptJson({ t: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });

  it("publishes pay in its unit: a day rate as DAY, a yearly salary and the stand-in defaults as YEAR", () => {
    const salary = (job: PostingJob) => jobPostingJsonLd(job, "https://outpost.example/job/1", absolute).baseSalary.value;
    expect(salary({ ...base, salaryMin: 650, salaryMax: 700, salaryUnit: "day" })).toMatchObject({
      minValue: 650,
      maxValue: 700,
      unitText: "DAY",
    });
    expect(salary({ ...base, salaryUnit: "year" })).toMatchObject({ minValue: 130_000, unitText: "YEAR" });
    expect(salary(base).unitText).toBe("YEAR");
    expect(salary({ ...base, salaryMin: null, salaryMax: null, salaryUnit: "day" })).toMatchObject({ minValue: 50_000, unitText: "YEAR" });
  });
});
