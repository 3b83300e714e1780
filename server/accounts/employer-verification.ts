// An admin's decision on an employer's "Verified employer" badge, and the company domains the email rule
// reads; the rule itself is in verified-employer-sql.ts. A change retires the job reads that show the badge.
import "server-only";
import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { companyDomainOf, isPublicMailDomain } from "@/lib/employer-domain";
import type { EmployerVerificationDecision } from "@/lib/employer-verification";
import type { Db } from "../db/client";
import { auditLog, users } from "../db/schema";
import { jobTransaction } from "../jobs/job-write/job-transaction";
import { badRequest, notFound } from "../http/errors";
import type { PublicUser } from "./public-user";
import { employerIsVerified } from "./verified-employer-sql";

/**
 * An admin verifies an employer, revokes it, or hands it back to the email rule; audited, and the job
 * lists and pages are retired so the badge changes on the next read.
 */
export async function setEmployerVerification(db: Db, actor: PublicUser, id: string, decision: EmployerVerificationDecision) {
  return jobTransaction(db, async (write) => {
    const tx = write.tx;
    const [target] = await tx
      .select({ username: users.username, role: users.role, decision: users.employerVerification })
      .from(users)
      .where(eq(users.id, id))
      .for("update");
    if (!target) throw notFound("User not found");
    if (target.role !== "employer") throw badRequest("Only employer accounts can be verified");
    if (target.decision !== decision) {
      await tx.update(users).set({ employerVerification: decision }).where(eq(users.id, id));
      await tx.insert(auditLog).values({
        actorId: actor.id,
        actorName: actor.username,
        action: "verification",
        targetId: id,
        targetName: target.username,
        details: { from: target.decision, to: decision },
      });
      write.retireBoard();
    }
    const [row] = await tx.select(employerVerificationColumns).from(users).where(eq(users.id, id));
    return row;
  });
}

/** What the admin users screen shows of an account's verification. */
export const employerVerificationColumns = {
  employerVerification: users.employerVerification,
  employerVerified: sql<boolean>`${employerIsVerified}`.as("employer_verified"),
};

/**
 * At start: accounts whose website was saved before company_domain existed get it, so the email rule can
 * verify them without their saving the profile again; and a domain stored before the mail-provider lists
 * named it (yahoo.fr, mailinator.com) is cleared, so it verifies nobody. A website with no company domain
 * (a public mail provider's) stays null and is looked at again next start, which costs one query per such
 * account.
 */
export async function fillCompanyDomains(db: Db): Promise<number> {
  const missing = await db
    .select({ id: users.id, companyWebsite: users.companyWebsite })
    .from(users)
    .where(and(isNotNull(users.companyWebsite), isNull(users.companyDomain)));
  let filled = 0;
  for (const { id, companyWebsite } of missing) {
    const companyDomain = companyDomainOf(companyWebsite);
    if (!companyDomain) continue;
    await db.update(users).set({ companyDomain }).where(eq(users.id, id));
    filled++;
  }
  const stored = await db.select({ id: users.id, companyDomain: users.companyDomain }).from(users).where(isNotNull(users.companyDomain));
  const nowPublic = stored.filter(({ companyDomain }) => companyDomain && isPublicMailDomain(companyDomain)).map(({ id }) => id);
  if (nowPublic.length)
    await jobTransaction(db, async (write) => {
      write.retireBoard();
      await write.tx.update(users).set({ companyDomain: null }).where(inArray(users.id, nowPublic));
    });
  return filled + nowPublic.length;
}
