// The compliance gate: the rules an advert must meet at the door, wherever it came in (docs/compliance.md).
import type { PlaceKind } from "../place-kinds";
import { appliesAt, RULES } from "./rules";
import type { PolicyFinding } from "./types";

/** What the gate reads of a job: its words, pay, closing date, place and who advertises it. */
export type GateFacts = {
  title: string;
  company: string;
  description: string;
  requirements?: string | null;
  benefits?: string | null;
  howToApply?: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  applicationClosingDate: Date | null;
  country: string | null;
  subdivision: string | null;
  placeKind: PlaceKind;
  postedByAgency: boolean;
  agencyName?: string | null;
  employmentTerm?: "temporary" | "permanent" | null;
  contractType?: string | null;
  /** What the job asks applicants before they apply; the gate reads each question's words. */
  screeningQuestions?: readonly { text: string }[];
};

export type GateVerdict = {
  refusals: PolicyFinding[];
  warnings: PolicyFinding[];
  /** A refusal for asking the worker for money: the draft is flagged to admins as a likely scam. */
  likelyScam: boolean;
};

/** Every rule that applies at the job's place, read against the job: what refuses it and what warns. */
export function checkCompliance(facts: GateFacts): GateVerdict {
  const verdict: GateVerdict = { refusals: [], warnings: [], likelyScam: false };
  for (const rule of RULES) {
    if (!appliesAt(rule.places, facts.country, facts.subdivision)) continue;
    const breach = rule.breach(facts);
    if (!breach) continue;
    const finding = { rule: rule.id, field: breach.field ?? rule.field, message: rule.message(breach) };
    if (rule.severity === "refuse") {
      verdict.refusals.push(finding);
      if (rule.likelyScam) verdict.likelyScam = true;
    } else verdict.warnings.push(finding);
  }
  return verdict;
}
