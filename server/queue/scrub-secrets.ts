// A job's error is kept with the job and shown to admins: whatever it quotes (a provider's answer, a URL, a
// header) passes through here first, so no credential, token or address is written down or shown.
import "server-only";

const HIDDEN = "[hidden]";
const MAX_LENGTH = 500;

/** Names of fields and parameters that carry secrets: `token=`, `api_key=`, `"password": "…"`. */
const SECRET_NAME = String.raw`[\w-]*(?:token|key|secret|password|passwd|signature|auth|session|credential)[\w-]*`;

type Rule = [RegExp, string] | [RegExp, (match: string) => string];

const RULES: Rule[] = [
  // Credentials inside a URL: https://user:password@host.
  [/(\/\/)[^\s/@]+@/g, `$1${HIDDEN}@`],
  [/\b(Bearer|Basic|Token)\s+[^\s"',;]+/gi, `$1 ${HIDDEN}`],
  [new RegExp(String.raw`("${SECRET_NAME}"\s*:\s*)"[^"]*"`, "gi"), `$1"${HIDDEN}"`],
  [new RegExp(String.raw`\b(${SECRET_NAME})=[^&\s"'<>,;]+`, "gi"), `$1=${HIDDEN}`],
  // JSON Web Tokens (Better Auth's verification links carry them).
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, HIDDEN],
  // Provider keys: Resend, Stripe (secret, publishable, restricted, webhook), GitHub.
  [/\b(?:re|sk|pk|rk|whsec|ghp|gho)_[A-Za-z0-9_-]{6,}/g, HIDDEN],
  // Long random runs with letters and digits, as our reset and unsubscribe tokens are (base64url or hex).
  [/[A-Za-z0-9_-]{24,}/g, (run) => (/\d/.test(run) && /[A-Za-z]/.test(run) ? HIDDEN : run)],
  // Addresses are personal data: the first letter and the domain are enough to tell them apart.
  [/\b([A-Za-z0-9])[\w.+-]*@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g, "$1***@$2"],
];

/** The text with secrets, tokens and addresses taken out, on one line and at most a few hundred characters. */
export function scrubSecrets(text: string): string {
  let scrubbed = text;
  for (const [pattern, replacement] of RULES)
    scrubbed = typeof replacement === "string" ? scrubbed.replace(pattern, replacement) : scrubbed.replace(pattern, replacement);
  scrubbed = scrubbed.replace(/\s+/g, " ").trim();
  return scrubbed.length > MAX_LENGTH ? `${scrubbed.slice(0, MAX_LENGTH - 1)}…` : scrubbed;
}

/** "j***@example.com": enough to recognise whom a message was for, not to write to them. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 1) return "***";
  return `${address[0]}***${address.slice(at)}`;
}
