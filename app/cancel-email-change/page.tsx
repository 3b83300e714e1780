// /cancel-email-change?token=… — where the cancel link in the notice to an account's old address lands.
import type { Metadata } from "next";
import { TokenLanding, type TokenSearch } from "@/components/auth/token-landing";
import { CancelEmailChangeForm } from "@/components/auth/cancel-email-change-form";

export const metadata: Metadata = { title: "Cancel Email Change", robots: { index: false, follow: false }, referrer: "no-referrer" };

export default function CancelEmailChangePage({ searchParams }: { searchParams: TokenSearch }) {
  return <TokenLanding searchParams={searchParams} withoutToken="/account" form={(token) => <CancelEmailChangeForm token={token} />} />;
}
