// The job's own fields, shared by the post-job form and the employer's edit form: one layout, one set of
// labels, so an edit looks exactly like what was posted.
import { CATEGORY_OPTIONS, categoryLabel } from "@/lib/categories";
import { CONTRACT_LABELS, CONTRACT_TYPES, DANGER_LABELS, DANGER_LEVELS } from "@/lib/job-fields";
import { FormField, inputClass } from "./form-field";

export type FormValues = Record<string, string>;
type Change = (name: string) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
type FieldOptions = { required?: boolean; type?: string; hint?: string; min?: string; placeholder?: string; inputMode?: "numeric" };

/** Render helpers bound to one form's values, errors and change handler. */
export function fieldKit(values: FormValues, errors: Record<string, string>, set: Change) {
  const field = (name: string, label: string, opts: FieldOptions = {}) => (
    <FormField id={name} label={label} required={opts.required} error={errors[name]} hint={opts.hint}>
      {(a11y) => <input {...a11y} type={opts.type ?? "text"} min={opts.min} placeholder={opts.placeholder} inputMode={opts.inputMode} value={values[name] ?? ""} onChange={set(name)} className={inputClass} />}
    </FormField>
  );
  const area = (name: string, label: string, required = false, rows = 4) => (
    <FormField id={name} label={label} required={required} error={errors[name]}>
      {(a11y) => <textarea {...a11y} rows={rows} value={values[name] ?? ""} onChange={set(name)} className={inputClass} />}
    </FormField>
  );
  const select = (name: string, label: string, options: readonly string[], text: (o: string) => string, required = true) => (
    <FormField id={name} label={label} required={required} error={errors[name]}>
      {(a11y) => (
        <select {...a11y} value={values[name] ?? ""} onChange={set(name)} className={inputClass}>
          {options.map((o) => <option key={o} value={o}>{text(o)}</option>)}
        </select>
      )}
    </FormField>
  );
  return { field, area, select };
}

export type FieldKit = ReturnType<typeof fieldKit>;

/** Company, role, pay, risk, category, the advert's text and where to apply. */
export function JobFields({ kit, values }: { kit: FieldKit; values: FormValues }) {
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
        {field("salaryMin", "Minimum Salary (£ per year)", { required: true, type: "number", inputMode: "numeric" })}
        {field("salaryMax", "Maximum Salary (£ per year)", { required: true, type: "number", inputMode: "numeric" })}
        {select("dangerLevel", "Risk Level", DANGER_LEVELS, (d) => DANGER_LABELS[d as keyof typeof DANGER_LABELS])}
        {select("category", "Category", CATEGORY_OPTIONS, (c) => categoryLabel(c))}
        {values.category === "other" && field("customCategory", "Custom Category", { required: true })}
      </div>
      {area("description", "Job Description", true, 6)}
      <div className="grid gap-5 md:grid-cols-3">
        {area("requirements", "Requirements")}
        {area("benefits", "Benefits")}
        {area("howToApply", "How to Apply")}
      </div>
      {field("applicationUrl", "Application URL", { required: true, type: "url", placeholder: "https://", hint: "Where candidates apply on your site" })}
    </>
  );
}
