// Who is posting: name, email, company or a hint to add one, and Logout.
import { SignOutForm } from "../auth/sign-out-form";

type Poster = { firstName: string | null; lastName: string | null; name: string; email: string; companyName: string | null };

export function WelcomeBar({ user }: { user: Poster }) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.name;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-900 px-5 py-4 text-white">
      <div>
        <p className="font-semibold">Welcome, {name}</p>
        <p className="text-sm text-slate-300">
          {user.email} · {user.companyName ?? "Add your company name in the form below"}
        </p>
      </div>
      <SignOutForm label="Logout" className="rounded-md border border-slate-500 px-3 py-1.5 text-sm font-semibold hover:bg-slate-800" />
    </div>
  );
}
