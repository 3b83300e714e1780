// /my-jobs/{id}/applicants — the job's applicants, for its employer only; anyone else's job reads as not found.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { uuidSchema } from "@/lib/schemas/common";
import { pageUser } from "@/server/http/page-guards";
import { getDb } from "@/server/runtime";
import { listApplicants } from "@/server/applications/employer-inbox";
import { ownJob } from "@/server/jobs/employer-jobs";
import { SignInRequired } from "@/components/auth/sign-in-required";
import { ApplicantInbox } from "@/components/applicants/applicant-inbox";

export const metadata: Metadata = { title: "Applicants", robots: { index: false, follow: false } };

type Props = { params: Promise<{ id: string }> };

export default async function ApplicantsPage({ params }: Props) {
  const { id } = await params;
  const user = await pageUser();
  if (!user)
    return (
      <SignInRequired
        title="Login Required"
        description="Please log in to see your applicants."
        delayMs={1500}
        next={`/my-jobs/${id}/applicants`}
      />
    );
  const db = await getDb();
  const job = uuidSchema.safeParse(id).success ? await ownJob(db, user.id, id) : null;
  if (!job) notFound();
  const first = await listApplicants(db, user.id, job.id, { sort: "fit" });
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <Link href="/my-jobs" className="text-sm text-amber-800 underline">
        Back to My Jobs
      </Link>
      <h1 className="mt-2 text-2xl font-extrabold break-words">Applicants: {job.title}</h1>
      <div className="mt-4">
        <ApplicantInbox jobId={job.id} first={first} />
      </div>
    </div>
  );
}
