// Each ATS board's answer read into postings and mapped onto our jobs: realistic fixture JSON in the shape
// each public API gives, pay turned into pounds in its unit, the apply link kept, and what a board lacks
// (pay, a country) named as incomplete with placeholders in the required columns.
import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { greenhouse } from "@/server/job-sources/ats/greenhouse";
import { lever } from "@/server/job-sources/ats/lever";
import { workable } from "@/server/job-sources/ats/workable";
import { boardUrl } from "@/server/job-sources/ats/boards";
import { boardJob } from "@/server/job-sources/ats/job-row";
import { payInPounds } from "@/server/job-sources/ats/pay";
import { atsTokenSchema } from "@/lib/job-sources/ats-token";
import { greenhouseBoard, leverBoard, workableBoard } from "../support/ats-boards";

const NOW = new Date("2026-12-01T12:00:00Z");
const mapped = (posting: Parameters<typeof boardJob>[0]) => {
  const job = boardJob(posting, "Source Name Ltd", NOW);
  if ("refused" in job) throw new Error(job.refused.message);
  return job;
};

describe("Greenhouse", () => {
  const [posting] = greenhouse.read(
    greenhouseBoard([
      {
        id: "4012345",
        title: "Offshore Crane Operator",
        location: "Houston, TX, United States",
        pay: { min: 127_000, max: 152_400, currency: "USD" },
        description: '<p>Stage 3 crane <a href="https://x.example">ticket</a> & a <em>2/2</em> rotation.</p><ul><li>Lift plans</li></ul>',
      },
    ]),
  );

  it("reads the id, the unescaped content, the office and the pay-transparency range", () => {
    expect(posting).toMatchObject({
      id: "4012345",
      title: "Offshore Crane Operator",
      company: "North Sea Drilling",
      location: "Houston, TX, United States",
      applyUrl: "https://job-boards.greenhouse.io/northsea/jobs/4012345",
      pay: { min: 127_000, max: 152_400, currency: "USD", interval: "year" },
    });
    expect(posting!.descriptionHtml).toContain("<em>2/2</em>");
  });

  it("maps onto a job: text description, pay in pounds a year, place from the location", () => {
    const { values, incomplete } = mapped(posting!);
    expect(values).toMatchObject({
      title: "Offshore Crane Operator",
      company: "North Sea Drilling",
      salaryMin: 100_000,
      salaryMax: 120_000,
      salaryUnit: "year",
      country: "US",
      subdivision: "US-TX",
      applicationUrl: "https://job-boards.greenhouse.io/northsea/jobs/4012345",
      planType: "starter",
      isActive: true,
      rotation: "2-2",
    });
    expect(values.description).toContain("Stage 3 crane ticket & a 2/2 rotation.");
    expect(values.description).not.toMatch(/<|x\.example/);
    expect(incomplete).toEqual([]);
  });

  it("reads a board without pay as incomplete, with placeholders, switched off", () => {
    const [unpaid] = greenhouse.read(greenhouseBoard([{ id: "77", title: "Roustabout", location: "Aberdeen, United Kingdom" }]));
    const { values, incomplete } = mapped(unpaid!);
    expect(incomplete).toEqual(["salary"]);
    expect(values).toMatchObject({ salaryMin: 0, salaryMax: 0, isActive: false, incompleteFields: ["salary"], country: "GB" });
  });

  it("asks for the employer's own closing date in Colorado", () => {
    const [denver] = greenhouse.read(
      greenhouseBoard([
        { id: "9", title: "Pipeline Welder", location: "Denver, CO, United States", pay: { min: 80_000, max: 90_000, currency: "USD" } },
      ]),
    );
    expect(mapped(denver!).incomplete).toEqual(["applicationClosingDate"]);
  });

  it("refuses a board answer of another shape", () => {
    expect(() => greenhouse.read({ jobs: [{ id: 1 }] })).toThrow(ZodError);
    expect(() => greenhouse.read([])).toThrow(ZodError);
  });
});

describe("Lever", () => {
  const [posting] = lever.read(
    leverBoard([
      {
        id: "5ac21346-8e0c-4494-8e7a-3eb92ff77902",
        title: "Drill and Blast Operator",
        location: "Perth, WA",
        country: "AU",
        pay: { min: 197_000, max: 236_400, currency: "AUD" },
      },
    ]),
  );

  it("reads the id, its country, its salary range and the lists into the description", () => {
    expect(posting).toMatchObject({
      id: "5ac21346-8e0c-4494-8e7a-3eb92ff77902",
      country: "AU",
      contract: "Full-time",
      applyUrl: "https://jobs.lever.co/pilbara/5ac21346-8e0c-4494-8e7a-3eb92ff77902/apply",
      pay: { min: 197_000, max: 236_400, currency: "AUD", interval: "year" },
    });
    const { values, incomplete } = mapped(posting!);
    expect(incomplete).toEqual([]);
    expect(values).toMatchObject({ country: "AU", salaryMin: 100_000, salaryMax: 120_000, category: "mining", contractType: "full-time" });
    expect(values.description).toMatch(/What you will do[\s\S]*Charge blast holes/);
    expect(values.description).toContain("We pay travel to the heliport.");
  });

  it("turns an hourly wage into a day of eight hours", () => {
    expect(payInPounds({ min: 40, max: 50, currency: "GBP", interval: "hour" })).toEqual({
      salaryMin: 320,
      salaryMax: 400,
      salaryUnit: "day",
    });
    expect(payInPounds({ min: 5_000, max: 6_000, currency: "GBP", interval: "month" })).toEqual({
      salaryMin: 60_000,
      salaryMax: 72_000,
      salaryUnit: "year",
    });
    // A currency without a rate, or a typo past the caps, is left for the employer to state.
    expect(payInPounds({ min: 1, max: 2, currency: "XYZ", interval: "year" })).toBeNull();
    expect(payInPounds({ min: 9_000, max: 9_000, currency: "GBP", interval: "day" })).toBeNull();
  });

  it("reads an unknown interval as no pay stated", () => {
    const [odd] = lever.read([
      {
        ...leverBoard([{ id: "a", title: "Cook", location: "Svalbard" }])[0],
        salaryRange: { min: 1, max: 2, currency: "GBP", interval: "one-time" },
      },
    ]);
    expect(odd!.pay).toBeNull();
  });
});

describe("Workable", () => {
  const [posting] = workable.read(
    workableBoard([{ id: "A1B2C3D4E5", title: "Tracked Vehicle Driver", location: "Longyearbyen, Svalbard, Norway", country: "NO" }]),
  );

  it("reads the shortcode, the account's name and the place, and states no pay", () => {
    expect(posting).toMatchObject({
      id: "A1B2C3D4E5",
      company: "Arctic Logistics AS",
      location: "Longyearbyen, Svalbard, Norway",
      country: "NO",
      pay: null,
      applyUrl: "https://apply.workable.com/j/A1B2C3D4E5/apply",
    });
    const { values, incomplete } = mapped(posting!);
    expect(incomplete).toEqual(["salary"]);
    expect(values).toMatchObject({ company: "Arctic Logistics AS", category: "logistics", isActive: false });
  });
});

describe("the board's address and the token", () => {
  it("puts the operator's base URL before the board's path, the token encoded", () => {
    expect(boardUrl("greenhouse", "northsea", {})).toBe(
      "https://boards-api.greenhouse.io/v1/boards/northsea/jobs?content=true&pay_transparency=true",
    );
    expect(boardUrl("lever", "pilbara", { LEVER_API_URL: "http://127.0.0.1:9/lever/" })).toBe(
      "http://127.0.0.1:9/lever/v0/postings/pilbara?mode=json",
    );
    expect(boardUrl("workable", "arctic", {})).toBe("https://apply.workable.com/api/v1/widget/accounts/arctic?details=true");
  });

  it("takes only a board name's characters as a token", () => {
    for (const good of ["northsea", "north-sea_2", "acme.inc"]) expect(atsTokenSchema.safeParse(good).success).toBe(true);
    for (const bad of ["", "../admin", "a/b", "a?b=1", "..", "x#y", "a b", "é", "a".repeat(101)])
      expect(atsTokenSchema.safeParse(bad).success, bad).toBe(false);
  });
});

describe("what is never put behind Apply", () => {
  it("refuses a posting whose apply link is not a web address", () => {
    const [posting] = lever.read(leverBoard([{ id: "b", title: "Medic", location: "Rothera, Antarctica", country: "AQ" }]));
    const job = boardJob({ ...posting!, applyUrl: "javascript:alert(1)" }, "X", NOW);
    expect(job).toEqual({ refused: expect.objectContaining({ rule: "apply-link", field: "applicationUrl" }) });
  });
});
