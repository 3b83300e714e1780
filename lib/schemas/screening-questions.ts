// How a job takes applications and the screening questions it asks: one definition for the post form, an
// employer's edit, POST /api/jobs, the CSV import and the multiposter feed.
import { z } from "zod";
import {
  APPLY_ON,
  MAX_QUESTION_CHARS,
  MAX_SCREENING_QUESTIONS,
  QUESTION_KINDS,
  type ApplyOn,
  type QuestionKind,
  type ScreeningQuestion,
} from "../applications/kinds";

export const applyOnField = z
  .enum(APPLY_ON, { error: "Choose where applicants apply: employer-site, outpost or both" })
  .describe("Where seekers apply: the employer's site (applicationUrl), on Outpost, or either");

/** A question's id: short and plain, since it travels back in every answer; the server makes one when none is given. */
const questionId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, "A question's id is 1 to 40 letters, digits, dashes or underscores");

const newQuestionId = () => `q-${crypto.randomUUID().slice(0, 8)}`;

export const screeningQuestionSchema = z.object({
  id: questionId.optional().describe("Kept across edits; left out, the server gives one"),
  text: z
    .string({ error: "Write the question" })
    .trim()
    .min(1, "Write the question")
    .max(MAX_QUESTION_CHARS, `A question is at most ${MAX_QUESTION_CHARS} characters`),
  kind: z.enum(QUESTION_KINDS, { error: "A question is yes-no or short-text" }),
  required: z.boolean({ error: "Say whether an answer is required: true or false" }).default(false),
});

/** Up to five questions; each leaves with an id, unique within the job. */
export const screeningQuestionsField = z
  .array(screeningQuestionSchema, { error: "screeningQuestions is a list of questions" })
  .max(MAX_SCREENING_QUESTIONS, `At most ${MAX_SCREENING_QUESTIONS} screening questions`)
  .refine(
    (list) => new Set(list.map((q) => q.id).filter(Boolean)).size === list.filter((q) => q.id).length,
    "Each question's id must differ",
  )
  .transform((list): ScreeningQuestion[] => list.map((q) => ({ ...q, id: q.id ?? newQuestionId() })));

/**
 * Questions as they will be stored on a job that had `previous`: one sent without its id (a CSV row, a
 * feed's re-send, an API client that does not keep ids) keeps the id of the stored question with the same
 * words, so answers already given still name it.
 */
export function keepQuestionIds(next: readonly ScreeningQuestion[], previous: readonly ScreeningQuestion[]): ScreeningQuestion[] {
  const known = new Set(previous.map((q) => q.id));
  const byText = new Map(previous.map((q) => [q.text.trim().toLowerCase(), q.id]));
  const taken = new Set(next.filter((q) => known.has(q.id)).map((q) => q.id));
  return next.map((q) => {
    if (known.has(q.id)) return q;
    const earlier = byText.get(q.text.trim().toLowerCase());
    if (earlier && !taken.has(earlier)) {
      taken.add(earlier);
      return { ...q, id: earlier };
    }
    return q;
  });
}

const KIND_NAMES: Record<string, QuestionKind> = {
  "yes-no": "yes-no",
  yesno: "yes-no",
  "yes/no": "yes-no",
  boolean: "yes-no",
  "short-text": "short-text",
  shorttext: "short-text",
  text: "short-text",
  short: "short-text",
};
const YES = new Set(["yes", "y", "true", "1", "required"]);
const NO = new Set(["no", "n", "false", "0", "optional", ""]);

/**
 * The `text|kind|required` lines of a CSV cell or a feed's field: one question a line, its kind (yes-no or
 * short-text, yes-no when left out) and whether it must be answered (yes/no, no when left out). Answers the
 * questions, or the first line's problem in words that name the line.
 */
export function readQuestionLines(cellText: string, column: string): ScreeningQuestion[] | string {
  const lines = cellText
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length > MAX_SCREENING_QUESTIONS) return `${column}: at most ${MAX_SCREENING_QUESTIONS} questions, one a line`;
  const questions: z.input<typeof screeningQuestionSchema>[] = [];
  for (const [index, line] of lines.entries()) {
    const parts = line.split("|").map((p) => p.trim());
    if (parts.length > 3) return `${column} line ${index + 1}: write text|kind|required`;
    const [text = "", kindText = "", requiredText = ""] = parts;
    const kind = kindText ? KIND_NAMES[kindText.toLowerCase()] : "yes-no";
    if (!kind) return `${column} line ${index + 1}: the kind is yes-no or short-text, not ${kindText}`;
    const flag = requiredText.toLowerCase();
    if (!YES.has(flag) && !NO.has(flag)) return `${column} line ${index + 1}: required is yes or no, not ${requiredText}`;
    questions.push({ text, kind, required: YES.has(flag) });
  }
  const parsed = screeningQuestionsField.safeParse(questions);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const line = typeof issue.path[0] === "number" ? ` line ${issue.path[0] + 1}` : "";
    return `${column}${line}: ${issue.message}`;
  }
  return parsed.data;
}

/** `apply_on` as a CSV or a feed writes it; '' is not said. */
export function readApplyOn(text: string | null | undefined): { applyOn: ApplyOn | null } | { error: string } {
  const value = (text ?? "")
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-");
  if (!value) return { applyOn: null };
  const names: Record<string, ApplyOn> = {
    "employer-site": "employer-site",
    employer: "employer-site",
    "employer's-site": "employer-site",
    outpost: "outpost",
    both: "both",
  };
  const applyOn = names[value];
  return applyOn ? { applyOn } : { error: `apply_on is employer-site, outpost or both, not ${text!.trim()}` };
}
