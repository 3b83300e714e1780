// /admin/audit-log — every change made to an account: who, what, to whom and when, newest first (admins only).
import type { Metadata } from "next";
import Link from "next/link";
import { pageUser } from "@/server/http/page-guards";
import { getDb } from "@/server/runtime";
import { listAuditLog } from "@/server/accounts/user-admin";
import { listHref, readListQuery } from "@/lib/schemas/admin-lists";
import { auditListSchema } from "@/lib/schemas/admin-users";
import { AccessDenied } from "@/components/admin/access-denied";
import { AuditLogTable } from "@/components/admin/audit-log-table";
import { Pager } from "@/components/ui/pager";

export const metadata: Metadata = { title: "Audit Log", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AuditLogPage({ searchParams }: Props) {
  const user = await pageUser();
  if (user?.role !== "admin") return <AccessDenied role={user?.role ?? null} next="/admin/audit-log" />;
  const page = readListQuery(auditListSchema, await searchParams);
  const { entries, total } = await listAuditLog(await getDb(), page);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <p className="text-sm">
        <Link href="/admin/users" className="text-amber-800 underline">
          ← User Management
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-extrabold">Audit Log</h1>
      <p className="mt-1 text-slate-700">Every change an admin made to an account, newest first.</p>
      <AuditLogTable entries={entries} />
      <Pager
        label="Audit log pages"
        offset={page.offset}
        pageSize={page.limit}
        total={total}
        hrefFor={(offset) => listHref("/admin/audit-log", {}, offset, page.limit)}
      />
    </div>
  );
}
