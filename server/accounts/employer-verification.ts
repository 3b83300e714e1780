// Which employers carry the "Verified employer" badge, stated once in SQL so every job read (lists,
// the job page, the swipe cards, feeds) asks the same question of the employer's row, and an admin's
// decision or a confirmed email shows on the next read rather than waiting on a copied flag.
import "server-only";
import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { companyDomainOf, isPublicMailDomain } from "@/lib/employer-domain";
import type { EmployerVerificationDecision } from "@/lib/employer-verification";
import type { Db } from "../db/client";
import { auditLog, jobs, users } from "../db/schema";
import { invalidate, JOBS_TAG } from "../cache";
import { badRequest, notFound } from "../http/errors";
import type { PublicUser } from "./public-user";

// The email's domain: what follows its last "@" (lib/employer-verification.ts's emailMatchesDomain).
const emailHost = sql`substring(lower(${users.email}) from '@([^@]*)$')`;

/**
 * An admin's "verified" or "revoked" decides; otherwise the address must be verified and on the company
 * domain or a subdomain of it. company_domain is already the registrable domain and never a public mail
 * provider's, so the suffix test cannot match evil-example.com for example.com.
 */
export const employerIsVerified: SQL<boolean> = sql<boolean>`(${users.employerVerification} = 'verified' or (${users.employerVerification} = 'auto' and ${users.emailVerified} and ${users.companyDomain} is not null and (${emailHost} = ${users.companyDomain} or right(${emailHost}, length(${users.companyDomain}) + 1) = '.' || ${users.companyDomain})))`;

// The host of the job's own company website, lower case, without a port, credentials or a final dot.
const jobWebsiteHost = sql`rtrim(lower(substring(${jobs.companyWebsite} from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/?#@]*@)?([^/?#:]+)')), '.')`;

/**
 * For a job read, the one rule of the badge and of the structured data's sameAs (decision 118): the
 * verified domain, when the job's employer is verified and the job's own company website is on that domain
 * or a subdomain of it; null otherwise. The badge names the domain, not the free-text company name: the
 * domain is what was checked.
 */
export const jobVerifiedDomain = sql<
  string | null
>`(select ${users.companyDomain} from ${users} where ${users.id} = ${jobs.employerId} and ${employerIsVerified} and ${users.companyDomain} is not null and (${jobWebsiteHost} = ${users.companyDomain} or right(${jobWebsiteHost}, length(${users.companyDomain}) + 1) = '.' || ${users.companyDomain}))`;

/** For a job read: whether it carries the badge (jobVerifiedDomain is set). */
export const jobEmployerVerified = sql<boolean>`(${jobVerifiedDomain} is not null)`;

/**
 * An admin verifies an employer, revokes it, or hands it back to the email rule; audited, and the job
 * lists and pages are retired so the badge changes on the next read.
 */
export async function setEmployerVerification(db: Db, actor: PublicUser, id: string, decision: EmployerVerificationDecision) {
  const result = await db.transaction(async (tx) => {
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
      invalidate(tx, JOBS_TAG);
    }
    const [row] = await tx.select(employerVerificationColumns).from(users).where(eq(users.id, id));
    return row;
  });
  return result;
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
  if (nowPublic.length) {
    await db.update(users).set({ companyDomain: null }).where(inArray(users.id, nowPublic));
    invalidate(db, JOBS_TAG);
  }
  return filled + nowPublic.length;
}
