"use client";
// One account in user management: who, role and join date, and the controls an admin has over it.
import { ROLES, ROLE_LABELS, type AccountRole } from "@/lib/schemas/admin-users";
import { formatDate } from "@/lib/format";
import { buttonClass } from "../ui/button";
import { VerifiedBadge } from "../jobs/verified-badge";
import { EMPLOYER_VERIFICATION_DECISIONS, type EmployerVerificationDecision } from "@/lib/employer-verification";

/** How each admin decision reads in the select. */
const DECISION_LABELS: Record<EmployerVerificationDecision, string> = {
  auto: "Automatic (email domain)",
  verified: "Verified by an admin",
  revoked: "Revoked by an admin",
};

export type Account = {
  id: string;
  username: string;
  email: string;
  name: string;
  role: AccountRole;
  blocked: boolean;
  blockReason: string | null;
  createdAt: string;
  employerVerification: EmployerVerificationDecision;
  employerVerified: boolean;
};

type Props = {
  account: Account;
  isSelf: boolean;
  busy: boolean;
  onRole: (role: AccountRole) => void;
  onBlock: () => void;
  onUnblock: () => void;
  onVerification: (decision: EmployerVerificationDecision) => void;
};

export function UserRow({ account, isSelf, busy, onRole, onBlock, onUnblock, onVerification }: Props) {
  const employer = account.role === "employer";
  return (
    <article
      aria-label={account.username}
      className={`rounded-lg border bg-white p-4 shadow-sm ${account.blocked ? "border-red-200 bg-red-50/40" : "border-slate-200"}`}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-semibold break-all">{account.username}</h2>
            {account.blocked && <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">Blocked</span>}
            {isSelf && <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">You</span>}
            {employer && account.employerVerified && <VerifiedBadge />}
          </div>
          <p className="text-sm break-all text-slate-700">
            {account.name} · {account.email}
          </p>
          <p className="text-xs text-slate-600">Joined {formatDate(account.createdAt)}</p>
          {account.blocked && account.blockReason && <p className="mt-1 text-sm text-red-900">Reason: {account.blockReason}</p>}
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <label className="text-sm font-medium">
            Role
            <select
              value={account.role}
              disabled={isSelf || busy}
              onChange={(e) => onRole(e.target.value as AccountRole)}
              aria-label={`Role of ${account.username}`}
              className="mt-1 block rounded-md border border-slate-300 bg-white px-3 py-2 text-sm disabled:bg-slate-100"
            >
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </select>
          </label>
          {employer && (
            <label className="text-sm font-medium">
              Verification
              <select
                value={account.employerVerification}
                disabled={busy}
                onChange={(e) => onVerification(e.target.value as EmployerVerificationDecision)}
                aria-label={`Employer verification of ${account.username}`}
                className="mt-1 block rounded-md border border-slate-300 bg-white px-3 py-2 text-base disabled:bg-slate-100 sm:text-sm"
              >
                {EMPLOYER_VERIFICATION_DECISIONS.map((d) => (
                  <option key={d} value={d}>
                    {DECISION_LABELS[d]}
                  </option>
                ))}
              </select>
            </label>
          )}
          {!isSelf &&
            (account.blocked ? (
              <button
                type="button"
                disabled={busy}
                onClick={onUnblock}
                aria-label={`Unblock ${account.username}`}
                className={buttonClass({ variant: "secondary", size: "sm" })}
              >
                Unblock
              </button>
            ) : (
              <button
                type="button"
                disabled={busy}
                onClick={onBlock}
                aria-label={`Block ${account.username}`}
                className="rounded-md border border-red-200 px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
              >
                Block
              </button>
            ))}
        </div>
      </div>
    </article>
  );
}
