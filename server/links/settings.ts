// The link checker's two switches, read at each run rather than once: tests and operators change them
// without a restart, and neither is a secret.
import "server-only";

/**
 * Hosts (names or IP literals) the checker may reach on any port and address, private ones included:
 * only for tests against local servers (LINK_CHECK_ALLOW_HOSTS=127.0.0.1). Empty by default.
 */
export function allowedHosts(): string[] {
  return (process.env.LINK_CHECK_ALLOW_HOSTS ?? "")
    .split(",")
    .map((h) =>
      h
        .trim()
        .toLowerCase()
        .replace(/^\[|\]$/g, ""),
    )
    .filter(Boolean);
}

/** LINK_CHECK_HIDE_BROKEN=true: a job whose link is BAD twice in a row is also taken off the board. */
export function hideBrokenJobs(): boolean {
  return ["true", "1", "yes", "on"].includes((process.env.LINK_CHECK_HIDE_BROKEN ?? "").toLowerCase());
}

/**
 * LINK_CHECK_ALLOW_ONLY=true: fetch nothing but the allowed hosts, refused before any name is looked up.
 * For machines that must not reach the internet: test servers, air-gapped installs.
 */
export function allowOnlyListed(): boolean {
  return ["true", "1", "yes", "on"].includes((process.env.LINK_CHECK_ALLOW_ONLY ?? "").toLowerCase());
}
