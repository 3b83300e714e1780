// The job's own fields, shared by the post-job form and the employer's edit form: one layout, one set of
// labels, so an edit looks exactly like what was posted.
import { CATEGORY_OPTIONS, categoryLabel } from "@/lib/categories";
import { MEDICAL_LABELS, MEDICALS, ROTATION_LABELS, ROTATIONS, TICKET_LABELS, TICKETS } from "@/lib/extreme-work";
import { WORK_ARRANGEMENT_LABELS, WORK_ARRANGEMENTS } from "@/lib/work-arrangement";
import { CONTRACT_LABELS, CONTRACT_TYPES, DANGER_LABELS, DANGER_LEVELS } from "@/lib/job-fields";
import { isSalaryUnit, SALARY_UNIT_LABELS, SALARY_UNITS } from "@/lib/pay";
import { Field } from "../ui/field";
import { FieldNotes, hasNotes } from "./compliance-notes";
import { inputClass } from "../ui/input";
import { PlaceFields } from "../place/place-fields";
import { ApplyFields, type QuestionsState } from "./apply-fields";

export type FormValues = Record<string, string>;
type Change = (name: string) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
type FieldOptions = { required?: boolean; type?: string; hint?: string; min?: string; placeholder?: string; inputMode?: "numeric" };

/** A field the compliance gate may speak of, with its findings beneath it (they appear on the post form only). */
const noted = (name: string, control: React.ReactNode) =>
  hasNotes(name) ? (
    <div>
      {control}
      <FieldNotes name={name} />
    </div>
  ) : (
    control
  );

/** Render helpers bound to one form's values, errors and change handler. */
export function fieldKit(values: FormValues, errors: Record<string, string>, set: Change) {
  /** For inputs that are not one element (the ticket checkboxes). */
  const setValue = (name: string, value: string) => set(name)({ target: { value } } as React.ChangeEvent<HTMLInputElement>);
  const field = (name: string, label: string, opts: FieldOptions = {}) =>
    noted(
      name,
      <Field id={name} label={label} required={opts.required} error={errors[name]} hint={opts.hint}>
        {(a11y) => (
          <input
            {...a11y}
            type={opts.type ?? "text"}
            min={opts.min}
            placeholder={opts.placeholder}
            inputMode={opts.inputMode}
            value={values[name] ?? ""}
            onChange={set(name)}
            className={inputClass}
          />
        )}
      </Field>,
    );
  const area = (name: string, label: string, required = false, rows = 4) =>
    noted(
      name,
      <Field id={name} label={label} required={required} error={errors[name]}>
        {(a11y) => <textarea {...a11y} rows={rows} value={values[name] ?? ""} onChange={set(name)} className={inputClass} />}
      </Field>,
    );
  const select = (name: string, label: string, options: readonly string[], text: (o: string) => string, required = true) =>
    noted(
      name,
      <Field id={name} label={label} required={required} error={errors[name]}>
        {(a11y) => (
          <select {...a11y} value={values[name] ?? ""} onChange={set(name)} className={inputClass}>
            {options.map((o) => (
              <option key={o} value={o}>
                {text(o)}
              </option>
            ))}
          </select>
        )}
      </Field>,
    );
  return { field, area, select, setValue };
}

export type FieldKit = ReturnType<typeof fieldKit>;

/** Company, role, pay, risk, category, the advert's text and where to apply. */
export function JobFields({
  kit,
  values,
  apply,
  errors,
}: {
  kit: FieldKit;
  values: FormValues;
  /** The screening questions' state; without it the form offers none. */
  apply?: QuestionsState;
  errors?: Record<string, string>;
}) {
  const { field, area, select } = kit;
  return (
    <>
      <div className="grid gap-5 md:grid-cols-2">
        {field("title", "Job Title", { required: true, placeholder: "e.g. Offshore Drilling Supervisor" })}
        {field("company", "Company Name", { required: true })}
        {field("companyWebsite", "Company Website", { type: "url", placeholder: "https://" })}
        {field("companySocialLinks", "Company Social Links", { hint: "LinkedIn or other profiles, separated by commas" })}
      </div>
      {area("companyDescription", "About the Company", false, 3)}
      <div className="grid gap-5 md:grid-cols-3">
        {select("contractType", "Contract Type", CONTRACT_TYPES, (c) => CONTRACT_LABELS[c as keyof typeof CONTRACT_LABELS])}
        {field("location", "Location", { required: true, placeholder: "e.g. North Sea, United Kingdom" })}
        {field("hoursPerWeek", "Hours per Week", { type: "number", inputMode: "numeric" })}
        <PayFields kit={kit} values={values} />
        {select("dangerLevel", "Risk Level", DANGER_LEVELS, (d) => DANGER_LABELS[d as keyof typeof DANGER_LABELS])}
        {select("category", "Category", CATEGORY_OPTIONS, (c) => categoryLabel(c))}
        {values.category === "other" && field("customCategory", "Custom Category", { required: true })}
      </div>
      <PlaceFields kit={kit} values={values} />
      {area("description", "Job Description", true, 6)}
      <div className="grid gap-5 md:grid-cols-3">
        {area("requirements", "Requirements")}
        {area("benefits", "Benefits")}
        {area("howToApply", "How to Apply")}
      </div>
      <ApplyFields kit={kit} values={values} apply={apply} errors={errors ?? {}} />
      <ConditionsFields kit={kit} values={values} />
    </>
  );
}

/** How pay is quoted and its range, for a grid's cells. */
export function PayFields({ kit, values }: { kit: FieldKit; values: FormValues }) {
  const { field, select } = kit;
  // Pay is entered as the trade quotes it: a yearly salary or a day rate, and the labels follow the choice.
  const per = SALARY_UNIT_LABELS[isSalaryUnit(values.salaryUnit) ? values.salaryUnit : "year"];
  return (
    <>
      {select("salaryUnit", "Pay Quoted", SALARY_UNITS, (u) => (u === "day" ? "Per day (day rate)" : "Per year"))}
      {field("salaryMin", `Minimum Salary (£ ${per})`, { required: true, type: "number", inputMode: "numeric" })}
      {field("salaryMax", `Maximum Salary (£ ${per})`, { required: true, type: "number", inputMode: "numeric" })}
    </>
  );
}

const stated = (labels: Record<string, string>) => (o: string) => (o === "" ? "Not stated" : labels[o]);
const YES_NO = { yes: "Yes", no: "No" };

/** Rotation, tickets, medical, travel, accommodation and visa: all optional (decision 043). */
function ConditionsFields({ kit, values }: { kit: FieldKit; values: FormValues }) {
  const { field, select, setValue } = kit;
  const chosen = new Set((values.tickets ?? "").split(",").filter(Boolean));
  const toggle = (ticket: string) => {
    const next = new Set(chosen);
    if (next.has(ticket)) next.delete(ticket);
    else next.add(ticket);
    setValue("tickets", TICKETS.filter((t) => next.has(t)).join(","));
  };
  return (
    <fieldset className="space-y-4 rounded-md border border-slate-200 p-4">
      <legend className="px-1 font-semibold">Rotation &amp; conditions</legend>
      <div className="grid gap-5 md:grid-cols-3">
        {select("rotation", "Rotation", ["", ...ROTATIONS], stated(ROTATION_LABELS), false)}
        {select("medical", "Medical required", ["", ...MEDICALS], stated(MEDICAL_LABELS), false)}
        {field("ticketsOther", "Other tickets", { hint: "Anything not listed, separated by commas" })}
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Tickets and certificates required</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {TICKETS.map((t) => (
            <label key={t} className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-3 py-1 text-sm">
              <input type="checkbox" checked={chosen.has(t)} onChange={() => toggle(t)} className="h-4 w-4" /> {TICKET_LABELS[t]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-5 md:grid-cols-3">
        {select("travelPaid", "Travel paid", ["", "yes", "no"], stated(YES_NO), false)}
        {select("accommodationProvided", "Accommodation provided", ["", "yes", "no"], stated(YES_NO), false)}
        {select("visaSponsorship", "Visa sponsorship", ["", "yes", "no"], stated(YES_NO), false)}
      </div>
      <div className="grid gap-5 md:grid-cols-3">
        <ArrangementFields kit={kit} />
      </div>
    </fieldset>
  );
}

/**
 * Where the work is and how a worker gets there, for a grid's cells. `unstated`: the arrangement
 * may be left out, for the server to infer; a stored job always has one.
 */
export function ArrangementFields({ kit, unstated = true }: { kit: FieldKit; unstated?: boolean }) {
  const { field, select } = kit;
  return (
    <>
      {unstated
        ? select("workArrangement", "Work arrangement", ["", ...WORK_ARRANGEMENTS], stated(WORK_ARRANGEMENT_LABELS), false)
        : select("workArrangement", "Work arrangement", WORK_ARRANGEMENTS, stated(WORK_ARRANGEMENT_LABELS))}
      {field("departurePoint", "Crew change from", { placeholder: "e.g. Aberdeen heliport" })}
      {select("travelBookedByEmployer", "Travel booked by the employer", ["", "yes", "no"], stated(YES_NO), false)}
    </>
  );
}
