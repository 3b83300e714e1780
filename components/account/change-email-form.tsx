"use client";
// Change email: the new address and the current password; the page then shows the new address.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { PasswordInput } from "../auth/password-input";
import { inputClass } from "../post-job/form-field";
import { fetchJson, queryKeys } from "../query/api-client";
import { AccountCard, buttonClass, OutcomeNote, useAccountAction } from "./account-form";

export function ChangeEmailForm({ email }: { email: string }) {
  const [newEmail, setNewEmail] = useState("");
  const [password, setPassword] = useState("");
  const { pending, outcome, run } = useAccountAction();
  const router = useRouter();
  const queryClient = useQueryClient();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const done = await run(async () => {
      const user = await fetchJson<{ email: string }>("POST", "/api/user/email", { newEmail, currentPassword: password });
      return `Your email is now ${user.email}.`;
    });
    if (!done) return;
    setNewEmail("");
    setPassword("");
    void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
    router.refresh();
  }

  return (
    <AccountCard title="Change email" description={`You sign in with your username; we write to ${email}.`}>
      <form onSubmit={submit} noValidate className="space-y-3">
        <div>
          <label htmlFor="new-email" className="text-sm font-medium">
            New email
          </label>
          <input
            id="new-email"
            name="newEmail"
            type="email"
            autoComplete="email"
            value={newEmail}
            onChange={(e) => setNewEmail(e.target.value)}
            className={inputClass}
          />
        </div>
        <PasswordInput
          label="Current password"
          name="currentPassword"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
        />
        <OutcomeNote outcome={outcome} />
        <button type="submit" disabled={pending} className={buttonClass}>
          {pending ? "Saving..." : "Change Email"}
        </button>
      </form>
    </AccountCard>
  );
}
