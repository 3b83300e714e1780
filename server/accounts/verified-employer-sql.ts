// Which employers carry the "Verified employer" badge, stated once in SQL so every job read (lists,
// the job page, the swipe cards, feeds) asks the same question of the employer's row, and an admin's
// decision or a confirmed email shows on the next read rather than waiting on a copied flag. Kept apart
// from the writes that change it (employer-verification.ts), which job reads must not depend on.
import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { jobs, users } from "../db/schema";

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
