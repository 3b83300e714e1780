// /admin/users — user management: search accounts, change roles, block and unblock (admins only).
import type { Metadata } from "next";
import { requireAdminPage } from "@/server/http/page-guards";
import { getDb } from "@/server/runtime";
import { listUsers } from "@/server/accounts/user-admin";
import { readListQuery } from "@/lib/schemas/admin-lists";
import { userListSchema } from "@/lib/schemas/admin-users";
import { AccessDenied } from "@/components/admin/access-denied";
import { UserManagement } from "@/components/admin/user-management";

export const metadata: Metadata = { title: "User Management", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function UsersPage({ searchParams }: Props) {
  const { admin, role } = await requireAdminPage();
  if (!admin) return <AccessDenied role={role} next="/admin/users" />;
  const query = readListQuery(userListSchema, await searchParams);
  const { users, total } = await listUsers(await getDb(), query);
  return (
    <UserManagement
      key={JSON.stringify(query)}
      initialUsers={JSON.parse(JSON.stringify(users))}
      total={total}
      query={query}
      selfId={admin.id}
    />
  );
}
