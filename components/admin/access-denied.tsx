"use client";
// What a non-admin sees on an admin screen: their role and a way to sign in as an admin.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { signInHref } from "@/lib/safe-redirect";
import { useSignOut } from "../auth/use-sign-out";
import { buttonClass } from "../ui/button";

type Props = { role: string | null; next: string };

export function AccessDenied({ role, next }: Props) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const signOut = useSignOut();
  const signInPage = signInHref(next);

  // Someone signed in with another role signs out first: the sign-in screen sends signed-in visitors home.
  async function loginAsAdmin() {
    setBusy(true);
    if (role) {
      await signOut().catch(() => undefined);
    }
    router.push(signInPage);
  }

  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <div className="rounded-lg border border-red-200 bg-white p-6 text-center shadow-sm">
        <h1 className="text-2xl font-bold">Access Denied</h1>
        <p className="mt-2 text-slate-700">You need admin privileges to access this page.</p>
        <p className="mt-2 text-sm text-slate-600">
          {role ? (
            <>
              Your current role: <strong>{role}</strong>
            </>
          ) : (
            "You are not signed in."
          )}
        </p>
        <button type="button" onClick={loginAsAdmin} disabled={busy} className={buttonClass({ className: "mt-6" })}>
          Login as Admin
        </button>
      </div>
    </div>
  );
}
