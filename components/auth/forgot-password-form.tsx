"use client";
// /forgot-password: ask for a reset link; the answer never says whether the account exists.
import Link from "next/link";
import { useState } from "react";
import type { postForgotPassword } from "@/lib/api/operations/accounts";
import { failureText } from "../forms/post-json";
import { endpoint } from "../query/call-api";
import { useSubmit } from "../forms/use-submit";
import { Button } from "../ui/button";
import { Input } from "../ui/input";
import { toast } from "../toast/toast-store";

const forgotPassword = endpoint<typeof postForgotPassword>("POST /api/forgot-password");

const INVALID_EMAIL = "Please enter a valid email address";

export function ForgotPasswordForm() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState("");
  const {
    submit: send,
    pending,
    succeeded: sent,
  } = useSubmit({
    mutationFn: () => forgotPassword.call({ body: { email: email.trim() } }),
    onSuccess: () => toast({ title: "Reset Link Sent", description: "Check your inbox for the link." }),
    onError: (e) =>
      toast({ title: "Failed to send reset email", description: failureText(e, "Please try again."), variant: "destructive" }),
  });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) return setError(INVALID_EMAIL);
    setError("");
    void send();
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
        <Input
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoComplete="email"
          aria-invalid={!!error}
          aria-describedby={error ? "forgot-email-error" : undefined}
        />
      </label>
      {error && (
        <p id="forgot-email-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" block pending={pending} pendingText="Sending...">
        Send Reset Link
      </Button>
      <p className="text-center text-sm">
        <Link href="/auth" className="text-amber-800 underline">
          Back to Login
        </Link>
      </p>
    </form>
  );
}
