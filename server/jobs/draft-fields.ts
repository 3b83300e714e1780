// A job draft as the job table's values: what the gate screens before the payment and what the job stores after it.
import "server-only";
import { inferWorkArrangement } from "@/lib/work-arrangement";
import type { JobDraft } from "@/lib/schemas/job-draft";

export function jobFields(draft: JobDraft) {
  return {
    // A place the poster picked; left out, the job-write module derives it from the location text.
    ...(draft.country ? { country: draft.country, subdivision: draft.subdivision ?? null, placeKind: draft.placeKind ?? "land" } : {}),
    postedByAgency: draft.postedByAgency ?? false,
    agencyName: draft.agencyName ?? null,
    employmentTerm: draft.employmentTerm ?? null,
    title: draft.title,
    company: draft.company,
    companyDescription: draft.companyDescription,
    companyWebsite: draft.companyWebsite,
    companySocialLinks: draft.companySocialLinks,
    contractType: draft.contractType,
    location: draft.location,
    hoursPerWeek: draft.hoursPerWeek ?? null,
    salaryMin: draft.salaryMin,
    salaryMax: draft.salaryMax,
    salaryUnit: draft.salaryUnit,
    category: draft.category,
    customCategory: draft.category === "other" ? draft.customCategory : null,
    dangerLevel: draft.dangerLevel,
    rotation: draft.rotation,
    tickets: draft.tickets,
    ticketsOther: draft.ticketsOther,
    medical: draft.medical,
    travelPaid: draft.travelPaid,
    accommodationProvided: draft.accommodationProvided,
    visaSponsorship: draft.visaSponsorship,
    workArrangement: draft.workArrangement ?? inferWorkArrangement(draft),
    departurePoint: draft.departurePoint,
    travelBookedByEmployer: draft.travelBookedByEmployer,
    description: draft.description,
    requirements: draft.requirements,
    benefits: draft.benefits,
    howToApply: draft.howToApply,
    applicationUrl: draft.applicationUrl,
    applyOn: draft.applyOn,
    screeningQuestions: draft.screeningQuestions,
    applicationStartDate: draft.applicationStartDate,
    applicationClosingDate: draft.applicationClosingDate,
    interviewDate: draft.interviewDate ?? null,
    startDate: draft.startDate ?? null,
    companyLogoUrl: draft.companyLogoUrl,
    swipeCardImageUrl: draft.swipeCardImageUrl,
  };
}
