// /analytics — apply-click analytics: totals and the most popular jobs (admins only).
import type { Metadata } from "next";
import { pageUser } from "@/server/http/page-guards";
import { getDb } from "@/server/runtime";
import { clickAnalytics } from "@/server/analytics/click-analytics";
import { AccessDenied } from "@/components/admin/access-denied";
import { ClickAnalyticsView } from "@/components/admin/click-analytics-view";

export const metadata: Metadata = { title: "Job Click Analytics", robots: { index: false, follow: false } };

export default async function AnalyticsPage() {
  const user = await pageUser();
  if (user?.role !== "admin") return <AccessDenied role={user?.role ?? null} next="/analytics" />;
  const data = await clickAnalytics(await getDb());
  return <ClickAnalyticsView data={data} />;
}
