// Browsers that have signed in to a username before (a "device cookie"): they are what lets the owner in
// while a botnet spends a username's hourly allowance of guesses. The cookie holds keyed hashes of the
// usernames signed in to from this browser, so it cannot be made without the secret and names nobody.
import "server-only";
import { config } from "../config";
import { keyedHash } from "../secrets";

const COOKIE = "outpost_login_device";
const MAX_USERNAMES = 5;
const ONE_YEAR_S = 365 * 24 * 3600;

const tokenFor = (username: string) => keyedHash("login-device", username.toLowerCase()).slice(0, 22);

function tokensIn(headers: Headers): string[] {
  const cookie = (headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${COOKIE}=`));
  return cookie
    ? cookie
        .slice(COOKIE.length + 1)
        .split(".")
        .filter(Boolean)
        .slice(0, MAX_USERNAMES)
    : [];
}

/** True when this browser has signed in to `username` before (or proved it owns it by a reset link). */
export function isKnownDevice(headers: Headers, username: string): boolean {
  return tokensIn(headers).includes(tokenFor(username));
}

/** The Set-Cookie that remembers this browser for `username`, beside the others it already knew. */
export function knownDeviceCookie(headers: Headers, username: string): string {
  const token = tokenFor(username);
  const tokens = [token, ...tokensIn(headers).filter((t) => t !== token)].slice(0, MAX_USERNAMES);
  const secure = config().baseUrl.startsWith("https://") ? "; Secure" : "";
  return `${COOKIE}=${tokens.join(".")}; Path=/api; Max-Age=${ONE_YEAR_S}; HttpOnly; SameSite=Lax${secure}`;
}
