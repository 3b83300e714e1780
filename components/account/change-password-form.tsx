"use client";
// Change password: the current one, then the new one twice. Other devices are signed out by the server.
import { useState } from "react";
import type { postUserPassword } from "@/lib/api/operations/accounts";
import { endpoint } from "../query/call-api";
import { PasswordInput } from "../auth/password-input";
import { Button } from "../ui/button";
import { OutcomeNote } from "../forms/outcome-note";
import { useSubmit } from "../forms/use-submit";
import { ACCOUNT_FAILURE, AccountCard } from "./account-card";

const changePassword = endpoint<typeof postUserPassword>("POST /api/user/password");

export function ChangePasswordForm() {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [again, setAgain] = useState("");
  const { submit, pending, outcome, fail } = useSubmit({
    mutationFn: () => changePassword.call({ body: { currentPassword: current, newPassword: next } }),
    failure: ACCOUNT_FAILURE,
    success: ({ message }) => message,
    onSuccess: () => [setCurrent, setNext, setAgain].forEach((set) => set("")),
  });

  function send(event: React.FormEvent) {
    event.preventDefault();
    if (next !== again) return fail("Passwords do not match");
    void submit();
  }

  return (
    <AccountCard title="Change password" description="Changing it signs you out on every other device.">
      <form onSubmit={send} noValidate className="space-y-3">
        <PasswordInput
          label="Current password"
          name="currentPassword"
          value={current}
          onChange={setCurrent}
          autoComplete="current-password"
        />
        <PasswordInput label="New password" name="newPassword" value={next} onChange={setNext} autoComplete="new-password" />
        <PasswordInput label="Confirm new password" name="confirmPassword" value={again} onChange={setAgain} autoComplete="new-password" />
        <OutcomeNote outcome={outcome} />
        <Button type="submit" variant="dark" pending={pending} pendingText="Saving...">
          Change Password
        </Button>
      </form>
    </AccountCard>
  );
}
