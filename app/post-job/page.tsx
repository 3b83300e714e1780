// /post-job — the employer's job form; who is signed in is checked here, on the server.
import type { Metadata } from "next";
import { pageMetadata } from "@/lib/page-metadata";
import { refusal } from "@/lib/job-visibility";
import { uuidSchema } from "@/lib/schemas/common";
import { DEFAULT_PLAN, PLAN_TYPES, type PlanType } from "@/lib/plans";
import { pageUser } from "@/server/http/page-guards";
import { getDb } from "@/server/runtime";
import { ownJob } from "@/server/jobs/employer-jobs";
import { conditionsValues } from "@/components/post-job/conditions-values";
import { placeValues } from "@/components/place/place-values";
import { SignInRequired } from "@/components/auth/sign-in-required";
import { agencyValues } from "@/components/post-job/agency-values";
import { PostJobForm, type FormValues } from "@/components/post-job/post-job-form";
import { WelcomeBar } from "@/components/post-job/welcome-bar";
import { VerifyEmailNotice } from "@/components/auth/verify-email-notice";

export async function generateMetadata(): Promise<Metadata> {
  return {
    ...pageMetadata({
      title: "Post a Job",
      description: "Reach rope-access technicians, divers, drillers and medics who work where others won't. Plans from £99.",
      path: "/post-job",
    }),
    robots: { index: true, follow: true },
  };
}

type Props = { searchParams: Promise<{ renew?: string; plan?: string }> };

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : "");

export default async function PostJobPage({ searchParams }: Props) {
  const user = await pageUser();
  if (!user) {
    return (
      <SignInRequired
        title="Login Required"
        description="Please log in to post a job. You'll be redirected back here after login."
        delayMs={1500}
        next="/post-job"
        signInPath="/login"
        buttonLabel="Login to Post Job"
      />
    );
  }
  const { renew, plan } = await searchParams;
  const found = uuidSchema.safeParse(renew).success ? await ownJob(await getDb(), user.id, renew!) : null;
  // A job an admin took down is not copied into a new posting: the form starts empty instead.
  const renewing = found && refusal("renew", found) === null ? found : null;
  const initialPlan: PlanType = PLAN_TYPES.find((p) => p === plan) ?? renewing?.planType ?? DEFAULT_PLAN;
  const initial: FormValues = {
    title: renewing?.title ?? "",
    company: renewing?.company ?? user.companyName ?? "",
    companyWebsite: renewing?.companyWebsite ?? user.companyWebsite ?? "",
    companyDescription: renewing?.companyDescription ?? user.companyDescription ?? "",
    companySocialLinks: renewing?.companySocialLinks ?? user.companySocialLinks ?? "",
    contractType: renewing?.contractType ?? "full-time",
    location: renewing?.location ?? "",
    ...(renewing ? placeValues(renewing) : { placeKind: "land", country: "", subdivision: "" }),
    hoursPerWeek: renewing?.hoursPerWeek ? String(renewing.hoursPerWeek) : "",
    salaryMin: renewing ? String(renewing.salaryMin) : "",
    salaryMax: renewing ? String(renewing.salaryMax) : "",
    salaryUnit: renewing?.salaryUnit ?? "year",
    category: renewing?.category ?? "oil-gas",
    customCategory: renewing?.customCategory ?? "",
    dangerLevel: renewing?.dangerLevel ?? "medium",
    ...conditionsValues(renewing),
    ...agencyValues(renewing),
    description: renewing?.description ?? "",
    requirements: renewing?.requirements ?? "",
    benefits: renewing?.benefits ?? "",
    howToApply: renewing?.howToApply ?? "",
    // A job on Outpost only keeps its own page as its link (decision 131): a renewal starts with none.
    applicationUrl: renewing && !renewing.applicationUrl.startsWith("/") ? renewing.applicationUrl : "",
    applyOn: renewing?.applyOn ?? "employer-site",
    applicationStartDate: day(new Date()),
    applicationClosingDate: "",
    interviewDate: "",
    startDate: day(renewing?.startDate && renewing.startDate > new Date() ? renewing.startDate : null),
  };
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <WelcomeBar user={user} />
      {!user.emailVerified && (
        <div className="mt-6">
          <VerifyEmailNotice email={user.email} />
        </div>
      )}
      <h1 className="mt-8 text-3xl font-extrabold">{renewing ? `Renew: ${renewing.title}` : "Post a Job"}</h1>
      <p className="mt-2 text-slate-700">Reach people who work offshore, underground, at the poles and in disaster zones.</p>
      <div className="mt-8">
        <PostJobForm
          initial={initial}
          initialPlan={initialPlan}
          initialQuestions={renewing?.screeningQuestions ?? []}
          images={{
            companyLogoUrl: renewing?.companyLogoUrl ?? user.companyLogoUrl ?? null,
            swipeCardImageUrl: renewing?.swipeCardImageUrl ?? null,
          }}
        />
      </div>
    </div>
  );
}
