// /my-jobs — the signed-in employer's postings (spec section 2); read on the server for this user only.
import type { Metadata } from "next";
import { postingView } from "@/lib/listing-term";
import { pageUser } from "@/server/http/page-guards";
import { getDb } from "@/server/runtime";
import { listEmployerJobs } from "@/server/jobs/employer-jobs";
import { SignInRequired } from "@/components/auth/sign-in-required";
import { MyJobs } from "@/components/my-jobs/my-jobs";

export const metadata: Metadata = { title: "My Jobs", robots: { index: false, follow: false } };

export default async function MyJobsPage() {
  const user = await pageUser();
  if (!user) return <SignInRequired title="Login Required" description="Please log in to see the jobs you have posted." delayMs={1500} next="/my-jobs" />;
  const jobs = await listEmployerJobs(await getDb(), user.id);
  const now = new Date();
  return <MyJobs jobs={jobs.map((j) => postingView(j, now))} />;
}
