// Signed-up accounts for tests, through the real registration route: the cookie a browser would hold.
import { POST as register } from "@/app/api/register/route";
import { call, cookieFrom } from "./http";

let n = 0;

export async function signUp(role: "user" | "employer" = "employer"): Promise<{ id: string; email: string; cookie: string }> {
  n++;
  const email = `${role}${n}-${Date.now()}@example.com`;
  const res = await call(register, "/api/register", {
    body: { username: `${role}${n}x${Date.now() % 100000}`, email, password: "s3cret-pass", firstName: "Erin", lastName: "Hale", role },
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  return { id, email, cookie: cookieFrom(res) };
}
