// The username rule, in one place for the sign-up schema and the form (which shows it before anyone
// gets it wrong, without loading the schema library).
export const MIN_USERNAME = 3;
export const MAX_USERNAME = 50;
export const USERNAME_PATTERN = /^[A-Za-z0-9_.]+$/;
export const USERNAME_RULE = "3 to 50 characters: letters, numbers, underscores (_) and dots (.)";

export const USERNAME_MESSAGES = {
  short: `Username must be at least ${MIN_USERNAME} characters`,
  long: `Username must be at most ${MAX_USERNAME} characters`,
  pattern: "Username may only contain letters, numbers, underscores and dots",
};

/** What is wrong with a (trimmed) username, or null. */
export function usernameProblem(username: string): string | null {
  if (username.length < MIN_USERNAME) return USERNAME_MESSAGES.short;
  if (username.length > MAX_USERNAME) return USERNAME_MESSAGES.long;
  if (!USERNAME_PATTERN.test(username)) return USERNAME_MESSAGES.pattern;
  return null;
}
