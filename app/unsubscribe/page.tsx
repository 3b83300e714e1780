// /unsubscribe?token=… — the unsubscribe link in every mailing; works without signing in.
import type { Metadata } from "next";
import { EmailLinkPage } from "@/components/subscriptions/email-link-page";

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false, follow: false }, referrer: "no-referrer" };

type Props = { searchParams: Promise<{ token?: string | string[] }> };

export default async function UnsubscribePage({ searchParams }: Props) {
  const { token } = await searchParams;
  return <EmailLinkPage action="unsubscribe" token={Array.isArray(token) ? token[0] : token} />;
}
