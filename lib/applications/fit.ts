// How an application fits its job, for the employer's inbox: whether every required ticket and medical is
// valid through the hitch, whether the seeker is free by the start, and a score to sort by (decision 130).
// Worked out when the seeker applies and again whenever the job's dates or requirements change.
import { allValid, hitchCheck, hitchDays, type HitchJob } from "./hitch";
import type { AppliedItem } from "./held-items";

export const FIT_WEIGHTS = { valid: 3, lapses: -2, lapsed: -4, missing: -4, availableByStart: 2, rotation: 4 } as const;

export type ApplicantFacts = {
  tickets: AppliedItem[];
  medicals: AppliedItem[];
  availableFrom: string | null;
  rotations: string[];
};
export type ApplicationFit = { ticketsValid: boolean; availableByStart: boolean; fitScore: number };

export function applicationFit(job: HitchJob, applicant: ApplicantFacts, today: string): ApplicationFit {
  const check = hitchCheck(job, applicant, today);
  const { start } = hitchDays(job, today);
  const availableByStart = !applicant.availableFrom || applicant.availableFrom <= start;
  const rotationFits = job.rotation !== null && applicant.rotations.includes(job.rotation);
  const fitScore =
    check.items.reduce((sum, item) => sum + FIT_WEIGHTS[item.state], 0) +
    (availableByStart ? FIT_WEIGHTS.availableByStart : 0) +
    (rotationFits ? FIT_WEIGHTS.rotation : 0);
  return { ticketsValid: allValid(check), availableByStart, fitScore };
}
