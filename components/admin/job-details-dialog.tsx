"use client";
// The admin's editor for a job's pay unit and issue-31 facts (where the work is, the crew change point and
// who books travel), with the employer form's own fields and labels.
import { useState } from "react";
import { arrangementValues } from "../post-job/conditions-values";
import { ArrangementFields, fieldKit, PayFields, type FormValues } from "../post-job/job-fields";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "../ui/dialog";
import { buttonClass } from "../ui/button";
import type { AdminJobPatch } from "@/lib/schemas/admin-jobs";
import { isSalaryUnit } from "@/lib/pay";
import { isWorkArrangement } from "@/lib/work-arrangement";
import { isPlaceKind } from "@/lib/place-kinds";
import { PlaceFields } from "../place/place-fields";
import { placeValues } from "../place/place-values";
import type { DashboardJob } from "./admin-job-row";

export type JobDetailsPatch = Pick<
  AdminJobPatch,
  | "salaryUnit"
  | "salaryMin"
  | "salaryMax"
  | "workArrangement"
  | "departurePoint"
  | "travelBookedByEmployer"
  | "country"
  | "subdivision"
  | "placeKind"
>;

type Props = {
  /** The job being edited, or null when the dialog is closed. */
  job: DashboardJob | null;
  busy?: boolean;
  /** The server's refusal of the last save, shown in the dialog. */
  error?: string;
  onSave: (patch: JobDetailsPatch) => void;
  onCancel: () => void;
};

const initialValues = (job: DashboardJob): FormValues => ({
  ...arrangementValues(job),
  ...placeValues({ country: job.country ?? null, subdivision: job.subdivision ?? null, placeKind: job.placeKind ?? "land" }),
  salaryUnit: job.salaryUnit ?? "year",
  salaryMin: String(job.salaryMin),
  salaryMax: String(job.salaryMax),
});

const yesNo = (v: string) => (v === "yes" ? true : v === "no" ? false : null);

export function JobDetailsDialog({ job, ...rest }: Props) {
  return (
    <Dialog open={job !== null} onOpenChange={(next) => !next && rest.onCancel()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">{job && <JobDetailsForm key={job.id} job={job} {...rest} />}</DialogContent>
    </Dialog>
  );
}

/** The patch the form's values stand for. */
function patchOf(values: FormValues): JobDetailsPatch {
  return {
    salaryUnit: isSalaryUnit(values.salaryUnit) ? values.salaryUnit : "year",
    salaryMin: Number(values.salaryMin),
    salaryMax: Number(values.salaryMax),
    ...(isWorkArrangement(values.workArrangement) && { workArrangement: values.workArrangement }),
    departurePoint: values.departurePoint.trim() || null,
    travelBookedByEmployer: yesNo(values.travelBookedByEmployer),
    country: values.country || null,
    subdivision: values.subdivision || null,
    ...(isPlaceKind(values.placeKind) && { placeKind: values.placeKind }),
  };
}

function JobDetailsForm({ job, busy, error, onSave, onCancel }: Omit<Props, "job"> & { job: DashboardJob }) {
  const [values, setValues] = useState<FormValues>(() => initialValues(job));
  const kit = fieldKit(values, {}, (name) => (event) => setValues((v) => ({ ...v, [name]: event.target.value })));
  function submit(e: React.FormEvent) {
    e.preventDefault();
    // Only what was changed is sent: a pay rule is checked only when pay is touched.
    const before = patchOf(initialValues(job));
    const changed = Object.entries(patchOf(values)).filter(([k, v]) => v !== before[k as keyof JobDetailsPatch]);
    if (changed.length === 0) return onCancel();
    onSave(Object.fromEntries(changed) as JobDetailsPatch);
  }
  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle className="text-lg font-bold">Edit pay and arrangement</DialogTitle>
      <DialogDescription className="mt-2 text-sm break-words text-slate-700">
        &lsquo;{job.title}&rsquo; at {job.company}
      </DialogDescription>
      <div className="mt-4 grid gap-4">
        <PayFields kit={kit} values={values} />
        <ArrangementFields kit={kit} unstated={false} />
      </div>
      <div className="mt-4">
        <PlaceFields kit={kit} values={values} />
      </div>
      {error && (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {error}
        </p>
      )}
      {/* The dialog scrolls on a phone: Save and Cancel stay in view at its foot. */}
      <div className="sticky -bottom-6 -mx-6 mt-6 -mb-6 flex flex-wrap justify-end gap-3 border-t border-slate-200 bg-white px-6 pt-3 pb-6">
        <DialogClose type="button" className={buttonClass({ variant: "secondary" })}>
          Cancel
        </DialogClose>
        <button type="submit" disabled={busy} className={buttonClass()}>
          {busy ? "Saving..." : "Save"}
        </button>
      </div>
    </form>
  );
}
