"use client";
// /cancel-email-change?token=…: the notice's link lands here and cancels with a button press, so a mail
// scanner that opens every link cannot cancel a change its owner meant to make.
import Link from "next/link";
import type { postUserEmailCancel } from "@/lib/api/operations/accounts";
import { endpoint } from "../query/call-api";
import { useSubmit } from "../forms/use-submit";
import { OutcomeNote } from "../forms/outcome-note";
import { Button, buttonClass } from "../ui/button";

const cancel = endpoint<typeof postUserEmailCancel>("POST /api/user/email/cancel");

export function CancelEmailChangeForm({ token }: { token: string }) {
  const { submit, pending, outcome, succeeded } = useSubmit({
    mutationFn: () => cancel.call({ body: { token } }),
    failure: "The change could not be cancelled. Please try again.",
    success: (answer) => answer.message,
  });
  return (
    <div className="space-y-4 text-center">
      <h1 className="text-2xl font-extrabold">Cancel the email change</h1>
      {!outcome && (
        <p className="text-slate-700">
          Press the button to stop the change of your Outpost account&apos;s email address. It keeps its current one.
        </p>
      )}
      <OutcomeNote outcome={outcome} />
      {succeeded ? (
        <Link href="/forgot-password" className={buttonClass({ variant: "dark", className: "inline-block" })}>
          Choose a New Password
        </Link>
      ) : (
        <Button type="button" variant="dark" block pending={pending} pendingText="Cancelling..." onClick={() => void submit()}>
          Cancel This Change
        </Button>
      )}
    </div>
  );
}
