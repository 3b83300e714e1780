// /reset-password?token=… — set a new password; without a token, ask for one.
import type { Metadata } from "next";
import { TokenLanding, type TokenSearch } from "@/components/auth/token-landing";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";

export const metadata: Metadata = { title: "Reset Password", robots: { index: false, follow: false }, referrer: "no-referrer" };

export default function ResetPasswordPage({ searchParams }: { searchParams: TokenSearch }) {
  return <TokenLanding searchParams={searchParams} withoutToken="/forgot-password" form={(token) => <ResetPasswordForm token={token} />} />;
}
