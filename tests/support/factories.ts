// Test data written straight to the database (outside Next nothing is cached, so there is nothing to retire).
import { jobs, type NewJob } from "@/server/db/schema";
import type { Db } from "@/server/db/client";

const DAY = 24 * 60 * 60 * 1000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

let n = 0;
export function jobValues(overrides: Partial<NewJob> = {}): NewJob {
  n++;
  return {
    title: `Test job ${n}`,
    company: `Test Company ${n}`,
    location: "North Sea, United Kingdom",
    salaryMin: 90_000,
    salaryMax: 110_000,
    description: "A test advert.",
    category: "oil-gas",
    applicationUrl: `https://careers.example/jobs/${n}`,
    applicationClosingDate: daysFromNow(30),
    expiresAt: daysFromNow(30),
    planType: "professional",
    ...overrides,
  };
}

export async function insertJobs(db: Db, ...overrides: Partial<NewJob>[]) {
  const rows = await db.insert(jobs).values(overrides.map(jobValues)).returning();
  return rows;
}

export async function insertJob(db: Db, overrides: Partial<NewJob> = {}) {
  return (await insertJobs(db, overrides))[0];
}
