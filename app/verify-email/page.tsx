// /verify-email?token=… — where verification and email-change links land; without a token, the account page.
import type { Metadata } from "next";
import { TokenLanding, type TokenSearch } from "@/components/auth/token-landing";
import { VerifyEmailForm } from "@/components/auth/verify-email-form";

export const metadata: Metadata = { title: "Confirm Your Email", robots: { index: false, follow: false }, referrer: "no-referrer" };

export default function VerifyEmailPage({ searchParams }: { searchParams: TokenSearch }) {
  return <TokenLanding searchParams={searchParams} withoutToken="/account" form={(token) => <VerifyEmailForm token={token} />} />;
}
