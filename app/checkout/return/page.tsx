// /checkout/return — where checkout ends: Stripe sends a redirect-based payment here with ?payment_intent=,
// and both card forms come here once confirmed. Only the intent's id is read from the address; how the
// payment stands is asked of the server, which asks the payment provider.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { pageUser } from "@/server/http/page-guards";
import { SignInRequired } from "@/components/auth/sign-in-required";
import { PaymentReturn } from "@/components/checkout/payment-return";

export const metadata: Metadata = { title: "Payment", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ payment_intent?: string | string[] }> };

export default async function CheckoutReturnPage({ searchParams }: Props) {
  const { payment_intent: intentId } = await searchParams;
  if (typeof intentId !== "string" || !intentId) notFound();
  const user = await pageUser();
  if (!user) {
    const next = `/checkout/return?payment_intent=${encodeURIComponent(intentId)}`;
    return (
      <SignInRequired
        title="Login Required"
        description="Please log in to finish your payment."
        delayMs={1500}
        next={next}
        signInPath="/login"
      />
    );
  }
  return <PaymentReturn paymentIntentId={intentId} />;
}
