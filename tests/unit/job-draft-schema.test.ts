import { describe, expect, it } from "vitest";
import { createJobSchema, jobFormSchema, paymentIntentSchema } from "@/lib/schemas/job-draft";
import { jobDraft } from "../support/job-drafts";

const problems = (input: Record<string, unknown>) => {
  const parsed = jobFormSchema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe("the job form's rules (spec section 5)", () => {
  it.each([
    [paymentIntentSchema, {}],
    [paymentIntentSchema, { planType: "starter" }],
    [paymentIntentSchema, { planType: "starter", job: null }],
    [createJobSchema, null],
    [createJobSchema, "a string"],
    [jobFormSchema, undefined],
  ])("refuses a missing job object without running the cross-field rules on it (%#)", (schema, input) => {
    const parsed = schema.safeParse(input);
    expect(parsed.success).toBe(false);
  });

  it("accepts a complete job", () => {
    expect(problems(jobDraft())).toEqual({});
  });

  it("reports every problem at once, each on its own field", () => {
    expect(
      problems(jobDraft({ title: " ", terms: false, salaryMin: 150000, salaryMax: 120000, category: "other", customCategory: " " })),
    ).toEqual({
      title: "Job title is required",
      terms: "You must agree to the terms",
      salaryMax: "Maximum salary must be at least the minimum salary",
      customCategory: "Custom category name is required when 'Other' is selected",
    });
  });

  it("takes only http and https application addresses", () => {
    expect(problems(jobDraft({ applicationUrl: "javascript:alert(1)" }))).toEqual({
      applicationUrl: "Application URL must start with http:// or https://",
    });
    expect(problems(jobDraft({ applicationUrl: "" }))).toEqual({ applicationUrl: "Application URL is required" });
  });

  it("refuses an application window that has already passed", () => {
    const past = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    expect(problems(jobDraft({ applicationStartDate: past, applicationClosingDate: past }))).toEqual({
      applicationStartDate: "Start date cannot be in the past",
      applicationClosingDate: "Closing date cannot be in the past",
    });
  });

  it("wants the closing date on or after the start", () => {
    expect(problems(jobDraft({ applicationStartDate: "2027-02-01", applicationClosingDate: "2027-01-01" }))).toEqual({
      applicationClosingDate: "Closing date must be on or after the start date",
    });
  });

  it("takes pay per year unless told per day, and holds a day rate to a day's limits", () => {
    expect(jobFormSchema.parse(jobDraft()).salaryUnit).toBe("year");
    expect(jobFormSchema.parse(jobDraft({ salaryMin: "650", salaryMax: "700", salaryUnit: "day" }))).toMatchObject({
      salaryMin: 650,
      salaryMax: 700,
      salaryUnit: "day",
    });
    expect(problems(jobDraft({ salaryMin: "120000", salaryMax: "150000", salaryUnit: "day" }))).toEqual({
      salaryMin: "A day rate above £5,000 is too high",
      salaryMax: "A day rate above £5,000 is too high",
    });
    expect(problems(jobDraft({ salaryUnit: "hour" }))).toEqual({ salaryUnit: "Choose per year or per day" });
  });

  it("says a negative or zero figure must be positive, and an empty one is missing", () => {
    expect(problems(jobDraft({ salaryMin: "-50" }))).toEqual({ salaryMin: "Minimum salary must be a positive number" });
    expect(problems(jobDraft({ salaryMin: "0" }))).toEqual({ salaryMin: "Minimum salary must be a positive number" });
    expect(problems(jobDraft({ salaryMin: -50, salaryMax: -10 }))).toEqual({
      salaryMin: "Minimum salary must be a positive number",
      salaryMax: "Maximum salary must be a positive number",
    });
    expect(problems(jobDraft({ salaryMin: "" }))).toEqual({ salaryMin: "Minimum salary is required" });
    expect(problems(jobDraft({ salaryMin: " " }))).toEqual({ salaryMin: "Minimum salary is required" });
    expect(problems(jobDraft({ salaryMin: undefined }))).toEqual({ salaryMin: "Minimum salary is required" });
    expect(problems(jobDraft({ salaryMin: "lots" }))).toEqual({ salaryMin: "Minimum salary must be a number" });
    expect(problems(jobDraft({ salaryMin: "90.5" }))).toEqual({ salaryMin: "Minimum salary must be a whole number" });
  });

  it("holds each unit to a sane most: £5,000 a day, £1,000,000 a year", () => {
    expect(problems(jobDraft({ salaryMin: "4000", salaryMax: "5000", salaryUnit: "day" }))).toEqual({});
    expect(problems(jobDraft({ salaryMin: "100000", salaryMax: "100000", salaryUnit: "day" }))).toEqual({
      salaryMin: "A day rate above £5,000 is too high",
      salaryMax: "A day rate above £5,000 is too high",
    });
    expect(problems(jobDraft({ salaryMin: "900000", salaryMax: "1000000" }))).toEqual({});
    expect(problems(jobDraft({ salaryMin: "900000", salaryMax: "1000001" }))).toEqual({
      salaryMax: "A yearly salary above £1,000,000 is too high",
    });
  });
});
