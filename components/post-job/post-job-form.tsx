"use client";
// The Job Details form: every job field, each validation message on the field it
// concerns, the amber date warnings, plan cards, uploads; submit saves the company and goes to checkout.
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { dateWarnings, todayInput, tomorrowInput } from "@/lib/date-warnings";
import { readPendingJob, savePendingJob } from "@/lib/pending-job";
import { PLANS, type PlanType } from "@/lib/plans";
import { jobFormSchema, type paymentIntentSchema } from "@/lib/schemas/job-draft";
import type { z } from "zod";
import type { putAuthCompany } from "@/lib/api/operations/accounts";
import type { postCreatePaymentIntent } from "@/lib/api/operations/posting";
import { ResendVerification } from "../auth/resend-verification";
import { handOffPayment } from "../checkout/payment-handoff";
import { failureText, RequestError } from "../forms/post-json";
import { endpoint } from "../query/call-api";
import { toast } from "../toast/toast-store";
import { fieldKit, JobFields, type FormValues } from "./job-fields";
import { AgencyFields } from "./agency-fields";
import { ComplianceCheck } from "./compliance-notes";
import { JobImagePickers } from "./job-image-pickers";
import { applyOnOf, type DraftQuestion } from "./apply-fields";
import { PlanCards } from "./plan-cards";
import { PlanDowngradeNotice } from "./plan-downgrade-notice";
import { fetchPlanCheck, usePlanChoice } from "./use-plan-choice";
import { reportFieldErrors, reportServerFieldError } from "../forms/field-errors";
import { useSubmit } from "../forms/use-submit";
import { Button } from "../ui/button";

export type { FormValues };
const saveCompany = endpoint<typeof putAuthCompany>("PUT /api/auth/company");
const createPaymentIntent = endpoint<typeof postCreatePaymentIntent>("POST /api/create-payment-intent");

/** Why the server would not set up the payment, in its words, and its code when it named the way out. */
type Refused = { message: string; code?: string };

type Props = {
  initial: FormValues;
  initialPlan: PlanType;
  images: { companyLogoUrl: string | null; swipeCardImageUrl: string | null };
  initialQuestions?: DraftQuestion[];
};

export function PostJobForm({ initial, initialPlan, images, initialQuestions = [] }: Props) {
  const router = useRouter();
  const [values, setValues] = useState<FormValues>(initial);
  const [questions, setQuestions] = useState<DraftQuestion[]>(initialQuestions);
  const [terms, setTerms] = useState(false);
  const [logo, setLogo] = useState(images.companyLogoUrl);
  const [card, setCard] = useState(images.swipeCardImageUrl);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [warnings, setWarnings] = useState<string[]>([]);
  const [refused, setRefused] = useState<Refused | null>(null);
  const foot = useRef<HTMLDivElement>(null);
  const { plan, featured, choose, setFeatured, problem, dropped, keepDropped } = usePlanChoice(
    initialPlan,
    values.applicationStartDate,
    values.applicationClosingDate,
  );

  // Back from checkout: the job as it was left.
  useEffect(() => {
    const saved = readPendingJob() as Record<string, unknown> | null | undefined;
    if (!saved || typeof saved !== "object") return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- session storage exists only in the browser, after hydration
    setValues((v) => ({
      ...v,
      ...Object.fromEntries(
        Object.entries(saved)
          .filter(([k, x]) => k in v && typeof x !== "object")
          .map(([k, x]) => [k, String(x ?? "")]),
      ),
    }));
    if (Array.isArray(saved.screeningQuestions)) setQuestions(saved.screeningQuestions as DraftQuestion[]);
    if (typeof saved.companyLogoUrl === "string") setLogo(saved.companyLogoUrl);
    if (typeof saved.swipeCardImageUrl === "string") setCard(saved.swipeCardImageUrl);
    if (typeof saved.planType === "string" && saved.planType in PLANS) choose(saved.planType as PlanType);
    setTerms(saved.terms === true);
  }, [choose]);

  // The reason appears above the button and may push it down: the least scroll that shows both, never a jump.
  useEffect(() => {
    if (refused) foot.current?.scrollIntoView({ block: "nearest" });
  }, [refused]);

  // The amber warnings, checked 100 ms after the dates change.
  const { applicationStartDate, applicationClosingDate, interviewDate, startDate } = values;
  useEffect(() => {
    const timer = setTimeout(
      () => setWarnings(dateWarnings({ applicationStartDate, applicationClosingDate, interviewDate, startDate })),
      100,
    );
    return () => clearTimeout(timer);
  }, [applicationStartDate, applicationClosingDate, interviewDate, startDate]);

  const set = (name: string) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  // Questions go only with a job that takes applications here; switching back to the employer's site drops them.
  const screeningQuestions = applyOnOf(values) === "employer-site" ? [] : questions;
  const job = { ...values, screeningQuestions, planType: plan, isFeatured: featured, terms, companyLogoUrl: logo, swipeCardImageUrl: card };
  const pendingJob = { ...job, amount: PLANS[plan].priceGbp };
  const { submit: send, pending } = useSubmit({
    /**
     * Saves the company and sets up the payment, so a refusal is said here, beside the button, not after a trip
     * to checkout; answers the plan check's refusal instead when the dates do not suit the plan.
     */
    mutationFn: async () => {
      const check = await fetchPlanCheck(plan, values.applicationStartDate, values.applicationClosingDate);
      if (check && !check.isValid) return { refusal: check.message } as const;
      await saveCompany.call({
        body: {
          companyName: values.company,
          companyWebsite: values.companyWebsite,
          companyDescription: values.companyDescription,
          companyLogoUrl: logo,
          companySocialLinks: values.companySocialLinks,
        },
      });
      // The draft whole (its price and terms included), as checkout would send it: the server judges it.
      const sent = pendingJob as unknown as z.input<typeof paymentIntentSchema>["job"];
      const payment = await createPaymentIntent.call({ body: { amount: pendingJob.amount, planType: plan, job: sent } });
      return { refusal: null, payment, pendingJob } as const;
    },
    onSuccess: (answer) => {
      if (answer.refusal !== null) return toast({ title: "Invalid Plan Selection", description: answer.refusal, variant: "destructive" });
      savePendingJob(answer.pendingJob);
      handOffPayment(answer.payment, answer.pendingJob);
      router.push("/checkout");
    },
    onError: (error) => {
      if (error instanceof RequestError && error.status === 401) {
        toast({ title: "Session Expired", description: "Please log in again to continue", variant: "destructive" });
        savePendingJob(pendingJob); // nothing typed is lost
        return router.push("/login?next=/post-job");
      }
      if (reportServerFieldError(error, setErrors)) return;
      // Said beside the button, where the press was, and only there: on a phone a toast would cover the
      // button and the way out beside it.
      const message = failureText(error, "Failed to process job submission");
      setRefused({ message, code: error instanceof RequestError ? error.code : undefined });
    },
  });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = jobFormSchema.safeParse(job);
    if (!parsed.success) return reportFieldErrors(parsed.error, setErrors);
    setErrors({});
    setRefused(null);
    void send();
  }

  const { field } = fieldKit(values, errors, set);
  const today = todayInput();
  // The listing ends when applications close, so the earliest closing date is tomorrow.
  const tomorrow = tomorrowInput();
  const earliestClosing = values.applicationStartDate && values.applicationStartDate > tomorrow ? values.applicationStartDate : tomorrow;

  return (
    <form onSubmit={submit} noValidate className="space-y-8">
      <section aria-labelledby="plans-heading">
        <h2 id="plans-heading" className="text-xl font-bold">
          Choose your plan
        </h2>
        <div className="mt-6">
          <PlanCards selected={plan} onSelect={choose} />
        </div>
        {problem && (
          <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
            {problem}
          </p>
        )}
        {dropped && <PlanDowngradeNotice dropped={dropped} onKeep={keepDropped} />}
      </section>

      <section aria-labelledby="details-heading" className="space-y-5 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="details-heading" className="text-xl font-bold">
          Job Details
        </h2>
        <JobFields kit={fieldKit(values, errors, set)} values={values} apply={{ questions, setQuestions }} errors={errors} />
        <AgencyFields kit={fieldKit(values, errors, set)} values={values} />
        <div className="grid gap-5 md:grid-cols-4">
          {field("applicationStartDate", "Applications Open", { required: true, type: "date", min: today })}
          {field("applicationClosingDate", "Applications Close", {
            required: true,
            type: "date",
            min: earliestClosing,
            hint: "Your listing runs from the day applications open until they close",
          })}
          {field("interviewDate", "Interview Date", { type: "date" })}
          {field("startDate", "Job Start Date", { type: "date" })}
        </div>
        {warnings.length > 0 && (
          <ul aria-live="polite" className="space-y-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            {warnings.map((w) => (
              <li key={w}>⚠ {w}</li>
            ))}
          </ul>
        )}
        <div className="grid gap-5 md:grid-cols-2">
          <JobImagePickers logo={logo} card={card} setLogo={setLogo} setCard={setCard} errors={errors} />
        </div>
        <label className="flex items-start gap-3 rounded-md border border-slate-200 p-3">
          <input type="checkbox" checked={featured} onChange={(e) => setFeatured(e.target.checked)} className="mt-1 h-4 w-4" />
          <span>
            <span className="font-semibold">Featured listing</span>
            <span className="block text-sm text-slate-600">
              Top placement on the home page and in swipe mode. Featured jobs use the Premium plan (£{PLANS.premium.priceGbp}).
            </span>
          </span>
        </label>
        <div>
          <label className="flex items-start gap-3">
            <input
              id="terms"
              type="checkbox"
              checked={terms}
              onChange={(e) => {
                setTerms(e.target.checked);
                setErrors(({ terms: _t, ...rest }) => rest);
              }}
              aria-invalid={Boolean(errors.terms)}
              aria-describedby={errors.terms ? "terms-error" : undefined}
              className="mt-1 h-4 w-4"
            />
            <span className="text-sm">
              I agree to the{" "}
              <a href="#terms" className="text-amber-800 underline">
                Terms of Service
              </a>{" "}
              and the{" "}
              <a href="#guidelines" className="text-amber-800 underline">
                Posting Guidelines
              </a>
            </span>
          </label>
          {errors.terms && (
            <p id="terms-error" className="mt-1 text-sm text-red-700">
              {errors.terms}
            </p>
          )}
        </div>
      </section>

      <div ref={foot} className="flex flex-col items-center gap-2">
        <ComplianceCheck values={values} questions={screeningQuestions} />
        {refused && (
          <div className="w-full max-w-xl space-y-3 rounded-md border border-red-200 bg-red-50 p-3 text-red-900">
            <p role="alert" className="text-sm break-words">
              {refused.message}
            </p>
            {refused.code === "email_unverified" && <ResendVerification />}
          </div>
        )}
        <Button type="submit" size="lg" pending={pending} pendingText="Saving...">
          Continue to Payment (£{PLANS[plan].priceGbp})
        </Button>
        <p className="text-sm text-slate-600">You will review your order before paying.</p>
      </div>
    </form>
  );
}
