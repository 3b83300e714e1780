"use client";
// "Send a New Link": emails a new verification link to the signed-in account (the server allows a few an
// hour) and says how that went, in the place where being unverified stopped something.
import type { postUserEmailVerification } from "@/lib/api/operations/accounts";
import { endpoint } from "../query/call-api";
import { useSubmit } from "../forms/use-submit";
import { OutcomeNote } from "../forms/outcome-note";
import { Button } from "../ui/button";

const resend = endpoint<typeof postUserEmailVerification>("POST /api/user/email/verification");

export function ResendVerification() {
  const { submit, pending, outcome, succeeded } = useSubmit({
    mutationFn: () => resend.call({}),
    failure: "We couldn't send a new link. Please try again later.",
    success: (answer) => answer.message,
  });
  return (
    <div className="space-y-2">
      <OutcomeNote outcome={outcome} />
      {!succeeded && (
        <Button type="button" variant="dark" pending={pending} pendingText="Sending..." onClick={() => void submit()}>
          Send a New Link
        </Button>
      )}
    </div>
  );
}
