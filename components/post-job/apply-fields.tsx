// 'How applicants apply' on the post and edit forms: the employer's site, Outpost or both, the apply link
// (needed unless Outpost takes every application), and up to five screening questions. Native controls, so
// a phone's keyboard and a screen reader work them as they work every other field.
import {
  APPLY_ON,
  APPLY_ON_LABELS,
  MAX_QUESTION_CHARS,
  MAX_SCREENING_QUESTIONS,
  type ApplyOn,
  type QuestionKind,
} from "@/lib/applications/kinds";
import { inputClass } from "../ui/input";
import type { FieldKit, FormValues } from "./job-fields";
import { FieldNotes } from "./compliance-notes";

/** A question as the form holds it: one typed here has no id until the server gives it one. */
export type DraftQuestion = { id?: string; text: string; kind: QuestionKind; required: boolean };
export type QuestionsState = { questions: DraftQuestion[]; setQuestions: (next: DraftQuestion[]) => void };

const HINTS: Record<ApplyOn, string> = {
  "employer-site": "Apply sends candidates to the address below, as today.",
  outpost: "Candidates apply with their Outpost profile, tickets and CV; you read them in My Jobs.",
  both: "Candidates choose: apply with their Outpost profile, or on your site.",
};

export const applyOnOf = (values: FormValues): ApplyOn =>
  (APPLY_ON as readonly string[]).includes(values.applyOn ?? "") ? (values.applyOn as ApplyOn) : "employer-site";

type Props = { kit: FieldKit; values: FormValues; apply?: QuestionsState; errors: Record<string, string> };

export function ApplyFields({ kit, values, apply, errors }: Props) {
  const applyOn = applyOnOf(values);
  return (
    <fieldset className="space-y-4 rounded-md border border-slate-200 p-4">
      <legend className="px-1 font-semibold">How applicants apply</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {APPLY_ON.map((option) => (
          <label
            key={option}
            className={`flex min-h-11 items-start gap-2 rounded-md border p-3 text-sm ${applyOn === option ? "border-amber-600 bg-amber-50" : "border-slate-300"}`}
          >
            <input
              type="radio"
              name="applyOn"
              value={option}
              checked={applyOn === option}
              onChange={() => kit.setValue("applyOn", option)}
              className="mt-0.5 h-4 w-4"
            />
            <span className="font-medium">{APPLY_ON_LABELS[option]}</span>
          </label>
        ))}
      </div>
      <p className="text-sm text-slate-700">{HINTS[applyOn]}</p>
      {kit.field("applicationUrl", applyOn === "outpost" ? "Application URL (optional)" : "Application URL", {
        required: applyOn !== "outpost",
        type: "url",
        placeholder: "https://",
        hint: applyOn === "outpost" ? "Not needed: applications come to you on Outpost" : "Where candidates apply on your site",
      })}
      {applyOn !== "employer-site" && apply && <QuestionEditor apply={apply} errors={errors} />}
    </fieldset>
  );
}

/** Up to five questions, each yes/no or a short answer, required or not; the gate's notes under each. */
function QuestionEditor({ apply, errors }: { apply: QuestionsState; errors: Record<string, string> }) {
  const { questions, setQuestions } = apply;
  const change = (index: number, patch: Partial<DraftQuestion>) =>
    setQuestions(questions.map((q, i) => (i === index ? { ...q, ...patch } : q)));
  const remove = (index: number) => setQuestions(questions.filter((_, i) => i !== index));
  const add = () => setQuestions([...questions, { text: "", kind: "yes-no", required: false }]);
  return (
    <div className="space-y-3">
      <div>
        <h3 className="text-sm font-semibold text-slate-800">Screening questions</h3>
        <p className="text-xs text-slate-600">
          Up to {MAX_SCREENING_QUESTIONS}, e.g. “Do you hold a valid OEUK medical?”. Questions about health, disability or past pay are
          refused.
        </p>
      </div>
      {errors.screeningQuestions && (
        <p id="screeningQuestions" tabIndex={-1} className="text-sm text-red-700">
          {errors.screeningQuestions}
        </p>
      )}
      <ol className="space-y-3">
        {questions.map((q, index) => {
          const id = `screeningQuestions.${index}`;
          const error = errors[id];
          return (
            <li key={q.id ?? `new-${index}`} className="space-y-2 rounded-md border border-slate-200 p-3">
              <label htmlFor={id} className="block text-sm font-medium text-slate-800">
                Question {index + 1}
              </label>
              <input
                id={id}
                value={q.text}
                maxLength={MAX_QUESTION_CHARS}
                onChange={(e) => change(index, { text: e.target.value })}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? `${id}-error` : undefined}
                className={inputClass}
              />
              {error && (
                <p id={`${id}-error`} className="text-sm text-red-700">
                  {error}
                </p>
              )}
              <FieldNotes name={id} />
              <div className="flex flex-wrap items-center gap-3">
                <label className="flex items-center gap-2 text-sm">
                  <span>Answer</span>
                  <select
                    value={q.kind}
                    onChange={(e) => change(index, { kind: e.target.value as QuestionKind })}
                    className="rounded-md border border-slate-300 bg-white px-2 py-2 text-sm"
                    aria-label={`Question ${index + 1}: answer type`}
                  >
                    <option value="yes-no">Yes or no</option>
                    <option value="short-text">Short answer</option>
                  </select>
                </label>
                <label className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={q.required}
                    onChange={(e) => change(index, { required: e.target.checked })}
                    className="h-4 w-4"
                  />
                  Required
                </label>
                <button
                  type="button"
                  onClick={() => remove(index)}
                  className="ml-auto min-h-11 rounded-md px-3 text-sm text-red-800 underline"
                  aria-label={`Remove question ${index + 1}`}
                >
                  Remove
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {questions.length < MAX_SCREENING_QUESTIONS && (
        <button type="button" onClick={add} className="min-h-11 rounded-md border border-slate-300 px-4 text-sm font-medium">
          + Add a question
        </button>
      )}
    </div>
  );
}
