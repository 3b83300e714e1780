// The signed-in user's company details.
import "server-only";
import { eq } from "drizzle-orm";
import type { CompanyDetails } from "@/lib/schemas/company";
import { companyDomainOf } from "@/lib/employer-domain";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { invalidate, JOBS_TAG } from "../cache";
import { findPublicUser } from "./public-user";

export async function saveCompanyDetails(db: Db, userId: string, details: CompanyDetails) {
  // The website's domain decides the Verified employer badge (server/accounts/employer-verification.ts):
  // a new website can give or take it, so the job reads that show it are retired.
  const [before] = await db.select({ companyDomain: users.companyDomain }).from(users).where(eq(users.id, userId));
  const companyDomain = companyDomainOf(details.companyWebsite);
  await db
    .update(users)
    .set({ ...details, companyDomain })
    .where(eq(users.id, userId));
  if (before && before.companyDomain !== companyDomain) invalidate(db, JOBS_TAG);
  return findPublicUser(db, userId);
}
