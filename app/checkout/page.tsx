// /checkout — pays for the pending job (spec section 2, Checkout); signed-in only, checked on the server.
import type { Metadata } from "next";
import { config } from "@/server/config";
import { pageUser } from "@/server/http/page-guards";
import { SignInRequired } from "@/components/auth/sign-in-required";
import { Checkout } from "@/components/checkout/checkout";

export const metadata: Metadata = { title: "Checkout", robots: { index: false, follow: false } };

export default async function CheckoutPage() {
  const user = await pageUser();
  if (!user) return <SignInRequired title="Login Required" description="Please log in to pay for your job posting." delayMs={1500} next="/checkout" signInPath="/login" />;
  const stripe = config().stripe;
  return <Checkout stripePublishableKey={stripe?.publishableKey ?? null} />;
}
