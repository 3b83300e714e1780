// /my-jobs/{id}/edit — the signed-in employer edits one of their postings; anyone else's reads as not found.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { formatLongDate } from "@/lib/format";
import { uuidSchema } from "@/lib/schemas/common";
import { pageUser } from "@/server/http/page-guards";
import { getDb } from "@/server/runtime";
import { ownJob } from "@/server/jobs/employer-jobs";
import { SignInRequired } from "@/components/auth/sign-in-required";
import { EditJobForm } from "@/components/my-jobs/edit-job-form";
import { conditionsValues } from "@/components/post-job/conditions-values";
import { placeValues } from "@/components/place/place-values";

export const metadata: Metadata = { title: "Edit Job", robots: { index: false, follow: false } };

type Props = { params: Promise<{ id: string }> };

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : "");

export default async function EditJobPage({ params }: Props) {
  const { id } = await params;
  const user = await pageUser();
  if (!user)
    return (
      <SignInRequired title="Login Required" description="Please log in to edit your job." delayMs={1500} next={`/my-jobs/${id}/edit`} />
    );
  const job = uuidSchema.safeParse(id).success ? await ownJob(await getDb(), user.id, id) : null;
  if (!job) notFound();
  const text = (v: string | null) => v ?? "";
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-extrabold">Edit: {job.title}</h1>
      <p className="mt-2 text-slate-700">
        Listed from {formatLongDate(job.applicationStartDate)} to {formatLongDate(job.applicationClosingDate)}. Changes show on the board at
        once; to list it for longer, extend it from My Jobs.
      </p>
      <div className="mt-6">
        <EditJobForm
          jobId={job.id}
          images={{ companyLogoUrl: job.companyLogoUrl, swipeCardImageUrl: job.swipeCardImageUrl }}
          initialQuestions={job.screeningQuestions}
          initial={{
            title: job.title,
            company: job.company,
            companyWebsite: text(job.companyWebsite),
            companyDescription: text(job.companyDescription),
            companySocialLinks: text(job.companySocialLinks),
            contractType: job.contractType ?? "full-time",
            location: job.location,
            ...placeValues(job),
            hoursPerWeek: job.hoursPerWeek ? String(job.hoursPerWeek) : "",
            salaryMin: String(job.salaryMin),
            salaryMax: String(job.salaryMax),
            salaryUnit: job.salaryUnit,
            category: job.category,
            customCategory: text(job.customCategory),
            dangerLevel: job.dangerLevel,
            ...conditionsValues(job),
            description: job.description,
            requirements: text(job.requirements),
            benefits: text(job.benefits),
            howToApply: text(job.howToApply),
            // A job on Outpost only keeps its own page, or a feed's mailto:, as its link (decision 131): the form shows none.
            applicationUrl: /^(\/|mailto:)/.test(job.applicationUrl) ? "" : job.applicationUrl,
            applyOn: job.applyOn,
            interviewDate: day(job.interviewDate),
            startDate: day(job.startDate),
          }}
        />
      </div>
    </div>
  );
}
