// /account — the signed-in user's account and its controls (email, password,
// data export, deletion); the session is checked here, on the server.
import type { Metadata } from "next";
import Link from "next/link";
import { formatLongDate } from "@/lib/format";
import { pageUser } from "@/server/http/page-guards";
import { SignInRequired } from "@/components/auth/sign-in-required";
import { SignOutForm } from "@/components/auth/sign-out-form";
import { CompanyLogo } from "@/components/jobs/company-logo";
import { AccountCard } from "@/components/account/account-card";
import { ChangeEmailForm } from "@/components/account/change-email-form";
import { ChangePasswordForm } from "@/components/account/change-password-form";
import { DeleteAccount } from "@/components/account/delete-account";
import { ApplicationMailChoice } from "@/components/account/application-mail-choice";
import { readApplicationMail } from "@/server/accounts/application-mail";
import { getDb } from "@/server/runtime";
import { VerifyEmailNotice } from "@/components/auth/verify-email-notice";
import { buttonClass } from "@/components/ui/button";

export const metadata: Metadata = { title: "Account", robots: { index: false, follow: false } };

const ROLE_LABELS = { admin: "Administrator", employer: "Employer", user: "Job Seeker" } as const;

export default async function AccountPage() {
  const user = await pageUser();
  if (!user)
    return (
      <SignInRequired
        title="Please Sign In"
        description="Sign In Required: you need to be signed in to view your account."
        delayMs={1000}
        next="/account"
      />
    );
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.name;
  const rows: [string, string][] = [
    ["Email", user.email],
    ["Full name", name],
    ["Username", user.username],
    ["Account type", ROLE_LABELS[user.role]],
    ["Created", formatLongDate(user.createdAt)],
    ["Last updated", formatLongDate(user.updatedAt)],
  ];
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-extrabold">Account</h1>
      {!user.emailVerified && (
        <div className="mt-6">
          <VerifyEmailNotice email={user.email} />
        </div>
      )}
      <section className="mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <div className="flex items-center gap-4">
          <CompanyLogo company={name} logoUrl={user.profileImageUrl} size={64} />
          <div>
            <p className="text-xl font-bold">{name}</p>
            <p className="text-slate-700">{ROLE_LABELS[user.role]}</p>
          </div>
        </div>
        <dl className="mt-6 divide-y divide-slate-200">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 py-2 text-sm">
              <dt className="text-slate-600">{label}</dt>
              <dd className="text-right font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-6">
          <SignOutForm label="Sign Out" className={buttonClass({ variant: "secondary" })} />
        </div>
      </section>
      <AccountCard
        title="Your profile"
        description="Your tickets and medicals with their expiry dates, when you're available, rotations, minimum pay and regions."
      >
        <Link href="/account/profile" className={buttonClass({ variant: "secondary", className: "inline-block" })}>
          Edit Your Profile
        </Link>
      </AccountCard>
      <AccountCard title="Saved searches" description="The searches you saved, and how often new jobs that match are emailed to you.">
        <Link href="/account/saved-searches" className={buttonClass({ variant: "secondary", className: "inline-block" })}>
          Manage saved searches
        </Link>
      </AccountCard>
      {user.role !== "user" && <ApplicationMailChoice initial={await readApplicationMail(await getDb(), user.id)} />}
      <ChangeEmailForm email={user.email} />
      <ChangePasswordForm />
      <AccountCard
        title="Your data"
        description="Everything Outpost holds about you, as a JSON file: your profile, jobs, My List, subscriptions, alerts and payments."
      >
        <a href="/api/user/export" download className={buttonClass({ variant: "secondary", className: "inline-block" })}>
          Download My Data
        </a>
      </AccountCard>
      <DeleteAccount isEmployer={user.role === "employer"} />
    </div>
  );
}
