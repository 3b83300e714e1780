// What the public job endpoints answer, for integrators: /api/openapi.json documents these, and the HTTP
// suite parses real answers with them, so the description cannot drift from what the server sends.
import { z } from "zod";
import { CONTRACT_TYPES, DANGER_LEVELS } from "../job-fields";
import { PLAN_TYPES } from "../plans";

const moment = z.iso.datetime({ offset: true });

export const jobCardSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  contractType: z.enum(CONTRACT_TYPES),
  salaryMin: z.number().int().describe("Yearly, in GBP"),
  salaryMax: z.number().int().describe("Yearly, in GBP"),
  description: z.string().describe("The first 400 characters; GET /api/jobs/{id} has all of it"),
  category: z.string(),
  customCategory: z.string().nullable(),
  dangerLevel: z.enum(DANGER_LEVELS),
  applicationUrl: z.string().describe("The employer's own application page"),
  applicationClosingDate: moment,
  isFeatured: z.boolean(),
  displayOrder: z.number().int(),
  planType: z.enum(PLAN_TYPES),
  expiresAt: moment,
  createdAt: moment,
  companyLogoUrl: z.string().nullable(),
  swipeCardImageUrl: z.string().nullable(),
  clickCount: z.number().int(),
});

export const jobDetailSchema = jobCardSchema.extend({
  description: z.string(),
  companyDescription: z.string().nullable(),
  hoursPerWeek: z.number().int().nullable(),
  requirements: z.string().nullable(),
  benefits: z.string().nullable(),
  howToApply: z.string().nullable(),
  applicationStartDate: moment,
  interviewDate: moment.nullable(),
  startDate: moment.nullable(),
  isActive: z.boolean(),
  companyWebsite: z.string().nullable(),
  companySocialLinks: z.string().nullable(),
});

export const jobStatsSchema = z.object({
  avgSalary: z.number().describe("GBP a year"),
  activeJobs: z.number().int(),
  companies: z.number().int(),
  countries: z.number().int(),
});

export const clickCountSchema = z.object({ clickCount: z.number().int() });
