// The extreme-work facts (decision 043): in JobPosting data, in CSV imports, and in the job form's schema.
import { describe, expect, it } from "vitest";
import { readCsvRecord } from "@/lib/csv-import";
import { compactFacts } from "@/lib/extreme-work";
import { jobPostingJsonLd, type PostingJob } from "@/lib/job-posting";
import { jobDraftSchema } from "@/lib/schemas/job-draft";
import { jobDraft } from "../support/job-drafts";

const job: PostingJob = {
  id: "11111111-2222-4333-8444-555555555555",
  title: "Rope Access Tech",
  company: "Fulmar",
  companyWebsite: null,
  companyLogoUrl: null,
  location: "North Sea, United Kingdom",
  contractType: "contract",
  hoursPerWeek: 84,
  salaryMin: 90_000,
  salaryMax: 120_000,
  description: "Inspection campaigns.",
  requirements: null,
  benefits: null,
  howToApply: null,
  applicationStartDate: new Date("2026-11-01T00:00:00Z"),
  applicationClosingDate: new Date("2026-12-15T00:00:00Z"),
  expiresAt: new Date("2026-12-15T00:00:00Z"),
  createdAt: new Date("2026-11-01T00:00:00Z"),
  dangerLevel: "high",
  rotation: "2-2",
  tickets: ["bosiet-foet", "irata-sprat"],
  ticketsOther: "CSCS card",
  medical: "oeuk",
  travelPaid: true,
  accommodationProvided: true,
  visaSponsorship: false,
};

describe("extreme-work facts in JobPosting data", () => {
  it("become qualifications, benefits, work hours and the physical requirement", () => {
    const data = jobPostingJsonLd(job, "https://outpost.example/job/1", (p) => p);
    expect(data).toMatchObject({
      qualifications: "Tickets required: BOSIET/FOET, IRATA/SPRAT, CSCS card. OGUK/OEUK offshore medical",
      jobBenefits: "Travel paid, Accommodation provided",
      workHours: "84 hours per week on rotation: 2/2 (two weeks on, two off)",
      physicalRequirement: "High risk; OGUK/OEUK offshore medical required",
    });
  });

  it("are left out when the job states none", () => {
    const data = jobPostingJsonLd(
      {
        ...job,
        dangerLevel: undefined,
        rotation: null,
        tickets: null,
        ticketsOther: null,
        medical: null,
        travelPaid: null,
        accommodationProvided: null,
        visaSponsorship: null,
      },
      "u",
      (p) => p,
    );
    for (const key of ["qualifications", "jobBenefits", "physicalRequirement"]) expect(data).not.toHaveProperty(key);
    expect(data.workHours).toBe("84 hours per week");
  });

  it("read compactly on a card", () => {
    expect(
      compactFacts({
        ...job,
        dangerLevel: "high",
        tickets: [],
        ticketsOther: null,
        medical: null,
        rotation: "fifo",
        travelPaid: true,
        accommodationProvided: null,
        visaSponsorship: true,
      }),
    ).toEqual(["FIFO", "Travel paid", "Visa sponsorship"]);
  });
});

describe("extreme-work columns in a CSV import", () => {
  const row = (extra: Record<string, string>) => ({
    job_title: "Driller",
    application_url: "https://rig.example/jobs/1",
    salary: "£90k-£110k",
    ...extra,
  });

  it("read names from the lists, other tickets as free text, and yes/no", () => {
    const outcome = readCsvRecord(
      row({
        rotation: "28/28",
        tickets: "BOSIET; huet-ca-ebs; Banksman",
        medical: "OEUK",
        travel_paid: "yes",
        accommodation: "no",
        visa_sponsorship: "",
      }),
      { skipWarnings: false },
    );
    expect(outcome).toMatchObject({
      kind: "job",
      job: {
        rotation: "28-28",
        tickets: ["bosiet-foet", "huet-ca-ebs"],
        ticketsOther: "Banksman",
        medical: "oeuk",
        travelPaid: true,
        accommodationProvided: false,
        visaSponsorship: null,
      },
    });
  });

  it("fail a row with an unreadable value rather than guess", () => {
    expect(readCsvRecord(row({ rotation: "sometimes" }), { skipWarnings: false })).toEqual({
      kind: "error",
      error: "Unknown rotation: sometimes",
    });
    expect(readCsvRecord(row({ travel_paid: "maybe" }), { skipWarnings: false })).toEqual({
      kind: "error",
      error: "travel_paid must be yes or no: maybe",
    });
  });
});

describe("extreme-work fields on the job form", () => {
  it("are optional, and validated when given", () => {
    expect(jobDraftSchema.parse(jobDraft())).toMatchObject({ rotation: null, tickets: [], medical: null, travelPaid: null });
    expect(
      jobDraftSchema.parse(
        jobDraft({ rotation: "3-3", tickets: "gwo-bst,stcw", medical: "eng1", travelPaid: "yes", visaSponsorship: "no" }),
      ),
    ).toMatchObject({
      rotation: "3-3",
      tickets: ["gwo-bst", "stcw"],
      medical: "eng1",
      travelPaid: true,
      visaSponsorship: false,
    });
    const bad = jobDraftSchema.safeParse(jobDraft({ rotation: "weekly", tickets: ["nope"], travelPaid: "perhaps" }));
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["rotation", "Choose a rotation from the list"],
      ["tickets", "Unknown ticket or certificate"],
      ["travelPaid", "Travel paid: answer yes or no"],
    ]);
  });
});
