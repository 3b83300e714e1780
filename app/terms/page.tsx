// /terms — the terms of use in plain English, for job seekers and for employers who pay for listings.
import type { Metadata } from "next";
import Link from "next/link";
import { pageMetadata } from "@/lib/page-metadata";
import { PLAN_TYPES, PLANS } from "@/lib/plans";
import { InfoPage, InfoSection } from "@/components/info/info-page";

// The same page for everyone, kept by Next under the static policy (decision 069).
export const dynamic = "force-static";

export const metadata: Metadata = pageMetadata({
  title: "Terms",
  description:
    "Outpost's terms in plain English: how applying works for job seekers, and what employers get for a paid listing, refunds and disputes included.",
  path: "/terms",
});

const prices = PLAN_TYPES.map((t) => PLANS[t].priceGbp);

export default function TermsPage() {
  return (
    <InfoPage
      title="Terms"
      lead="The short version: seekers use Outpost for free and apply on the employer's own site; employers pay once for a listing that runs for the application window they chose."
    >
      <InfoSection title="For job seekers">
        <ul>
          <li>Browsing, swiping, My List, alerts and the weekly email are free.</li>
          <li>
            You apply on the employer&apos;s own website or by their own instructions. Outpost is not the employer, does not see your
            application, and is not part of any hiring decision or contract.
          </li>
          <li>
            We check listings and their apply links, but the employer is responsible for what a job offers. Check pay, rotation, tickets and
            conditions with them before you travel or sign.
          </li>
          <li>
            If a link is broken or a listing looks wrong, use Report on the job page or <Link href="/support">tell us</Link>.
          </li>
        </ul>
      </InfoSection>
      <InfoSection title="For employers">
        <ul>
          <li>
            A listing costs £{Math.min(...prices)} to £{Math.max(...prices)}, paid once in GBP when you post, according to the plan (see{" "}
            <Link href="/pricing">Pricing</Link>). There is no subscription.
          </li>
          <li>
            The listing runs for the application window you set, from the application start date to the closing date, as long as it fits
            within your plan&apos;s length. After the closing date the job leaves the board and its page says applications are closed.
          </li>
          <li>
            You may edit the listing while it runs, archive it, list it again within the paid window, or extend it through the same
            checkout.
          </li>
          <li>
            Listings must be real, lawful vacancies with honest pay and conditions, and an apply link that works. We may edit or remove a
            listing that breaks these terms, or whose link stays broken.
          </li>
          <li>
            Refunds are by request through <Link href="/support">support</Link>. When a payment is refunded or disputed with the card
            issuer, the job it paid for is taken off the board.
          </li>
        </ul>
      </InfoSection>
      <InfoSection title="For everyone">
        <ul>
          <li>
            Keep your password to yourself; you are responsible for what is done with your account. You can delete it at any time from your
            Account page.
          </li>
          <li>Do not scrape, flood or attack the site. Automated limits apply.</li>
          <li>
            How we handle your data is set out in our <Link href="/privacy">Privacy</Link> page.
          </li>
          <li>We may change these terms; the version on this page is the one that applies.</li>
        </ul>
      </InfoSection>
    </InfoPage>
  );
}
