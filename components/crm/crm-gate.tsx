"use client";
// The CRM's refusals: signed out, or signed in without the admin role. Each says so in a toast too.
import Link from "next/link";
import { useEffect } from "react";
import { Lock, ShieldAlert } from "lucide-react";
import { signInHref } from "@/lib/safe-redirect";
import { toast } from "../toast/toast-store";
import { buttonClass } from "../ui/button";

export function CrmDenied({ role }: { role: string | null }) {
  useEffect(() => {
    if (role) toast({ title: "Access Denied", description: "You need admin privileges to access the CRM system.", variant: "destructive" });
    else toast({ title: "Authentication Required", description: "You need to log in to access this area.", variant: "destructive" });
  }, [role]);

  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <div className="rounded-lg border border-slate-200 bg-white p-6 text-center shadow-sm">
        {role ? (
          <>
            <ShieldAlert aria-hidden size={40} className="mx-auto text-red-600" />
            <h1 className="mt-3 text-2xl font-bold">Access Restricted</h1>
            <p className="mt-2 text-slate-700">The CRM is for administrators.</p>
            <dl className="mt-4 space-y-1 text-sm">
              <div>
                <dt className="inline text-slate-600">Your current role: </dt>
                <dd className="inline font-semibold">{role}</dd>
              </div>
              <div>
                <dt className="inline text-slate-600">Required role: </dt>
                <dd className="inline font-semibold">admin</dd>
              </div>
            </dl>
            <Link href="/" className={buttonClass({ className: "mt-6 inline-block" })}>
              Return to Homepage
            </Link>
          </>
        ) : (
          <>
            <Lock aria-hidden size={40} className="mx-auto text-slate-500" />
            <h1 className="mt-3 text-2xl font-bold">Authentication Required</h1>
            <p className="mt-2 text-slate-700">You need to log in to access the CRM system.</p>
            <Link href={signInHref("/crm")} className={buttonClass({ className: "mt-6 inline-block" })}>
              Log In
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
