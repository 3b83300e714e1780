// A whole listed job as /api/jobs sends it, for screens that render cards from the API's JSON.
import type { JobCardJson } from "@/lib/schemas/public-job";

const DAY = 86_400_000;

export function jobCardJson(overrides: Partial<JobCardJson> = {}): JobCardJson {
  const now = Date.now();
  return {
    id: "00000000-0000-4000-8000-000000000000",
    title: "Driller",
    company: "Company",
    location: "North Sea, United Kingdom",
    country: "GB",
    subdivision: null,
    placeKind: "offshore",
    source: "form",
    contractType: "full-time",
    salaryMin: 100_000,
    salaryMax: 120_000,
    salaryUnit: "year",
    description: "Rotational work.",
    category: "oil-gas",
    customCategory: null,
    dangerLevel: "medium",
    benefits: null,
    rotation: null,
    tickets: null,
    ticketsOther: null,
    medical: null,
    travelPaid: null,
    accommodationProvided: null,
    visaSponsorship: null,
    workArrangement: "offshore",
    departurePoint: null,
    travelBookedByEmployer: null,
    applicationUrl: "https://example.com",
    applyOn: "employer-site",
    applicationClosingDate: new Date(now + 30 * DAY).toISOString(),
    isFeatured: false,
    displayOrder: 0,
    planType: "starter",
    expiresAt: new Date(now + 30 * DAY).toISOString(),
    createdAt: new Date(now - DAY).toISOString(),
    companyLogoUrl: null,
    swipeCardImageUrl: null,
    clickCount: 0,
    employerVerified: false,
    verifiedDomain: null,
    ...overrides,
  };
}
