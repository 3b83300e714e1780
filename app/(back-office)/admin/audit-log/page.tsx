// /admin/audit-log — every change an admin made to an account or took a job down or back: who, what, when (admins only).
import type { Metadata } from "next";
import { requireAdminPage } from "@/server/http/page-guards";
import { getDb } from "@/server/runtime";
import { listAuditLog } from "@/server/accounts/user-admin";
import { listHref, readListQuery } from "@/lib/schemas/admin-lists";
import { auditListSchema } from "@/lib/schemas/admin-users";
import { AccessDenied } from "@/components/admin/access-denied";
import { AuditLogTable } from "@/components/admin/audit-log-table";
import { Pager } from "@/components/ui/pager";
import { BackOfficePage } from "@/components/ui/back-office-page";

export const metadata: Metadata = { title: "Audit Log", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AuditLogPage({ searchParams }: Props) {
  const { admin, role } = await requireAdminPage();
  if (!admin) return <AccessDenied role={role} next="/admin/audit-log" />;
  const page = readListQuery(auditListSchema, await searchParams);
  const { entries, total } = await listAuditLog(await getDb(), page);
  return (
    <BackOfficePage
      title="Audit Log"
      back={{ href: "/admin/users", label: "User Management" }}
      width="5xl"
      description="Every change an admin made to an account, and every job taken down or listed again, newest first."
    >
      <AuditLogTable entries={entries} />
      <Pager
        label="Audit log pages"
        offset={page.offset}
        pageSize={page.limit}
        total={total}
        hrefFor={(offset) => listHref("/admin/audit-log", {}, offset, page.limit)}
      />
    </BackOfficePage>
  );
}
