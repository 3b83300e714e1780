"use client";
// /forgot-password: ask for a reset link; the answer never says whether the account exists.
import Link from "next/link";
import { useState } from "react";
import { failureText, postJson } from "../forms/post-json";
import { toast } from "../toast/toast-store";

const INVALID_EMAIL = "Please enter a valid email address";

export function ForgotPasswordForm() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState("");
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) return setError(INVALID_EMAIL);
    setError("");
    setPending(true);
    try {
      await postJson("/api/forgot-password", { email: email.trim() });
      toast({ title: "Reset Link Sent", description: "Check your inbox for the link." });
      setSent(true);
    } catch (e) {
      toast({ title: "Failed to send reset email", description: failureText(e, "Please try again."), variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  if (sent) {
    return (
      <div className="text-center">
        <h1 className="text-2xl font-bold">Check Your Email</h1>
        <p className="mt-3 text-slate-700">
          If an account with that email exists, we&apos;ve sent you a password reset link. It works for one hour.
        </p>
        <Link href="/auth" className="mt-6 inline-block font-semibold text-amber-800 underline">
          Back to Login
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <h1 className="text-2xl font-bold">Forgot your password?</h1>
      <p className="text-slate-700">Enter the email address of your account and we&apos;ll send you a link to set a new password.</p>
      <label className="block text-sm font-medium">
        Email
        <input
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoComplete="email"
          aria-invalid={!!error}
          className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2"
        />
      </label>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <button
        type="submit"
        disabled={pending}
        className="w-full rounded-md bg-amber-700 px-4 py-2 font-semibold text-white hover:bg-amber-800 disabled:opacity-60"
      >
        {pending ? "Sending..." : "Send Reset Link"}
      </button>
      <p className="text-center text-sm">
        <Link href="/auth" className="text-amber-800 underline">
          Back to Login
        </Link>
      </p>
    </form>
  );
}
