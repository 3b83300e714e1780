"use client";
// "Verify your email": shown to an account whose address is not yet proved, where posting or paying would
// be refused; the button emails a new link.
import { ResendVerification } from "./resend-verification";

export function VerifyEmailNotice({ email }: { email: string }) {
  return (
    <section aria-labelledby="verify-email-heading" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <h2 id="verify-email-heading" className="font-bold">
        Verify your email
      </h2>
      <p className="mt-1 text-sm break-words">
        We sent a link to {email}. Open it to confirm your address: until then you can&apos;t post jobs or pay.
      </p>
      <div className="mt-3">
        <ResendVerification />
      </div>
    </section>
  );
}
