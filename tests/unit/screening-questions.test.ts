import { describe, expect, it } from "vitest";
import { checkCompliance, type GateFacts } from "@/lib/compliance/gate";
import { readCsvRecord } from "@/lib/csv-import";
import { jobPostingJsonLd, type PostingJob } from "@/lib/job-posting";
import { advertSchema } from "@/lib/schemas/multiposter-advert";
import { jobDraftObject } from "@/lib/schemas/job-draft";
import { keepQuestionIds, readQuestionLines, screeningQuestionsField } from "@/lib/schemas/screening-questions";

const base: GateFacts = {
  title: "Rope Access Technician",
  company: "North Sea Access Ltd",
  description: "IRATA Level 2 technician for inspection work on a platform.",
  salaryMin: 45000,
  salaryMax: 60000,
  applicationClosingDate: new Date("2027-03-01T23:59:59Z"),
  country: "GB",
  subdivision: null,
  placeKind: "land",
  postedByAgency: false,
};
const asking = (...texts: string[]) => checkCompliance({ ...base, screeningQuestions: texts.map((text) => ({ text })) });

describe("screening questions at the compliance gate", () => {
  it.each([
    "Do you have any medical conditions?",
    "Do you have a disability we should know about?",
    "How many sick days did you take last year?",
    "Any health problems?",
    "Are you fit and healthy?",
    "Do you take any medication?",
    "Are you pregnant?",
    "Have you had time off sick in the past year?",
    "Please describe your mental health history",
  ])("refuses the pre-offer health question %j, naming the question and why", (text) => {
    const verdict = asking("Do you hold a valid IRATA ticket?", text);
    expect(verdict.refusals).toHaveLength(1);
    expect(verdict.refusals[0]).toMatchObject({ rule: "screening-health", field: "screeningQuestions.1" });
    expect(verdict.refusals[0]!.message).toContain("Equality Act 2010 s.60");
  });

  it.each([
    "What is your current salary?",
    "What was your previous pay?",
    "Please give your salary history",
    "What do you earn now?",
    "How much did you earn in your last job?",
    "What was your last day rate?",
    "Are you currently earning more than £400 a day?",
  ])("refuses the pay-history question %j", (text) => {
    const verdict = asking(text);
    expect(verdict.refusals.map((f) => [f.rule, f.field])).toEqual([["screening-pay-history", "screeningQuestions.0"]]);
    expect(verdict.refusals[0]!.message).toContain("Pay Transparency Directive 2023/970 art. 5(2)");
  });

  it.each([
    "Do you hold a valid OEUK medical?",
    "Is your offshore medical in date for the whole hitch?",
    "Do you hold a valid ENG1 medical certificate?",
    "Do you hold NEBOSH Health and Safety?",
    "Have you worked in occupational health and safety offshore?",
    "What day rate are you looking for?",
    "What salary would you expect?",
    "Are you happy with the advertised rate of £450 a day?",
    "Do you hold a wilderness medicine qualification?",
    "Can you start on 3 January?",
  ])("lets %j through: about a ticket the job needs, or the pay wanted", (text) => {
    expect(asking(text).refusals).toEqual([]);
  });
});

describe("the questions field", () => {
  it("gives each question without one an id, keeps given ids, and takes at most five", () => {
    const parsed = screeningQuestionsField.parse([
      { text: "Valid BOSIET?", kind: "yes-no", required: true },
      { id: "kept", text: "Nearest airport?", kind: "short-text" },
    ]);
    expect(parsed[0]!.id).toMatch(/^q-[0-9a-f]{8}$/);
    expect(parsed[1]).toEqual({ id: "kept", text: "Nearest airport?", kind: "short-text", required: false });
    const six = Array.from({ length: 6 }, (_, i) => ({ text: `Q${i}`, kind: "yes-no" }));
    expect(screeningQuestionsField.safeParse(six).success).toBe(false);
    expect(screeningQuestionsField.safeParse([{ text: "x".repeat(201), kind: "yes-no" }]).success).toBe(false);
    expect(screeningQuestionsField.safeParse([{ text: "Q", kind: "essay" }]).success).toBe(false);
  });

  it("keeps the stored id of a question sent again without its id, by its words", () => {
    const stored = [
      { id: "a1", text: "Valid BOSIET?", kind: "yes-no" as const, required: true },
      { id: "b2", text: "Nearest airport?", kind: "short-text" as const, required: false },
    ];
    const next = keepQuestionIds(
      [
        { id: "q-new1", text: "nearest airport?", kind: "short-text", required: true },
        { id: "q-new2", text: "Can you start in January?", kind: "yes-no", required: false },
        { id: "a1", text: "Valid BOSIET and HUET?", kind: "yes-no", required: true },
      ],
      stored,
    );
    expect(next.map((q) => q.id)).toEqual(["b2", "q-new2", "a1"]);
  });

  it("the draft says where applicants apply: an Outpost-only job needs no application URL, others do", () => {
    const issues = (over: Record<string, unknown>) =>
      (jobDraftObject.shape.applicationUrl.safeParse(over.applicationUrl).success ? [] : ["applicationUrl"]).concat(
        jobDraftObject.shape.applyOn.safeParse(over.applyOn).success ? [] : ["applyOn"],
      );
    expect(issues({ applicationUrl: "", applyOn: "outpost" })).toEqual([]);
    expect(issues({ applyOn: "anywhere" })).toEqual(["applyOn"]);
    expect(jobDraftObject.shape.applyOn.parse(undefined)).toBe("employer-site");
  });
});

describe("the CSV's apply_on and screening_questions columns", () => {
  const row = (over: Record<string, string> = {}) => ({
    job_title: "Driller",
    application_url: "https://careers.northreach.example/jobs/driller",
    salary: "£120k",
    ...over,
  });
  const read = (over: Record<string, string>) => readCsvRecord(row(over), { skipWarnings: false });

  it("reads both, one question a line as text|kind|required", () => {
    const outcome = read({
      apply_on: "Outpost",
      screening_questions: "Do you hold a valid OEUK medical?|yes-no|yes\nNearest airport?|short-text|no\nCan you start in January?",
    });
    expect(outcome.kind).toBe("job");
    if (outcome.kind !== "job") return;
    expect(outcome.job.applyOn).toBe("outpost");
    expect(outcome.job.screeningQuestions?.map(({ text, kind, required }) => [text, kind, required])).toEqual([
      ["Do you hold a valid OEUK medical?", "yes-no", true],
      ["Nearest airport?", "short-text", false],
      ["Can you start in January?", "yes-no", false],
    ]);
  });

  it("leaves both out of a row that does not say, so a re-import keeps the job's own", () => {
    const outcome = read({});
    expect(outcome.kind === "job" && "applyOn" in outcome.job).toBe(false);
    expect(outcome.kind === "job" && "screeningQuestions" in outcome.job).toBe(false);
  });

  it.each([
    [{ apply_on: "carrier pigeon" }, "apply_on is employer-site, outpost or both, not carrier pigeon"],
    [{ screening_questions: "Valid BOSIET?|essay|yes" }, "screening_questions line 1: the kind is yes-no or short-text, not essay"],
    [{ screening_questions: "Valid BOSIET?|yes-no|maybe" }, "screening_questions line 1: required is yes or no, not maybe"],
    [{ screening_questions: "a\nb\nc\nd\ne\nf" }, "screening_questions: at most 5 questions, one a line"],
  ])("fails the row %o with '%s'", (over, error) => {
    expect(read(over)).toEqual({ kind: "error", error });
  });

  it("reads the same lines from a feed's advert", () => {
    expect(readQuestionLines("Valid GWO?|yes-no|required", "screening_questions")).toMatchObject([{ text: "Valid GWO?", required: true }]);
    const advert = advertSchema.safeParse({
      job_title: "Wind Technician",
      job_description: "Turbines.",
      job_location: "Hull",
      apply_on: "both",
      screening_questions: "Valid GWO?|yes-no|yes",
    });
    expect(advert.success && [advert.data.apply_on, advert.data.screening_questions.length]).toEqual(["both", 1]);
    expect(advertSchema.safeParse({ job_title: "T", job_description: "D", job_location: "L", apply_on: "fax" }).success).toBe(false);
  });
});

describe("JobPosting directApply", () => {
  const job: PostingJob = {
    id: "11111111-2222-4333-8444-555555555555",
    title: "Blast Engineer",
    company: "Pilbara Ironstone",
    companyWebsite: null,
    companyLogoUrl: null,
    location: "Newman, Western Australia, Australia",
    contractType: "contract",
    hoursPerWeek: null,
    salaryMin: 130_000,
    salaryMax: 160_000,
    description: "Plan blasts.",
    requirements: null,
    benefits: null,
    howToApply: null,
    applicationStartDate: new Date("2026-11-01T00:00:00Z"),
    applicationClosingDate: new Date("2026-12-15T00:00:00Z"),
    expiresAt: new Date("2027-01-30T00:00:00Z"),
    createdAt: new Date("2026-11-01T00:00:00Z"),
  };
  const absolute = (p: string) => new URL(p, "https://outpost.example").toString();
  it.each([
    [undefined, false],
    ["employer-site", false],
    ["outpost", true],
    ["both", true],
  ] as const)("is %s → %s", (applyOn, direct) => {
    expect(jobPostingJsonLd({ ...job, applyOn }, "https://outpost.example/job/1", absolute).directApply).toBe(direct);
  });
});
