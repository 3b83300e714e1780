// /checkout — pays for the pending job, or with ?extend={id} extends one of the
// employer's own postings (docs/decisions/042); signed-in only, checked on the server.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { uuidSchema } from "@/lib/schemas/common";
import { config } from "@/server/config";
import { pageUser } from "@/server/http/page-guards";
import { getDb } from "@/server/runtime";
import { ownJob } from "@/server/jobs/employer-jobs";
import { extensionStart } from "@/server/payments/job-extensions";
import { SignInRequired } from "@/components/auth/sign-in-required";
import { Checkout } from "@/components/checkout/checkout";
import { ExtendCheckout } from "@/components/checkout/extend-checkout";

export const metadata: Metadata = { title: "Checkout", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ extend?: string }> };

const DAY_MS = 24 * 60 * 60 * 1000;

export default async function CheckoutPage({ searchParams }: Props) {
  const { extend } = await searchParams;
  const next = extend ? `/checkout?extend=${encodeURIComponent(extend)}` : "/checkout";
  const user = await pageUser();
  if (!user)
    return (
      <SignInRequired
        title="Login Required"
        description="Please log in to pay for your job posting."
        delayMs={1500}
        next={next}
        signInPath="/login"
      />
    );
  const stripePublishableKey = config().stripe?.publishableKey ?? null;
  if (extend === undefined) return <Checkout stripePublishableKey={stripePublishableKey} />;
  const job = uuidSchema.safeParse(extend).success ? await ownJob(await getDb(), user.id, extend) : null;
  if (!job) notFound();
  const earliest = new Date(extensionStart(job).getTime() + DAY_MS).toISOString().slice(0, 10);
  return (
    <ExtendCheckout
      job={{
        id: job.id,
        title: job.title,
        company: job.company,
        location: job.location,
        salaryMin: job.salaryMin,
        salaryMax: job.salaryMax,
        description: job.description,
      }}
      planType={job.planType}
      earliestClosing={earliest}
      stripePublishableKey={stripePublishableKey}
    />
  );
}
