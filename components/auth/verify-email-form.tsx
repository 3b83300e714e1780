"use client";
// /verify-email?token=…: the emailed link lands here and confirms with a button press, so a mail scanner
// that opens every link cannot confirm on the owner's behalf.
import Link from "next/link";
import type { postVerifyEmail } from "@/lib/api/operations/accounts";
import { endpoint } from "../query/call-api";
import { useSubmit } from "../forms/use-submit";
import { OutcomeNote } from "../forms/outcome-note";
import { Button, buttonClass } from "../ui/button";

const verify = endpoint<typeof postVerifyEmail>("POST /api/verify-email");

export function VerifyEmailForm({ token }: { token: string }) {
  const { submit, pending, outcome, succeeded } = useSubmit({
    mutationFn: () => verify.call({ body: { token } }),
    failure: "This link is invalid or has expired. Please ask for a new one from your account page.",
    success: (answer) => answer.message,
  });
  return (
    <div className="space-y-4 text-center">
      <h1 className="text-2xl font-extrabold">Confirm your email</h1>
      {!outcome && <p className="text-slate-700">Press the button to confirm this email address for your Outpost account.</p>}
      <OutcomeNote outcome={outcome} />
      {succeeded ? (
        <Link href="/" className={buttonClass({ variant: "dark", className: "inline-block" })}>
          Go to Outpost
        </Link>
      ) : (
        <Button type="button" variant="dark" block pending={pending} pendingText="Confirming..." onClick={() => void submit()}>
          Confirm My Email Address
        </Button>
      )}
    </div>
  );
}
