import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import { config } from "@/server/config";
import { SiteNav } from "@/components/layout/site-nav";
import { SiteFooter } from "@/components/layout/site-footer";
import { Toaster } from "@/components/toast/toaster";
import { AnalyticsBeacons } from "@/components/analytics/analytics-beacons";
import { ShortlistSyncLoader } from "@/components/shortlist/shortlist-sync-loader";
import { QueryProvider } from "@/components/query/query-provider";
import { IconSprite } from "@/components/icons/sprite-icons";
import { PwaSupport } from "@/components/pwa/pwa-support";
import "./globals.css";

const DESCRIPTION =
  "High-paying remote and extreme-environment jobs: offshore rigs, mines, Arctic stations, wind farms and disaster zones. £80K-£360K+. Post a job from £99-£299.";

export async function generateMetadata(): Promise<Metadata> {
  return {
    metadataBase: new URL(config().baseUrl),
    title: { default: "Outpost — Real Jobs. Big Pay. No Desk.", template: "%s | Outpost" },
    description: DESCRIPTION,
    keywords: [
      "offshore jobs",
      "mining jobs",
      "rope access jobs",
      "Arctic jobs",
      "oil and gas jobs",
      "wind turbine technician jobs",
      "high paying jobs",
      "remote site jobs",
    ],
    applicationName: "Outpost",
    appleWebApp: { capable: true, title: "Outpost", statusBarStyle: "default" },
    openGraph: {
      type: "website",
      siteName: "Outpost",
      title: "Outpost — Real Jobs. Big Pay. No Desk.",
      description: DESCRIPTION,
      url: "/",
      locale: "en_GB",
    },
    twitter: { card: "summary_large_image", title: "Outpost — Real Jobs. Big Pay. No Desk.", description: DESCRIPTION },
    robots: { index: true, follow: true },
    alternates: { types: { "application/rss+xml": "/feed.xml" } },
  };
}

export const viewport: Viewport = { themeColor: "#0f172a", width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  // Pages carry this request's CSP nonce (proxy.ts), so none is prerendered once for all, except those
  // that say `force-static` (the home and job pages, ISR with a static policy: decision 069).
  await connection();
  return (
    <html lang="en-GB">
      <body className="flex min-h-screen flex-col">
        <IconSprite />
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          Skip to content
        </a>
        <QueryProvider>
          <SiteNav />
          <main id="main" className="flex-1">
            {children}
          </main>
          <SiteFooter />
          <Toaster />
          <AnalyticsBeacons />
          <ShortlistSyncLoader />
          <PwaSupport />
        </QueryProvider>
      </body>
    </html>
  );
}
