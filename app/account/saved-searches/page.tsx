// /account/saved-searches — the signed-in user's saved searches: what each looks for, how often it emails,
// and controls to change that or delete it. The session is checked here, on the server.
import type { Metadata } from "next";
import { pageUser } from "@/server/http/page-guards";
import { SignInRequired } from "@/components/auth/sign-in-required";
import { SavedSearchList } from "@/components/account/saved-search-list";

export const metadata: Metadata = { title: "Saved searches", robots: { index: false, follow: false } };

export default async function SavedSearchesPage() {
  const user = await pageUser();
  if (!user)
    return (
      <SignInRequired
        title="Please Sign In"
        description="Sign In Required: you need to be signed in to see your saved searches."
        delayMs={1000}
        next="/account/saved-searches"
      />
    );
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-extrabold">Saved searches</h1>
      <p className="mt-2 text-slate-700">New jobs that match are emailed to {user.email}.</p>
      <SavedSearchList />
    </div>
  );
}
