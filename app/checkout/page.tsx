// /checkout — pays for the pending job, or with ?extend={id} extends one of the
// employer's own postings (docs/decisions/042); signed-in only, checked on the server.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { dayAfter } from "@/lib/closing-date";
import { refusal, refusalMessage } from "@/lib/job-visibility";
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
  // No payment form for an extension the server would refuse: the employer reads why instead.
  const refused = refusal("extend", job);
  if (refused)
    return (
      <section className="mx-auto max-w-xl px-4 py-10">
        <h1 className="text-2xl font-extrabold">This job cannot be extended</h1>
        <p className="mt-3 break-words text-slate-700">{refusalMessage("extend", refused)}</p>
        <Link href="/my-jobs" className="mt-6 inline-block font-semibold text-amber-800 underline">
          Back to My Jobs
        </Link>
      </section>
    );
  const earliest = dayAfter(extensionStart(job));
  return (
    <ExtendCheckout
      job={{
        id: job.id,
        title: job.title,
        company: job.company,
        location: job.location,
        salaryMin: job.salaryMin,
        salaryMax: job.salaryMax,
        salaryUnit: job.salaryUnit,
        description: job.description,
      }}
      planType={job.planType}
      earliestClosing={earliest}
      stripePublishableKey={stripePublishableKey}
    />
  );
}
