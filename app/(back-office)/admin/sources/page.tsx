// /admin/sources — job sources: a new multiposter feed or ATS board for an employer, and every source with
// what it did and how its last run ended (admins only).
import type { Metadata } from "next";
import { requireAdminPage } from "@/server/http/page-guards";
import { getDb } from "@/server/runtime";
import { config } from "@/server/config";
import { employerAccounts, listSources } from "@/server/job-sources/admin-sources";
import { AccessDenied } from "@/components/admin/access-denied";
import { SourceCreateForm } from "@/components/admin/sources/source-create-form";
import { SourceList } from "@/components/admin/sources/source-list";
import { BackOfficePage, DASHBOARD } from "@/components/ui/back-office-page";

export const metadata: Metadata = { title: "Job Sources", robots: { index: false, follow: false } };

export default async function SourcesPage() {
  const { admin, role } = await requireAdminPage();
  if (!admin) return <AccessDenied role={role} next="/admin/sources" />;
  const db = await getDb();
  const [sources, employers] = await Promise.all([listSources(db), employerAccounts(db)]);
  return (
    <BackOfficePage
      title="Job Sources"
      back={DASHBOARD}
      description="Where employers' jobs flow in: a multiposter that posts its adverts here, or an ATS board read every hour."
    >
      <section className="mt-6">
        <h2 className="text-xl font-bold">New source</h2>
        <SourceCreateForm employers={employers} feedUrl={`${config().baseUrl}/api/feeds/multiposter`} />
      </section>
      <section className="mt-8">
        <h2 className="text-xl font-bold">Sources</h2>
        <SourceList sources={sources} />
      </section>
    </BackOfficePage>
  );
}
