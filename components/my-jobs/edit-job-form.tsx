"use client";
// An employer edits their own posting: the job form's own fields and rules, without the plan, the featured
// placement and the application window, which were paid for (extending is in My Jobs).
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { z } from "zod";
import { employerJobEditSchema } from "@/lib/schemas/employer-jobs";
import type { patchUserJobsId } from "@/lib/api/operations/posting";
import { failureText } from "../forms/post-json";
import { endpoint } from "../query/call-api";
import { JobImagePickers } from "../post-job/job-image-pickers";
import { fieldKit, JobFields, type FormValues } from "../post-job/job-fields";
import { applyOnOf, type DraftQuestion } from "../post-job/apply-fields";
import { toast } from "../toast/toast-store";
import { reportFieldErrors, reportServerFieldError } from "../forms/field-errors";
import { useSubmit } from "../forms/use-submit";
import { Button } from "../ui/button";

const editJob = endpoint<typeof patchUserJobsId>("PATCH /api/user/jobs/{id}");

type Props = {
  jobId: string;
  initial: FormValues;
  images: { companyLogoUrl: string | null; swipeCardImageUrl: string | null };
  /** The job's questions, ids and all: sent back with them, so answers already given still name them. */
  initialQuestions?: DraftQuestion[];
};

export function EditJobForm({ jobId, initial, images, initialQuestions = [] }: Props) {
  const router = useRouter();
  const [values, setValues] = useState<FormValues>(initial);
  const [questions, setQuestions] = useState<DraftQuestion[]>(initialQuestions);
  const [logo, setLogo] = useState(images.companyLogoUrl);
  const [card, setCard] = useState(images.swipeCardImageUrl);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set = (name: string) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest);
  };
  const kit = fieldKit(values, errors, set);

  // The form's text, sent as typed once employerJobEditSchema accepts it (submit below): the server parses it the same way.
  const screeningQuestions = applyOnOf(values) === "employer-site" ? [] : questions;
  const job = { ...values, screeningQuestions, companyLogoUrl: logo, swipeCardImageUrl: card } as z.input<typeof employerJobEditSchema>;

  const { submit: send, pending } = useSubmit({
    mutationFn: () => editJob.call({ params: { id: jobId }, body: job }),
    onSuccess: () => {
      toast({ title: "Job updated", description: "Your changes are live." });
      router.push("/my-jobs");
      router.refresh();
    },
    onError: (error) => {
      if (reportServerFieldError(error, setErrors)) return;
      toast({ title: "Failed to update job", description: failureText(error, "Please try again."), variant: "destructive" });
    },
  });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = employerJobEditSchema.safeParse(job);
    if (!parsed.success) return reportFieldErrors(parsed.error, setErrors);
    void send();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <JobFields kit={kit} values={values} apply={{ questions, setQuestions }} errors={errors} />
      <div className="grid gap-5 md:grid-cols-2">
        {kit.field("interviewDate", "Interview Date", { type: "date" })}
        {kit.field("startDate", "Job Start Date", { type: "date" })}
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <JobImagePickers logo={logo} card={card} setLogo={setLogo} setCard={setCard} errors={errors} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" pending={pending} pendingText="Saving...">
          Save Changes
        </Button>
        <Button variant="secondary" onClick={() => router.push("/my-jobs")}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
