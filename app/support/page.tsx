// /support — the contact form (POST /api/support sends it to SUPPORT_EMAIL) and where to look first.
import type { Metadata } from "next";
import Link from "next/link";
import { pageMetadata } from "@/lib/page-metadata";
import { InfoPage, InfoSection } from "@/components/info/info-page";
import { SupportForm } from "@/components/support/support-form";

// The same page for everyone, kept by Next under the static policy (decision 069).
export const dynamic = "force-static";

export const metadata: Metadata = pageMetadata({
  title: "Support",
  description: "Questions about a job, a listing, a payment or your account? Write to Outpost support and we reply by email.",
  path: "/support",
});

export default function SupportPage() {
  return (
    <InfoPage
      title="Support"
      lead="Write to us about a job, a listing, a payment or your account. We reply by email to the address you give."
    >
      <SupportForm />
      <InfoSection title="Before you write">
        <ul>
          <li>Applying for a job happens on the employer&apos;s site: questions about an application go to them.</li>
          <li>
            Forgot your password? <Link href="/forgot-password">Reset it here</Link>.
          </li>
          <li>
            Download or delete your data, or change your email, from your <Link href="/account">Account</Link> page.
          </li>
          <li>
            Prices and listing terms are on the <Link href="/pricing">Pricing</Link> and <Link href="/terms">Terms</Link> pages.
          </li>
        </ul>
      </InfoSection>
    </InfoPage>
  );
}
