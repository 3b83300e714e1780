// Signed-up accounts for tests, through the real routes: register, follow the emailed verification link,
// sign in; the cookie a browser would hold.
import { POST as register } from "@/app/api/register/route";
import { POST as login } from "@/app/api/login/route";
import { POST as verifyEmail } from "@/app/api/verify-email/route";
import { sentMail } from "./queue";
import { call, cookieFrom } from "./http";

let n = 0;

/** The token of the newest verification link emailed to this address (the email goes out after the answer). */
export async function verificationTokenFor(email: string): Promise<string> {
  // A plain loop, not expect.poll: sign-ups happen in beforeAll hooks too.
  for (let i = 0; i < 200; i++) {
    const mail = (await sentMail(1000)).find((m) => m.to.includes(email) && /\/verify-email\?token=/.test(m.text));
    const token = mail && /\/verify-email\?token=([^\s"&<>]+)/.exec(mail.text)?.[1];
    if (token) return decodeURIComponent(token);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No verification link was emailed to ${email}`);
}

export async function signUp(
  role: "user" | "employer" = "employer",
  { verified = true, email: chosen }: { verified?: boolean; email?: string } = {},
): Promise<{ id: string; email: string; cookie: string; username: string }> {
  n++;
  const email = chosen ?? `${role}${n}-${Date.now()}@example.com`;
  const username = `${role}${n}x${Date.now() % 100000}`;
  const password = "s3cret-pass";
  const res = await call(register, "/api/register", {
    body: { username, email, password, firstName: "Erin", lastName: "Hale", role },
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  if (verified) {
    const confirmed = await call(verifyEmail, "/api/verify-email", { body: { token: await verificationTokenFor(email) } });
    if (confirmed.status !== 200) throw new Error(`verification failed: ${confirmed.status} ${await confirmed.text()}`);
  }
  const signedIn = await call(login, "/api/login", { body: { username, password } });
  if (signedIn.status !== 200) throw new Error(`sign-in failed: ${signedIn.status} ${await signedIn.text()}`);
  const { id } = (await signedIn.json()) as { id: string };
  return { id, email, cookie: cookieFrom(signedIn), username };
}
