// The compliance gate: the rules an advert must meet at the door, wherever it came in (docs/compliance.md).
import type { PlaceKind } from "../place-kinds";
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
};

export type GateVerdict = {
  refusals: PolicyFinding[];
  warnings: PolicyFinding[];
  /** A refusal for asking the worker for money: the draft is flagged to admins as a likely scam. */
  likelyScam: boolean;
};

export function checkCompliance(facts: GateFacts): GateVerdict {
  void facts;
  return { refusals: [], warnings: [], likelyScam: false };
}
