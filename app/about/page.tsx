// /about — what Outpost is for.
import type { Metadata } from "next";
import Link from "next/link";
import { pageMetadata } from "@/lib/page-metadata";
import { InfoPage, InfoSection } from "@/components/info/info-page";

// The same page for everyone, kept by Next under the static policy (decision 069).
export const dynamic = "force-static";

export const metadata: Metadata = pageMetadata({
  title: "About",
  description:
    "Outpost is the job board for work where others won't go: offshore rigs, mines, polar stations, wind farms and disaster zones.",
  path: "/about",
});

export default function AboutPage() {
  return (
    <InfoPage title="About Outpost" lead="Real jobs. Big pay. No desk. Outpost is the job board for work where others won't go.">
      <InfoSection title="Who it is for">
        <p>
          Rope-access technicians, divers, drillers, medics, engineers and crews who work offshore, underground, at the poles and in the
          field, and the employers who need them. General job boards bury these roles among office jobs and leave out what matters most on
          site.
        </p>
      </InfoSection>
      <InfoSection title="What is different">
        <ul>
          <li>Every job shows its pay range and its risk level, from low to extreme.</li>
          <li>
            The facts a rotational worker decides on are fields, not small print: rotation, tickets and certificates, medicals, travel,
            accommodation and visa sponsorship.
          </li>
          <li>Listings close when applications close: no stale jobs with a working Apply button.</li>
          <li>Swipe through jobs on your phone at camp; your My List follows you home when you sign in.</li>
        </ul>
      </InfoSection>
      <InfoSection title="Get in touch">
        <p>
          <Link href="/#jobs">Browse the jobs</Link>, <Link href="/pricing">post one from the pricing page</Link>, or{" "}
          <Link href="/support">write to us</Link>.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
