"use client";
// User management: accounts found by the server, each with its role and join date; an admin
// changes a role or blocks an account (with a reason, after confirming) and sees the result at once.
import Link from "next/link";
import { useState } from "react";
import { ROLE_LABELS, type AccountRole } from "@/lib/schemas/admin-users";
import { listHref } from "@/lib/schemas/admin-lists";
import type { UserList } from "@/lib/schemas/admin-users";
import { toast } from "../toast/toast-store";
import type { patchAdminUsersId, putAdminUsersIdVerification } from "@/lib/api/operations/admin";
import type { EmployerVerificationDecision } from "@/lib/employer-verification";
import { endpoint } from "../query/call-api";
import { failureText } from "../forms/post-json";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { Pager } from "../ui/pager";
import { UserRow, type Account } from "./user-row";
import { UserFilters } from "./user-filters";
import { buttonClass } from "../ui/button";
import { BackOfficePage, DASHBOARD } from "../ui/back-office-page";

const updateUser = endpoint<typeof patchAdminUsersId>("PATCH /api/admin/users/{id}");
const setVerification = endpoint<typeof putAdminUsersIdVerification>("PUT /api/admin/users/{id}/verification");

const VERIFICATION_DONE: Record<EmployerVerificationDecision, string> = {
  verified: "is a Verified employer",
  revoked: "is no longer verified",
  auto: "is verified by email domain only",
};

type Props = { initialUsers: Account[]; total: number; query: UserList; selfId: string };

export function UserManagement({ initialUsers, total, query, selfId }: Props) {
  const [accounts, setAccounts] = useState(initialUsers);
  const [blocking, setBlocking] = useState<Account | null>(null);
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);

  async function send(
    account: Account,
    change: { blocked?: boolean; reason?: string; role?: AccountRole } | { decision: EmployerVerificationDecision },
    done: string,
  ) {
    setBusy(true);
    try {
      const updated =
        "decision" in change
          ? await setVerification.call({ params: { id: account.id }, body: change })
          : await updateUser.call({ params: { id: account.id }, body: change });

      setAccounts((list) => list.map((a) => (a.id === account.id ? { ...a, ...updated } : a)));
      toast({ title: done });
      return true;
    } catch (error) {
      toast({ title: "Failed to update user", description: failureText(error, "Please try again."), variant: "destructive" });
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function confirmBlock() {
    if (!blocking) return;
    if (await send(blocking, { blocked: true, reason: reason.trim() || undefined }, `${blocking.username} is blocked and signed out`)) {
      setBlocking(null);
      setReason("");
    }
  }

  return (
    <BackOfficePage
      title="User Management"
      back={DASHBOARD}
      width="5xl"
      actions={
        <Link href="/admin/audit-log" className={buttonClass({ variant: "secondary", size: "sm", className: "bg-white" })}>
          Audit Log
        </Link>
      }
      description="Find an account, change what it may do, or block it. Blocking signs the account out everywhere. Every change is recorded in the audit log."
    >
      <UserFilters query={query} />

      {accounts.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">No users found.</p>
      ) : (
        <ul className="mt-6 space-y-3" aria-label="Users">
          {accounts.map((account) => (
            <li key={account.id}>
              <UserRow
                account={account}
                isSelf={account.id === selfId}
                busy={busy}
                onRole={(role) => void send(account, { role }, `${account.username} is now ${ROLE_LABELS[role]}`)}
                onBlock={() => setBlocking(account)}
                onUnblock={() => void send(account, { blocked: false }, `${account.username} is unblocked`)}
                onVerification={(decision) => void send(account, { decision }, `${account.username} ${VERIFICATION_DONE[decision]}`)}
              />
            </li>
          ))}
        </ul>
      )}
      <Pager
        label="User pages"
        offset={query.offset}
        pageSize={query.limit}
        total={total}
        hrefFor={(offset) => listHref("/admin/users", query, offset, query.limit)}
      />

      <ConfirmDialog
        open={blocking !== null}
        title="Block User"
        confirmLabel="Block User"
        busy={busy}
        onConfirm={confirmBlock}
        onCancel={() => setBlocking(null)}
      >
        <p>{blocking?.username} will be signed out everywhere and cannot sign in until unblocked.</p>
        <label htmlFor="block-reason" className="mt-3 block font-medium text-slate-900">
          Reason (optional)
        </label>
        <textarea
          id="block-reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={500}
          rows={2}
          className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2"
        />
      </ConfirmDialog>
    </BackOfficePage>
  );
}
