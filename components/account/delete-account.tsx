"use client";
// Delete the account: the current password, then a confirmation that says what goes and what stays.
import { useState } from "react";
import { useRouter } from "next/navigation";
import type { deleteUser } from "@/lib/api/operations/accounts";
import { endpoint } from "../query/call-api";
import { OutcomeNote } from "../forms/outcome-note";
import { useSubmit } from "../forms/use-submit";
import { Button } from "../ui/button";
import { PasswordInput } from "../auth/password-input";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { toast } from "../toast/toast-store";
import { useSignOut } from "../auth/use-sign-out";
import { ACCOUNT_FAILURE, AccountCard } from "./account-card";

const removeAccount = endpoint<typeof deleteUser>("DELETE /api/user");

export function DeleteAccount({ isEmployer }: { isEmployer: boolean }) {
  const [password, setPassword] = useState("");
  const [confirming, setConfirming] = useState(false);
  const router = useRouter();
  const signOut = useSignOut();
  const { submit, pending, outcome } = useSubmit({
    mutationFn: () => removeAccount.call({ body: { currentPassword: password } }),
    failure: ACCOUNT_FAILURE,
    success: () => "Your account has been deleted.",
  });

  async function remove() {
    // Like signing out: My List lets go of the account first, and every screen forgets it at once.
    const done = await signOut(submit);
    setConfirming(false);
    if (!done) return;
    toast({ title: "Account deleted", description: "Your account has been deleted. Thank you for using Outpost." });
    router.push("/");
    router.refresh();
  }

  return (
    <AccountCard title="Delete account" description="Deleting your account cannot be undone.">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setConfirming(true);
        }}
        noValidate
        className="space-y-3"
      >
        <PasswordInput
          label="Current password"
          name="deletePassword"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
        />
        <OutcomeNote outcome={outcome} />
        <Button type="submit" variant="danger" disabled={pending || !password}>
          Delete Account
        </Button>
      </form>
      <ConfirmDialog
        open={confirming}
        title="Delete your account?"
        confirmLabel="Delete My Account"
        busy={pending}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      >
        <p>
          Your name, username and email are erased, you are signed out everywhere, and your My List, email subscriptions and job alerts are
          removed.
          {isEmployer && " Your jobs leave the board (they are archived)."} Payment records stay for our accounts, detached from you.
        </p>
      </ConfirmDialog>
    </AccountCard>
  );
}
