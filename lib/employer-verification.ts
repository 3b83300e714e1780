// Verified employers: an employer whose verified email address is on their company website's domain
// (lib/employer-domain.ts), or whom an admin vouches for. The words and choices here reach the browser;
// the domain rule, with its public suffix list, stays out of the pages' scripts.

/** An admin's word: "auto" leaves it to the email-domain rule, "verified" and "revoked" override it. */
export const EMPLOYER_VERIFICATION_DECISIONS = ["auto", "verified", "revoked"] as const;
export type EmployerVerificationDecision = (typeof EMPLOYER_VERIFICATION_DECISIONS)[number];

export const VERIFIED_EMPLOYER_LABEL = "Verified employer";

/** The badge on a job: the domain that was checked, not the company name the employer typed. */
export const verifiedDomainLabel = (domain: string) => `Verified: ${domain}`;
