// The signed-in user's company details.
import "server-only";
import { eq, sql } from "drizzle-orm";
import type { CompanyDetails } from "@/lib/schemas/company";
import { companyDomainOf } from "@/lib/employer-domain";
import type { Db } from "../db/client";
import { jobs, users } from "../db/schema";
import { jobTransaction } from "../jobs/job-write/job-transaction";
import { enforceLimit } from "../rate-limit";
import { employerIsVerified } from "./verified-employer-sql";
import { findPublicUser } from "./public-user";

/** Saves a profile takes in an hour: a person fixing a typo saves a few times, not dozens. */
export const COMPANY_SAVES_PER_HOUR = 20;

/** The domain the account's badge would name, null when it carries none. */
const badgeDomain = sql<string | null>`case when ${employerIsVerified} then ${users.companyDomain} end`;

export async function saveCompanyDetails(db: Db, userId: string, details: CompanyDetails) {
  await enforceLimit(db, `company:user:${userId}`, COMPANY_SAVES_PER_HOUR, 3600);
  const companyDomain = companyDomainOf(details.companyWebsite);
  await jobTransaction(db, async (write) => {
    const tx = write.tx;
    const [before] = await tx.select({ domain: badgeDomain }).from(users).where(eq(users.id, userId)).for("update");
    const [after] = await tx
      .update(users)
      .set({ ...details, companyDomain })
      .where(eq(users.id, userId))
      .returning({ domain: badgeDomain });
    if (!before || !after || before.domain === after.domain) return;
    // The website's domain decides the Verified badge (employer-verification.ts). Only when the badge really
    // changes are this employer's job pages retired, each by its own tag: a new website of an account with no
    // badge before or after, or with no jobs, retires nothing. Lists show it within their short lifetime.
    const theirs = await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.employerId, userId));
    write.retireOwnReads(theirs.map((job) => job.id));
  });
  return findPublicUser(db, userId);
}
