// /pricing — the posting plans, read from lib/plans.ts (the one source of prices), with a way to post.
import type { Metadata } from "next";
import Link from "next/link";
import { pageMetadata } from "@/lib/page-metadata";
import { PLAN_TYPES, PLANS } from "@/lib/plans";
import { InfoPage, InfoSection } from "@/components/info/info-page";
import { PlanFeatures } from "@/components/post-job/plan-features";

const gbp = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", maximumFractionDigits: 0 });
const prices = PLAN_TYPES.map((t) => PLANS[t].priceGbp);

// The same page for everyone, kept by Next under the static policy (decision 069).
export const dynamic = "force-static";

export const metadata: Metadata = pageMetadata({
  title: "Pricing",
  description: `Post a job to offshore, mining, polar and field workers from ${gbp.format(Math.min(...prices))} to ${gbp.format(Math.max(...prices))}, paid once. No subscription.`,
  path: "/pricing",
});

export default function PricingPage() {
  return (
    <InfoPage
      title="Pricing"
      lead="One payment per job, in GBP. The listing runs for your application window, up to the plan's length. No subscription, no renewal you did not ask for."
    >
      <ul className="grid gap-4 md:grid-cols-3" aria-label="Plans">
        {PLAN_TYPES.map((type) => {
          const plan = PLANS[type];
          return (
            <li
              key={type}
              className={`relative flex flex-col rounded-lg border-2 bg-white p-5 shadow-sm ${plan.popular ? "border-amber-700" : "border-slate-200"}`}
            >
              {plan.popular && (
                <span className="absolute -top-3 right-4 rounded-full bg-amber-800 px-3 py-0.5 text-xs font-bold text-white">
                  Most popular
                </span>
              )}
              <h2 className="text-lg font-bold">{plan.name}</h2>
              <p className="mt-1 text-3xl font-extrabold" data-testid={`price-${type}`}>
                {gbp.format(plan.priceGbp)}
              </p>
              <p className="text-sm text-slate-600">{`Listed for up to ${plan.maxDays} days`}</p>
              <PlanFeatures features={plan.features} className="flex-1" />
              <Link
                href={`/post-job?plan=${type}`}
                className="mt-4 rounded-md bg-amber-700 px-4 py-2 text-center font-semibold text-white hover:bg-amber-800"
              >
                Post a job with {plan.name}
              </Link>
            </li>
          );
        })}
      </ul>
      <InfoSection title="How the listing term works">
        <p>
          You choose when applications open and close. The job is listed for exactly that window, which must fit within your plan&apos;s
          length: the form and checkout tell you if it does not, and which plan would. Need longer? Extend from My Jobs through the same
          checkout.
        </p>
        <p>
          Questions about invoices or refunds: <Link href="/support">contact support</Link>. Ready? <Link href="/post-job">Post a job</Link>
          .
        </p>
      </InfoSection>
    </InfoPage>
  );
}
