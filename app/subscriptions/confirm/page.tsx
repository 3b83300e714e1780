// /subscriptions/confirm?token=… — the double opt-in link from a confirmation email.
import type { Metadata } from "next";
import { EmailLinkPage } from "@/components/subscriptions/email-link-page";

// The token must not leak to other sites through the Referer header, nor the page into search results.
export const metadata: Metadata = { title: "Confirm Subscription", robots: { index: false, follow: false }, referrer: "no-referrer" };

type Props = { searchParams: Promise<{ token?: string | string[] }> };

export default async function ConfirmSubscriptionPage({ searchParams }: Props) {
  const { token } = await searchParams;
  return <EmailLinkPage action="confirm" token={Array.isArray(token) ? token[0] : token} />;
}
