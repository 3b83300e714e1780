// /applications — the signed-in seeker's tracker: each application with its status, kept current while open.
// Private to this user: the session is checked here, on the server, and the list is read by the browser.
import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { signInHref } from "@/lib/safe-redirect";
import { pageUser } from "@/server/http/page-guards";
import { Tracker } from "@/components/applications/tracker";

export const metadata: Metadata = { title: "My applications", robots: { index: false, follow: false } };

export default async function ApplicationsPage() {
  const user = await pageUser();
  if (!user) redirect(signInHref("/applications", "/login"));
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-extrabold sm:text-3xl">My applications</h1>
      {user.role === "user" ? (
        <>
          <p className="mt-2 text-sm text-slate-600">The jobs you applied to on Outpost, and where each employer has got to.</p>
          <Tracker />
        </>
      ) : (
        <p className="mt-4 text-slate-700">
          Applications are made from a job seeker&apos;s account. Your own jobs&apos; applicants are under{" "}
          <Link href="/my-jobs" className="font-medium text-amber-800 underline">
            My Jobs
          </Link>
          .
        </p>
      )}
    </div>
  );
}
