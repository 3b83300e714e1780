// What an apply link's answer means: OK, WARN (maybe fine, a person should look) or BAD.
import "server-only";
import type { LinkStatus } from "@/lib/link-status";
import { queuedFetch } from "./fetch-queue";
import { safeFetch, SafeFetchError, type SafeFetchOptions } from "./safe-fetch";

export type LinkVerdict = { linkStatus: LinkStatus; httpStatus: number | null; finalUrl: string | null; reason: string };

// Where a dead job advert usually lands: the employer's front page or its general careers page.
const GENERIC_PAGE = /^\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?(?:careers?|jobs?|vacancies|opportunities|join-us|work-with-us|about\/careers)?\/?$/i;

function verdictForStatus(status: number, redirected: boolean, finalUrl: string): LinkVerdict {
  const at = { httpStatus: status, finalUrl };
  if (status >= 200 && status < 300) {
    if (redirected && GENERIC_PAGE.test(new URL(finalUrl).pathname))
      return { linkStatus: "WARN", ...at, reason: "Redirects to a general careers page" };
    return { linkStatus: "OK", ...at, reason: redirected ? "Reachable after a redirect" : "Reachable" };
  }
  if (status === 404) return { linkStatus: "BAD", ...at, reason: "Page not found (404)" };
  if (status === 410) return { linkStatus: "BAD", ...at, reason: "Page gone (410)" };
  // 401, 403, 429 and friends are often a site turning away robots, not a dead advert.
  if (status >= 400 && status < 500)
    return { linkStatus: "WARN", ...at, reason: `The site answered ${status}; it may be blocking automated checks` };
  return { linkStatus: "WARN", ...at, reason: `The site answered ${status}` };
}

const FAILURE_STATUS: Record<SafeFetchError["kind"], LinkStatus> = {
  "invalid-url": "BAD",
  refused: "BAD",
  dns: "BAD",
  connection: "BAD",
  timeout: "BAD",
  "too-many-redirects": "WARN",
};

export async function checkLink(url: string, options: SafeFetchOptions = {}): Promise<LinkVerdict> {
  // A feed's advert with only an address to apply to opens the visitor's mail: there is no page to fetch.
  if (/^mailto:[^@\s]+@[^@\s]+$/i.test(url))
    return { linkStatus: "OK", httpStatus: null, finalUrl: null, reason: "Applications go by email" };
  // A job taking applications on Outpost only keeps its own page as its link (decision 131): nothing outside to check.
  if (/^\/job\/[0-9a-f-]{36}$/i.test(url))
    return { linkStatus: "OK", httpStatus: null, finalUrl: null, reason: "Applications are taken on Outpost" };
  let host = url;
  try {
    host = new URL(url).host;
  } catch {
    // an unreadable address fails in safeFetch with its own reason
  }
  try {
    const answer = await queuedFetch(host, {}, () => safeFetch(url, { ...options, readBody: false }));
    return verdictForStatus(answer.status, answer.redirects > 0, answer.finalUrl);
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    return { linkStatus: FAILURE_STATUS[error.kind], httpStatus: null, finalUrl: null, reason: error.message };
  }
}
