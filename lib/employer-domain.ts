// The domain rule of verified employers: what a website's company domain is, and which domains never
// verify anyone. Whether a job's website is on the verified domain is asked in SQL beside the users table
// (server/accounts/employer-verification.ts), for the badge and the structured data's sameAs alike. It carries the public suffix list, so only the server
// imports it; the badge's words are in lib/employer-verification.ts.
import { getDomain } from "tldts";
import disposableDomains from "disposable-email-domains-js/dist/dict/disposable_email_blocklist.json";
import freeMailProviders from "email-providers/all.json";

/**
 * Domains anyone can have an address at: an address there proves nothing about a company, so a website on
 * one of these never verifies an employer. Two maintained lists (decision 118): free mail providers
 * (email-providers, from goware/emailproviders) and throwaway inboxes (disposable-email-domains-js, the
 * disposable-email-domains blocklist). Both are JSON: they load only where this module does, on the server.
 */
const PUBLIC_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  ...(freeMailProviders as string[]),
  ...(disposableDomains as string[]),
  // Providers neither list names yet.
  "outlook.co.uk",
  "fastmail.com",
  "tutanota.com",
  "tuta.io",
]);

/** Whether a registrable domain is a public mail provider's or a disposable inbox's. */
export function isPublicMailDomain(domain: string): boolean {
  return PUBLIC_MAIL_DOMAINS.has(domain.toLowerCase());
}

/**
 * The registrable domain of a website (example.com for https://jobs.example.com/careers), by the public
 * suffix list, so example.co.uk is not mistaken for co.uk and user pages on a shared host
 * (someone.github.io) stay apart. Null for an address with no such domain (an IP, a bare suffix) or
 * on a public mail provider's domain.
 */
export function companyDomainOf(website: string | null | undefined): string | null {
  if (!website) return null;
  let host: string;
  try {
    const url = new URL(website);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    host = url.hostname;
  } catch {
    return null;
  }
  const domain = getDomain(host, { allowPrivateDomains: true });
  if (!domain) return null;
  const lower = domain.toLowerCase();
  return isPublicMailDomain(lower) ? null : lower;
}

/**
 * Whether an email address is at the company domain or one of its subdomains: jobs.example.com matches
 * example.com, evil-example.com and example.com.evil.io do not. The SQL beside the users table
 * (server/accounts/employer-verification.ts) states the same rule for lists.
 */
export function emailMatchesDomain(email: string, companyDomain: string | null): boolean {
  if (!companyDomain) return false;
  const at = email.lastIndexOf("@");
  if (at < 0) return false;
  const host = email.slice(at + 1).toLowerCase();
  return host === companyDomain || host.endsWith(`.${companyDomain}`);
}
