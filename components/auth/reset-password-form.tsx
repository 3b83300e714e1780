"use client";
// /reset-password?token=…: check the link, then set a new password.
import Link from "next/link";
import { useEffect, useState } from "react";
import type { getResetPasswordValidateToken, postResetPassword } from "@/lib/api/operations/accounts";
import { failureText } from "../forms/post-json";
import { endpoint } from "../query/call-api";
import { useSubmit } from "../forms/use-submit";
import { Button, buttonClass } from "../ui/button";
import { toast } from "../toast/toast-store";
import { PasswordInput } from "./password-input";

const validateToken = endpoint<typeof getResetPasswordValidateToken>("GET /api/reset-password/validate/{token}");
const resetPassword = endpoint<typeof postResetPassword>("POST /api/reset-password");

type Stage = "validating" | "invalid" | "form" | "done";
const TOO_SHORT = "Password must be at least 6 characters long";

export function ResetPasswordForm({ token }: { token: string }) {
  const [stage, setStage] = useState<Stage>("validating");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const { submit: send, pending } = useSubmit({
    mutationFn: () => resetPassword.call({ body: { token, newPassword: password } }),
    onSuccess: () => {
      toast({ title: "Password Reset Successful", description: "You can now sign in with your new password." });
      setStage("done");
    },
    onError: (e) => toast({ title: "Failed to reset password", description: failureText(e, "Please try again."), variant: "destructive" }),
  });

  useEffect(() => {
    // A refused or failed check means the same as an unusable link.
    validateToken
      .call({ params: { token } })
      .then((body) => setStage(body.valid ? "form" : "invalid"))
      .catch(() => setStage("invalid"));
  }, [token]);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = {
      password: password.length < 6 ? TOO_SHORT : undefined,
      confirm: confirm.length < 6 ? TOO_SHORT : confirm !== password ? "Passwords don't match" : undefined,
    };
    setErrors(found);
    if (found.password || found.confirm) return;
    void send();
  }

  if (stage === "validating")
    return (
      <p role="status" className="text-center text-slate-700">
        Validating reset token...
      </p>
    );
  if (stage === "invalid") {
    return (
      <div className="text-center">
        <h1 className="text-2xl font-bold">Invalid Reset Link</h1>
        <p className="mt-3 text-slate-700">This password reset link is invalid or has expired. Please request a new one.</p>
        <div className="mt-6 flex justify-center gap-3">
          <Link href="/forgot-password" className={buttonClass()}>
            Request New Link
          </Link>
          <Link href="/auth" className={buttonClass({ variant: "secondary" })}>
            Back to Login
          </Link>
        </div>
      </div>
    );
  }
  if (stage === "done") {
    return (
      <div className="text-center">
        <h1 className="text-2xl font-bold">Password Reset Successful</h1>
        <p className="mt-3 text-slate-700">Your password has been changed and you have been signed out everywhere.</p>
        <Link href="/auth" className={buttonClass({ className: "mt-6 inline-block" })}>
          Continue to Login
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <h1 className="text-2xl font-bold">Set a new password</h1>
      <PasswordInput
        label="New password"
        name="password"
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        error={errors.password}
      />
      <PasswordInput
        label="Confirm password"
        name="confirmPassword"
        value={confirm}
        onChange={setConfirm}
        autoComplete="new-password"
        error={errors.confirm}
      />
      <Button type="submit" block pending={pending} pendingText="Saving...">
        Reset Password
      </Button>
    </form>
  );
}
