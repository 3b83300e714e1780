"use client";
// "Verify your email": shown to an account whose address is not yet proved, where posting or paying would
// be refused; the button emails a new link (the server allows a few an hour).
import type { postUserEmailVerification } from "@/lib/api/operations/accounts";
import { endpoint } from "../query/call-api";
import { useSubmit } from "../forms/use-submit";
import { OutcomeNote } from "../forms/outcome-note";
import { Button } from "../ui/button";

const resend = endpoint<typeof postUserEmailVerification>("POST /api/user/email/verification");

export function VerifyEmailNotice({ email }: { email: string }) {
  const { submit, pending, outcome, succeeded } = useSubmit({
    mutationFn: () => resend.call({}),
    failure: "We couldn't send a new link. Please try again later.",
    success: (answer) => answer.message,
  });
  return (
    <section aria-labelledby="verify-email-heading" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <h2 id="verify-email-heading" className="font-bold">
        Verify your email
      </h2>
      <p className="mt-1 text-sm break-words">
        We sent a link to {email}. Open it to confirm your address: until then you can&apos;t post jobs or pay.
      </p>
      <div className="mt-3 space-y-2">
        <OutcomeNote outcome={outcome} />
        {!succeeded && (
          <Button type="button" variant="dark" pending={pending} pendingText="Sending..." onClick={() => void submit()}>
            Send a New Link
          </Button>
        )}
      </div>
    </section>
  );
}
