// The domain rule of verified employers: the unit tests, the profile save and the job page's structured
// data agree here on what "the same domain" means. It carries the public suffix list, so only the server
// imports it; the badge's words are in lib/employer-verification.ts.
import { getDomain } from "tldts";

/**
 * Mail providers anyone can have an address at: an address there proves nothing about a company, so a
 * website on one of these domains never verifies an employer.
 */
const PUBLIC_MAIL_DOMAINS = new Set([
  "gmail.com",
  "googlemail.com",
  "outlook.com",
  "outlook.co.uk",
  "hotmail.com",
  "hotmail.co.uk",
  "live.com",
  "live.co.uk",
  "msn.com",
  "yahoo.com",
  "yahoo.co.uk",
  "ymail.com",
  "rocketmail.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "aol.com",
  "proton.me",
  "protonmail.com",
  "pm.me",
  "gmx.com",
  "gmx.de",
  "gmx.net",
  "mail.com",
  "zoho.com",
  "yandex.com",
  "yandex.ru",
  "mail.ru",
  "qq.com",
  "163.com",
  "126.com",
  "web.de",
  "t-online.de",
  "fastmail.com",
  "tutanota.com",
  "tuta.io",
  "hey.com",
  "btinternet.com",
  "sky.com",
  "virginmedia.com",
  "comcast.net",
  "att.net",
  "verizon.net",
  "orange.fr",
  "free.fr",
  "libero.it",
]);

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
  return PUBLIC_MAIL_DOMAINS.has(lower) ? null : lower;
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

/** Whether a job's own website is on the employer's verified domain: only then is it named as theirs. */
export function websiteOnDomain(website: string | null | undefined, verifiedDomain: string | null): boolean {
  if (!website || !verifiedDomain) return false;
  return companyDomainOf(website) === verifiedDomain;
}
