"use client";
// An employer edits their own posting: the job form's own fields and rules, without the plan, the featured
// placement and the application window, which were paid for (extending is in My Jobs).
import { useRouter } from "next/navigation";
import { useState } from "react";
import { employerJobEditSchema } from "@/lib/schemas/employer-jobs";
import { failureText, sendJson } from "../forms/post-json";
import { JobImagePickers } from "../post-job/job-image-pickers";
import { fieldKit, JobFields, type FormValues } from "../post-job/job-fields";
import { toast } from "../toast/toast-store";
import { reportFieldErrors, reportServerFieldError } from "../forms/field-errors";

type Props = { jobId: string; initial: FormValues; images: { companyLogoUrl: string | null; swipeCardImageUrl: string | null } };

export function EditJobForm({ jobId, initial, images }: Props) {
  const router = useRouter();
  const [values, setValues] = useState<FormValues>(initial);
  const [logo, setLogo] = useState(images.companyLogoUrl);
  const [card, setCard] = useState(images.swipeCardImageUrl);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  const set = (name: string) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest);
  };
  const kit = fieldKit(values, errors, set);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const job = { ...values, companyLogoUrl: logo, swipeCardImageUrl: card };
    const parsed = employerJobEditSchema.safeParse(job);
    if (!parsed.success) return reportFieldErrors(parsed.error, setErrors);
    setPending(true);
    try {
      await sendJson("PATCH", `/api/user/jobs/${jobId}`, job);
      toast({ title: "Job updated", description: "Your changes are live." });
      router.push("/my-jobs");
      router.refresh();
    } catch (error) {
      if (reportServerFieldError(error, setErrors)) return;
      toast({ title: "Failed to update job", description: failureText(error, "Please try again."), variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <JobFields kit={kit} values={values} />
      <div className="grid gap-5 md:grid-cols-2">
        {kit.field("interviewDate", "Interview Date", { type: "date" })}
        {kit.field("startDate", "Job Start Date", { type: "date" })}
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <JobImagePickers logo={logo} card={card} setLogo={setLogo} setCard={setCard} errors={errors} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={pending}
          className="rounded-md bg-amber-700 px-6 py-2.5 font-bold text-white hover:bg-amber-800 disabled:opacity-60"
        >
          {pending ? "Saving..." : "Save Changes"}
        </button>
        <button
          type="button"
          onClick={() => router.push("/my-jobs")}
          className="rounded-md border border-slate-300 px-4 py-2.5 font-semibold hover:bg-slate-100"
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
