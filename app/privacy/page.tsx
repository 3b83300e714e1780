// /privacy — what Outpost stores about people, why, for how long, and how to have it deleted. Every
// statement here follows the code (server/db/schema.ts and what writes it); change both together.
import type { Metadata } from "next";
import Link from "next/link";
import { pageMetadata } from "@/lib/page-metadata";
import { InfoPage, InfoSection } from "@/components/info/info-page";

// The same page for everyone, kept by Next under the static policy (decision 069).
export const dynamic = "force-static";

export const metadata: Metadata = pageMetadata({
  title: "Privacy",
  description:
    "What Outpost collects (account and subscription emails, hashed IP addresses), why, how long it is kept, and how to have it deleted. No tracking cookies.",
  path: "/privacy",
});

export default function PrivacyPage() {
  return (
    <InfoPage
      title="Privacy"
      lead="We keep as little about you as the board needs to work, we never sell it, and you can take it with you or have it deleted."
    >
      <InfoSection title="What we collect">
        <ul>
          <li>
            <strong>Your account</strong>, if you make one: username, email address, first and last name if you give them, your account
            type, and for employers the company details you enter. Your password is stored only as a salted hash.
          </li>
          <li>
            <strong>Your My List</strong> (shortlisted jobs), when you are signed in, so it follows you to other devices.
          </li>
          <li>
            <strong>Email subscriptions and job alerts</strong>: the address you give, your alert settings, and when you confirmed or
            unsubscribed. We also record which weekly digest went to which address, so nobody is sent the same one twice.
          </li>
          <li>
            <strong>Jobs and payments</strong>, if you post jobs: the listing you wrote, and for each payment the plan, amount, currency,
            status and date. Card details go straight to our payment provider (Stripe) and never reach our servers.
          </li>
          <li>
            <strong>Hashed IP addresses</strong>: we never store your IP address itself, only a keyed hash of it (a one-way code that only
            this site can compute). With it we count a page view or an apply click once per visitor, and limit how often one address can
            sign up, sign in, subscribe, report a link or write to support.
          </li>
          <li>
            <strong>Visit statistics</strong>: the page visited, the referring page, campaign (UTM) tags and your browser&apos;s user-agent
            string, stored with the hashed IP. Employers see counts of views and clicks on their own jobs, never who made them.
          </li>
          <li>
            <strong>Support messages</strong> go by email to our support inbox with your name, address and message; they are not stored in
            the board&apos;s database.
          </li>
        </ul>
      </InfoSection>
      <InfoSection title="Cookies and your browser">
        <p>
          No tracking or advertising cookies, and no third-party analytics. When you sign in we set one session cookie, which keeps you
          signed in and is removed when you sign out. Your browser keeps your My List and chosen region in its own local storage; they never
          leave it unless you sign in. When you pay, Stripe&apos;s card form may set its own cookies for fraud prevention.
        </p>
      </InfoSection>
      <InfoSection title="Why">
        <p>
          To run your account and the jobs you post, to send the emails you asked for (confirmation links, the weekly digest, job alerts,
          password resets, receipts and expiry reminders), to keep the accounts of payments the law requires, to show employers how their
          listings perform, and to keep out abuse such as password guessing and spam.
        </p>
      </InfoSection>
      <InfoSection title="How long we keep it">
        <ul>
          <li>Your account and My List: until you delete the account.</li>
          <li>Sessions: 30 days, or until you sign out or change your password. Password reset links work for one hour.</li>
          <li>
            Subscriptions and alerts: until you unsubscribe (one click in every email). An unsubscribed address stays marked as unsubscribed
            so that nothing is sent to it again without a new confirmation; ask us and we remove it entirely.
          </li>
          <li>
            Rate-limit counters (keyed by the hashed IP, or by the username or email a sign-in or reset attempt named): they count for at
            most an hour, then expire and are cleared out.
          </li>
          <li>
            Visit statistics: there is no automatic expiry yet; they are kept until we delete them, and hold no IP address, only its hash.
          </li>
          <li>
            The digest record (address, week and the jobs sent): no automatic expiry yet; it is removed with your account, or when you ask.
          </li>
          <li>Payments: kept for our accounts even after you delete your account, detached from your name and email.</li>
        </ul>
      </InfoSection>
      <InfoSection title="Your data, your call">
        <p>
          Signed in, your <Link href="/account">Account</Link> page lets you download everything we hold about you as a JSON file, change
          your email or password, and delete your account. Deleting it takes your jobs off the board (they are archived), removes your
          subscriptions, alerts and My List, ends your sessions and erases your name, username and email; only the payment records stay,
          anonymised.
        </p>
        <p>
          For anything else (a subscription without an account, a correction, a question) write to us through the{" "}
          <Link href="/support">support form</Link>.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
