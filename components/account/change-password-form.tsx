"use client";
// Change password: the current one, then the new one twice. Other devices are signed out by the server.
import { useState } from "react";
import { fetchJson } from "../query/api-client";
import { PasswordInput } from "../auth/password-input";
import { AccountCard, buttonClass, OutcomeNote, useAccountAction } from "./account-form";

export function ChangePasswordForm() {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [again, setAgain] = useState("");
  const { pending, outcome, run, fail } = useAccountAction();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (next !== again) return fail("Passwords do not match");
    const done = await run(async () => {
      const { message } = await fetchJson<{ message: string }>("POST", "/api/user/password", {
        currentPassword: current,
        newPassword: next,
      });
      return message;
    });
    if (done) [setCurrent, setNext, setAgain].forEach((set) => set(""));
  }

  return (
    <AccountCard title="Change password" description="Changing it signs you out on every other device.">
      <form onSubmit={submit} noValidate className="space-y-3">
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
        <button type="submit" disabled={pending} className={buttonClass}>
          {pending ? "Saving..." : "Change Password"}
        </button>
      </form>
    </AccountCard>
  );
}
