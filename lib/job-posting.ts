// schema.org JobPosting for Google for Jobs, with the spec's defaults where a field is missing.
import { medicalLabel, providedNames, rotationLabel, ticketNames, type ExtremeFacts } from "./extreme-work";
import { RISK_LABELS } from "./job-fields";
import { escapeHtml } from "./html";
import type { SalaryUnit } from "./pay";
import { applicantCountries } from "./applicant-countries";
import { takesApplicationsHere } from "./applications/kinds";
import type { PlaceKind } from "./place-kinds";
import { namedCountries } from "./place/derive-place";
import { subdivisionName } from "./place/subdivisions";
import { imageUrl } from "./web-url";
import type { ArrangementFacts } from "./work-arrangement";

export const JOB_POSTING_DEFAULTS = {
  salaryMin: 50_000,
  salaryMax: 200_000,
  currency: "GBP",
  employmentType: "FULL_TIME",
  hoursPerWeek: 40,
};

const EMPLOYMENT_TYPES: Record<string, string> = {
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  contract: "CONTRACTOR",
  freelance: "CONTRACTOR",
  internship: "INTERN",
};

export type PostingJob = {
  id: string;
  title: string;
  company: string;
  companyWebsite: string | null;
  /** Whether companyWebsite is on the verified employer's own domain (lib/employer-domain.ts). */
  companyWebsiteVerified?: boolean;
  companyLogoUrl: string | null;
  location: string;
  /** The place as data (decision 122); a job without it is placed by its location text, as before. */
  country?: string | null;
  subdivision?: string | null;
  placeKind?: PlaceKind;
  contractType: string | null;
  hoursPerWeek: number | null;
  salaryMin: number | null;
  salaryMax: number | null;
  /** What salaryMin and salaryMax are per; a year when not said. */
  salaryUnit?: SalaryUnit;
  description: string;
  requirements: string | null;
  benefits: string | null;
  howToApply: string | null;
  applicationStartDate: Date | null;
  applicationClosingDate: Date | null;
  expiresAt: Date;
  createdAt: Date;
  /** Where seekers apply; the employer's site when not said. */
  applyOn?: string;
} & Partial<ExtremeFacts> &
  Partial<ArrangementFacts>;

/**
 * The extreme-work facts as JobPosting properties (decision 043): tickets and the medical are
 * qualifications, what is provided are benefits, the rotation says when the hours are worked, and the risk
 * level and medical are the physical requirement. Only what the employer stated.
 */
function extremeWorkProperties(job: PostingJob) {
  const tickets = ticketNames({ tickets: job.tickets ?? null, ticketsOther: job.ticketsOther ?? null });
  const medical = job.medical && job.medical !== "none" ? medicalLabel(job.medical) : null;
  const qualifications = [...(tickets.length ? [`Tickets required: ${tickets.join(", ")}`] : []), ...(medical ? [medical] : [])];
  const benefits = providedNames({
    travelPaid: job.travelPaid ?? null,
    accommodationProvided: job.accommodationProvided ?? null,
    visaSponsorship: job.visaSponsorship ?? null,
  });
  const rotation = rotationLabel(job.rotation ?? null);
  const physical = [...(job.dangerLevel ? [RISK_LABELS[job.dangerLevel]] : []), ...(medical ? [`${medical} required`] : [])];
  return {
    ...(qualifications.length ? { qualifications: qualifications.join(". ") } : {}),
    ...(benefits.length ? { jobBenefits: benefits.join(", ") } : {}),
    ...(rotation ? { workHours: `${job.hoursPerWeek ?? JOB_POSTING_DEFAULTS.hoursPerWeek} hours per week on rotation: ${rotation}` } : {}),
    ...(physical.length ? { physicalRequirement: physical.join("; ") } : {}),
  };
}

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p.trim()).replace(/\n/g, "<br>")}</p>`)
    .join("");

const list = (text: string) =>
  `<ul>${text
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => `<li>${escapeHtml(l.trim())}</li>`)
    .join("")}</ul>`;

export function postingDescriptionHtml(job: PostingJob): string {
  let html = paragraphs(job.description);
  if (job.requirements?.trim()) html += `<h3>Requirements</h3>${list(job.requirements)}`;
  if (job.benefits?.trim()) html += `<h3>Benefits</h3>${paragraphs(job.benefits)}`;
  if (job.howToApply?.trim()) html += `<h3>How to apply</h3>${paragraphs(job.howToApply)}`;
  return html;
}

/** The location text's parts without notes in brackets: 'Pilbara, Western Australia, Australia (mine)' → three. */
function locationParts(location: string): string[] {
  return location
    .replace(/\([^)]*\)/g, "")
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * The job's address: its locality from the text, its country (ISO 3166-1 alpha-2, as Google asks) and state
 * from the stored place. A job whose country is not known keeps the text's guess: region and country are the
 * last parts.
 */
function postalAddress(job: Pick<PostingJob, "location" | "country" | "subdivision">) {
  const parts = locationParts(job.location);
  const locality = parts[0] ?? job.location;
  if (job.country)
    return {
      "@type": "PostalAddress",
      addressLocality: locality,
      ...(job.subdivision ? { addressRegion: subdivisionName(job.subdivision) } : {}),
      addressCountry: job.country,
    };
  return {
    "@type": "PostalAddress",
    addressLocality: locality,
    ...(parts.length > 2 ? { addressRegion: parts[parts.length - 2] } : {}),
    addressCountry: parts.length > 1 ? parts[parts.length - 1] : locality,
  };
}

/** One place for a job in one country; one per country named for a job in several. */
function jobLocation(job: PostingJob) {
  const several = job.placeKind === "multiple" && !job.country ? namedCountries(job.location) : [];
  if (several.length > 1)
    return several.map((country) => ({ "@type": "Place", address: { "@type": "PostalAddress", addressCountry: country } }));
  return { "@type": "Place", address: postalAddress(job) };
}

export function jobPostingJsonLd(job: PostingJob, jobUrl: string, absolute: (path: string) => string) {
  // Home-based work only: a remote site ('Remote Mining') is a place, and search engines penalise
  // work-from-home markup on jobs that are not.
  const remote = job.workArrangement === "fully-remote";
  const logo = imageUrl(job.companyLogoUrl);
  const closes = [job.applicationClosingDate, job.expiresAt]
    .filter((d): d is Date => d instanceof Date)
    .sort((a, b) => a.getTime() - b.getTime())[0];
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: postingDescriptionHtml(job),
    datePosted: (job.applicationStartDate ?? job.createdAt).toISOString(),
    validThrough: closes.toISOString(),
    employmentType: EMPLOYMENT_TYPES[job.contractType ?? ""] ?? JOB_POSTING_DEFAULTS.employmentType,
    workHours: `${job.hoursPerWeek ?? JOB_POSTING_DEFAULTS.hoursPerWeek} hours per week`,
    hiringOrganization: {
      "@type": "Organization",
      name: job.company,
      // Naming a website as the company's is a claim search engines pass on: only a verified one.
      ...(job.companyWebsite && job.companyWebsiteVerified ? { sameAs: job.companyWebsite } : {}),
      ...(logo ? { logo: absolute(logo) } : {}),
    },
    ...(remote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: applicantCountries(job).map((name) => ({ "@type": "Country", name })),
        }
      : { jobLocation: jobLocation(job) }),
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: JOB_POSTING_DEFAULTS.currency,
      value: {
        "@type": "QuantitativeValue",
        minValue: job.salaryMin ?? JOB_POSTING_DEFAULTS.salaryMin,
        maxValue: job.salaryMax ?? JOB_POSTING_DEFAULTS.salaryMax,
        // A day rate is published as one; the defaults that stand in for missing figures are yearly.
        unitText: job.salaryUnit === "day" && job.salaryMin !== null ? "DAY" : "YEAR",
      },
    },
    ...extremeWorkProperties(job),
    identifier: { "@type": "PropertyValue", name: "Outpost", value: job.id },
    // Google's word for 'applied to on this site': only when Outpost itself takes the application.
    directApply: takesApplicationsHere(job.applyOn ?? "employer-site"),
    url: jobUrl,
  };
}

/** JSON for a <script> element: '<' escaped so no value can close the tag. */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
