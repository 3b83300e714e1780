"use client";
// /auth and /login: Login and Sign Up tabs, with the form's field messages and the sign-in toasts.
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { safeRedirectPath } from "@/lib/safe-redirect";
import type { postLogin, postRegister } from "@/lib/api/operations/accounts";
import { failureText } from "../forms/post-json";
import { endpoint } from "../query/call-api";
import { useSubmit } from "../forms/use-submit";
import { Button } from "../ui/button";
import { Input } from "../ui/input";
import { toast } from "../toast/toast-store";
import { useSetCurrentUser, type CurrentUser } from "../query/current-user";
import { MAX_USERNAME, USERNAME_RULE, usernameProblem } from "@/lib/username";
import { PasswordInput } from "./password-input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../ui/tabs";

export function AuthScreen() {
  const params = useSearchParams();
  const [tab, setTab] = useState<"login" | "signup">(params.get("tab") === "signup" ? "signup" : "login");
  // Only a path on this site, so a crafted link cannot send someone elsewhere after signing in.
  const next = safeRedirectPath(params.get("next"));
  const tabClass =
    "flex-1 rounded-md px-4 py-2 font-semibold text-slate-600 hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-slate-950 data-[state=active]:shadow";
  const panelClass = "mt-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm";
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-center text-3xl font-extrabold">Welcome to Outpost</h1>
      <Tabs value={tab} onValueChange={(t) => setTab(t as typeof tab)}>
        <TabsList aria-label="Sign in or sign up" className="mt-6 flex gap-1 rounded-lg bg-slate-200 p-1">
          <TabsTrigger value="login" className={tabClass}>
            Login
          </TabsTrigger>
          <TabsTrigger value="signup" className={tabClass}>
            Sign Up
          </TabsTrigger>
        </TabsList>
        <TabsContent value="login" className={panelClass}>
          <LoginForm next={next} />
        </TabsContent>
        <TabsContent value="signup" className={panelClass}>
          <SignUpForm next={next} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

const login = endpoint<typeof postLogin>("POST /api/login");
const register = endpoint<typeof postRegister>("POST /api/register");

function useFinish(next: string) {
  const router = useRouter();
  const setCurrentUser = useSetCurrentUser();
  return (user: CurrentUser) => {
    setCurrentUser(user);
    router.replace(next);
    router.refresh();
  };
}

function LoginForm({ next }: { next: string }) {
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState("");
  const finish = useFinish(next);
  const { submit: send, pending } = useSubmit({
    mutationFn: () => login.call({ body: { username: username.trim(), password } }),
    onSuccess: (user) => {
      toast({ title: "Welcome back!", description: "You have been logged in successfully." });
      finish(user);
    },
    onError: (e) => toast({ title: "Login failed", description: failureText(e, "Login failed"), variant: "destructive" }),
  });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!username.trim() || !password) return setError("Please fill in all fields");
    setError("");
    void send();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <label className="block text-sm font-medium">
        Username
        <Input name="username" value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="username" />
      </label>
      <PasswordInput label="Password" name="password" value={password} onChange={setPassword} autoComplete="current-password" />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" block pending={pending} pendingText="Signing in...">
        Sign In
      </Button>
      <p className="text-center text-sm">
        <Link href="/forgot-password" className="font-medium text-amber-800 underline">
          Forgot your password?
        </Link>
      </p>
    </form>
  );
}

function SignUpForm({ next }: { next: string }) {
  const [form, setForm] = useState({
    firstName: "",
    lastName: "",
    username: "",
    email: "",
    password: "",
    confirmPassword: "",
    role: "user" as "user" | "employer",
  });
  const [error, setError] = useState("");
  const [sent, setSent] = useState("");
  const finish = useFinish(next);
  const { submit: send, pending } = useSubmit({
    mutationFn: async () => {
      const { confirmPassword: _confirm, ...body } = form;
      const username = form.username.trim();
      const { message } = await register.call({ body: { ...body, username, email: form.email.trim() } });
      // Registering signs nobody in (a taken email is answered like a new one), so sign in as a second step;
      // when that fails the email we sent says why.
      const user = await login.call({ body: { username, password: form.password } }).catch(() => null);
      return { user, message };
    },
    onSuccess: ({ user, message }) => {
      if (!user) return setSent(message);
      toast({ title: "Welcome to Outpost!", description: "Check your email to confirm your address." });
      finish(user);
    },
    onError: (e) => toast({ title: "Registration failed", description: failureText(e, "Registration failed"), variant: "destructive" }),
  });
  const field = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [key]: e.target.value }),
  });

  function problem(): string {
    if (!form.username.trim() || !form.email.trim() || !form.password) return "Please fill in all required fields";
    const username = usernameProblem(form.username.trim());
    if (username) return username;
    if (form.password !== form.confirmPassword) return "Passwords do not match";
    if (form.password.length < 6) return "Password must be at least 6 characters long";
    return "";
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = problem();
    setError(found);
    if (!found) void send();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid grid-cols-2 gap-3">
        <label className="block text-sm font-medium">
          First name
          <Input {...field("firstName")} autoComplete="given-name" />
        </label>
        <label className="block text-sm font-medium">
          Last name
          <Input {...field("lastName")} autoComplete="family-name" />
        </label>
      </div>
      <div>
        <label className="block text-sm font-medium">
          Username *
          <Input {...field("username")} autoComplete="username" maxLength={MAX_USERNAME} aria-describedby="username-rule" />
        </label>
        <p id="username-rule" className="mt-1 text-xs text-slate-600">
          {USERNAME_RULE}
        </p>
      </div>
      <label className="block text-sm font-medium">
        Email *<Input type="email" {...field("email")} autoComplete="email" />
      </label>
      <PasswordInput
        label="Password *"
        name="password"
        value={form.password}
        onChange={(v) => setForm({ ...form, password: v })}
        autoComplete="new-password"
      />
      <PasswordInput
        label="Confirm password *"
        name="confirmPassword"
        value={form.confirmPassword}
        onChange={(v) => setForm({ ...form, confirmPassword: v })}
        autoComplete="new-password"
      />
      <fieldset>
        <legend className="text-sm font-medium">Account Type</legend>
        <div className="mt-1 flex gap-4">
          {(
            [
              ["user", "Job Seeker"],
              ["employer", "Employer"],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                name="role"
                value={value}
                checked={form.role === value}
                onChange={() => setForm({ ...form, role: value })}
              />{" "}
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {sent && (
        <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
          {sent}
        </p>
      )}
      <Button type="submit" block pending={pending} pendingText="Creating account...">
        Create Account
      </Button>
    </form>
  );
}
