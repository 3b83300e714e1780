// Which countries a fully remote job's applicants may live in, for JobPosting's applicantLocationRequirements
// (docs/decisions/109, 122): the job's country; for a job in several, the countries its location names; and
// the United Kingdom when it has none.
import type { PlaceKind } from "./place-kinds";
import { countryName } from "./place/countries";
import { namedCountries } from "./place/derive-place";

export const DEFAULT_APPLICANT_COUNTRY = "GB";

export type JobPlace = { location: string; country?: string | null; placeKind?: PlaceKind };

/** The countries as ISO 3166-1 alpha-2 codes. */
export function applicantCountryCodes(job: JobPlace): string[] {
  if (job.country) return [job.country];
  const named = namedCountries(job.location);
  return named.length ? named : [DEFAULT_APPLICANT_COUNTRY];
}

export const applicantCountries = (job: JobPlace): string[] => applicantCountryCodes(job).map(countryName);
