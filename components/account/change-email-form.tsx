"use client";
// Change email: the new address and the current password; the change waits for the new address's link.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { PasswordInput } from "../auth/password-input";
import { Field } from "../ui/field";
import { Input } from "../ui/input";
import { Button } from "../ui/button";
import { OutcomeNote } from "../forms/outcome-note";
import { useSubmit } from "../forms/use-submit";
import type { postUserEmail } from "@/lib/api/operations/accounts";
import { queryKeys } from "../query/api-client";
import { endpoint } from "../query/call-api";
import { ACCOUNT_FAILURE, AccountCard } from "./account-card";

const changeEmail = endpoint<typeof postUserEmail>("POST /api/user/email");

export function ChangeEmailForm({ email }: { email: string }) {
  const [newEmail, setNewEmail] = useState("");
  const [password, setPassword] = useState("");
  const router = useRouter();
  const queryClient = useQueryClient();
  const { submit, pending, outcome } = useSubmit({
    mutationFn: () => changeEmail.call({ body: { newEmail, currentPassword: password } }),
    failure: ACCOUNT_FAILURE,
    success: (answer) => answer.message,
    onSuccess: () => {
      setNewEmail("");
      setPassword("");
      void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
      router.refresh();
    },
  });

  return (
    <AccountCard title="Change email" description={`You sign in with your username; we write to ${email}.`}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
        className="space-y-3"
      >
        <Field id="new-email" label="New email">
          {(a11y) => (
            <Input
              {...a11y}
              name="newEmail"
              type="email"
              autoComplete="email"
              value={newEmail}
              onChange={(e) => setNewEmail(e.target.value)}
            />
          )}
        </Field>
        <PasswordInput
          label="Current password"
          name="currentPassword"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
        />
        <OutcomeNote outcome={outcome} />
        <Button type="submit" variant="dark" pending={pending} pendingText="Saving...">
          Change Email
        </Button>
      </form>
    </AccountCard>
  );
}
