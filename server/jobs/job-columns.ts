// What the public may see of a job: lists get a light card, the detail page the whole advert.
// CRM and import bookkeeping (contacts, link status, outreach notes, payment ids) never leave the server.
import "server-only";
import { sql } from "drizzle-orm";
import { jobs } from "../db/schema";
import { jobEmployerVerified, jobVerifiedDomain } from "../accounts/verified-employer-sql";

/** Cards clamp the description to a few lines; the list sends no more than they can show. */
const LIST_DESCRIPTION_CHARS = 400;
/** A swipe card shows the employer's stated benefits in a line or two. */
const LIST_BENEFITS_CHARS = 200;

export const jobCardColumns = {
  id: jobs.id,
  title: jobs.title,
  company: jobs.company,
  location: jobs.location,
  country: jobs.country,
  subdivision: jobs.subdivision,
  placeKind: jobs.placeKind,
  source: jobs.source,
  contractType: jobs.contractType,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  salaryUnit: jobs.salaryUnit,
  description: sql<string>`left(${jobs.description}, ${sql.raw(String(LIST_DESCRIPTION_CHARS))})`.as("description"),
  category: jobs.category,
  customCategory: jobs.customCategory,
  dangerLevel: jobs.dangerLevel,
  benefits: sql<string | null>`left(${jobs.benefits}, ${sql.raw(String(LIST_BENEFITS_CHARS))})`.as("benefits"),
  rotation: jobs.rotation,
  tickets: jobs.tickets,
  ticketsOther: jobs.ticketsOther,
  medical: jobs.medical,
  travelPaid: jobs.travelPaid,
  accommodationProvided: jobs.accommodationProvided,
  visaSponsorship: jobs.visaSponsorship,
  workArrangement: jobs.workArrangement,
  departurePoint: jobs.departurePoint,
  travelBookedByEmployer: jobs.travelBookedByEmployer,
  // A feed's job on Outpost only keeps the forwarding address as a mailto: link (decision 131); that address is
  // never public, so the job's own page stands in for it.
  applicationUrl:
    sql<string>`case when ${jobs.applyOn} = 'outpost' and ${jobs.applicationUrl} like 'mailto:%' then '/job/' || ${jobs.id} else ${jobs.applicationUrl} end`.as(
      "application_url",
    ),
  applyOn: jobs.applyOn,
  applicationClosingDate: jobs.applicationClosingDate,
  isFeatured: jobs.isFeatured,
  displayOrder: jobs.displayOrder,
  planType: jobs.planType,
  expiresAt: jobs.expiresAt,
  createdAt: jobs.createdAt,
  companyLogoUrl: jobs.companyLogoUrl,
  swipeCardImageUrl: jobs.swipeCardImageUrl,
  clickCount: jobs.applyClicks,
  employerVerified: jobEmployerVerified.as("employer_verified"),
  verifiedDomain: jobVerifiedDomain.as("verified_domain"),
};

export const jobDetailColumns = {
  ...jobCardColumns,
  description: jobs.description,
  companyDescription: jobs.companyDescription,
  hoursPerWeek: jobs.hoursPerWeek,
  requirements: jobs.requirements,
  benefits: jobs.benefits,
  howToApply: jobs.howToApply,
  applicationStartDate: jobs.applicationStartDate,
  interviewDate: jobs.interviewDate,
  startDate: jobs.startDate,
  isActive: jobs.isActive,
  companyWebsite: jobs.companyWebsite,
  companySocialLinks: jobs.companySocialLinks,
  screeningQuestions: jobs.screeningQuestions,
};
