// /admin/refusals — every advert the compliance gate refused, from every way in, likely scams first (admins only).
import type { Metadata } from "next";
import { requireAdminPage } from "@/server/http/page-guards";
import { getDb } from "@/server/runtime";
import { listRefusals } from "@/server/jobs/job-refusal-list";
import { listHref, readListQuery } from "@/lib/schemas/admin-lists";
import { refusalListSchema } from "@/lib/schemas/job-refusals";
import { AccessDenied } from "@/components/admin/access-denied";
import { RefusalList } from "@/components/admin/refusal-list";
import { Pager } from "@/components/ui/pager";
import { BackOfficePage } from "@/components/ui/back-office-page";

export const metadata: Metadata = { title: "Refused Adverts", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function RefusalsPage({ searchParams }: Props) {
  const { admin, role } = await requireAdminPage();
  if (!admin) return <AccessDenied role={role} next="/admin/refusals" />;
  const page = readListQuery(refusalListSchema, await searchParams);
  const { refusals, total } = await listRefusals(await getDb(), page);
  return (
    <BackOfficePage
      title="Refused Adverts"
      back={{ href: "/admin", label: "Admin Dashboard" }}
      width="5xl"
      description="Adverts the compliance gate refused, from the post form, CSV, the API, feeds and ATS boards. One that asked the worker for money is marked as a likely scam and listed first."
    >
      <RefusalList refusals={refusals} />
      <Pager
        label="Refused advert pages"
        offset={page.offset}
        pageSize={page.limit}
        total={total}
        hrefFor={(offset) => listHref("/admin/refusals", {}, offset, page.limit)}
      />
    </BackOfficePage>
  );
}
