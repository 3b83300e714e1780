// A multiposter's advert as one of our jobs: its pay in our units (decision 126), its industry as our
// category, the rotation and tickets its words name, its place, and the listing term days_to_advertise
// sets (decision 127). What has no field of ours (a duration, pay as quoted in another unit or currency)
// is kept at the end of the description, where a reader still finds it.
import "server-only";
import { convert } from "html-to-text";
import { categoryFromText } from "@/lib/categories";
import { closingOf } from "@/lib/closing-date";
import { regionByCurrency } from "@/lib/currency";
import type { ContractType } from "@/lib/job-fields";
import { rotationFromText, ticketsFromText } from "@/lib/job-sources/facts-from-text";
import { MAX_PAY, type SalaryUnit } from "@/lib/pay";
import { derivePlace } from "@/lib/place/derive-place";
import type { PlanType } from "@/lib/plans";
import type { Advert, SalaryPeriod } from "@/lib/schemas/multiposter-advert";
import { inferWorkArrangement } from "@/lib/work-arrangement";
import { httpUrl } from "@/lib/web-url";
import type { NewJob } from "../../db/schema";

/** Why an advert cannot become a job before the gate reads it: each reason names the feed's field. */
export type AdvertProblem = { field: string; message: string };

export class AdvertRefused extends Error {
  constructor(readonly problems: AdvertProblem[]) {
    super(problems.map((p) => p.message).join(" "));
  }
}

/** A working day at an hourly rate: the standard eight hours a UK contractor's day rate stands for. */
export const HOURS_PER_DAY = 8;

const PERIOD_TO_UNIT: Record<SalaryPeriod, { unit: SalaryUnit; times: number }> = {
  annum: { unit: "year", times: 1 },
  year: { unit: "year", times: 1 },
  month: { unit: "year", times: 12 },
  week: { unit: "year", times: 52 },
  day: { unit: "day", times: 1 },
  hour: { unit: "day", times: HOURS_PER_DAY },
};

const PERIOD_WORDS: Record<SalaryPeriod, string> = {
  annum: "a year",
  year: "a year",
  month: "a month",
  week: "a week",
  day: "a day",
  hour: "an hour",
};

/** The description's HTML as the plain text every job keeps: tags go, lists and paragraphs stay readable. */
export function descriptionText(html: string): string {
  return convert(html, {
    wordwrap: false,
    selectors: [
      { selector: "a", options: { ignoreHref: true } },
      { selector: "img", format: "skip" },
      { selector: "h1", options: { uppercase: false } },
      { selector: "h2", options: { uppercase: false } },
      { selector: "h3", options: { uppercase: false } },
      { selector: "table", format: "dataTable", options: { uppercaseHeaderCells: false } },
    ],
  }).trim();
}

type Pay = { salaryMin: number; salaryMax: number; salaryUnit: SalaryUnit; asQuoted: string | null };

function payOf(advert: Advert, problems: AdvertProblem[]): Pay | null {
  const from = advert.salary_from ?? advert.salary_to;
  const to = advert.salary_to ?? advert.salary_from;
  if (from === null || to === null) {
    problems.push({ field: "salary_from", message: "salary_from and salary_to are required: every advert on Outpost states its pay." });
    return null;
  }
  const currency = (advert.salary_currency ?? "GBP").toUpperCase();
  const region = regionByCurrency(currency);
  if (!region) {
    problems.push({
      field: "salary_currency",
      message: `salary_currency ${currency} is not one Outpost takes (GBP, USD, EUR, CAD, AUD, NOK, CHF, DKK).`,
    });
    return null;
  }
  const { unit, times } = PERIOD_TO_UNIT[advert.salary_per];
  const inPounds = (figure: number) => Math.round((figure * times) / region.exchangeRate);
  const [salaryMin, salaryMax] = [inPounds(Math.min(from, to)), inPounds(Math.max(from, to))];
  if (salaryMax > MAX_PAY[unit]) {
    problems.push({
      field: "salary_to",
      message: `salary_to is above the most Outpost lists (£${MAX_PAY[unit].toLocaleString("en-GB")} ${unit === "day" ? "a day" : "a year"}).`,
    });
    return null;
  }
  const converted = currency !== "GBP" || times !== 1;
  const figures =
    from === to
      ? `${from.toLocaleString("en-GB")}`
      : `${Math.min(from, to).toLocaleString("en-GB")}–${Math.max(from, to).toLocaleString("en-GB")}`;
  return {
    salaryMin: Math.max(salaryMin, 1),
    salaryMax: Math.max(salaryMax, 1),
    salaryUnit: unit,
    asQuoted: converted ? `${currency} ${figures} ${PERIOD_WORDS[advert.salary_per]}` : null,
  };
}

type Applying = Pick<NewJob, "applicationUrl" | "applyOn" | "applicationEmail">;

/**
 * Where the advert's seekers apply (decision 131). `application_email` alone means on Outpost, each application
 * forwarded to that address; the address also stays in the apply link as a mailto:, which the column needs and
 * the link checker passes. `apply_on` says otherwise where the feed chooses; on the employer's site needs a
 * web address.
 */
function applyOf(advert: Advert, problems: AdvertProblem[]): Applying | null {
  const email = advert.application_email;
  let url: string | null = null;
  if (advert.application_url) {
    url = httpUrl(advert.application_url)?.href ?? null;
    if (!url) {
      problems.push({ field: "application_url", message: "application_url must start with http:// or https://." });
      return null;
    }
  }
  const applyOn = advert.apply_on ?? (url ? "employer-site" : email ? "outpost" : null);
  if (!applyOn || (!url && !email)) {
    problems.push({ field: "application_url", message: "application_url or application_email is required: say where to apply." });
    return null;
  }
  if (applyOn !== "outpost" && !url) {
    problems.push({
      field: "application_url",
      message: `application_url is required with apply_on ${applyOn}: say where on your site to apply.`,
    });
    return null;
  }
  return {
    applicationUrl: url ?? `mailto:${email}`,
    applyOn,
    applicationEmail: applyOn === "employer-site" ? null : email,
  };
}

/** Broadbean's job_type words: the contract type, and for a UK agency's advert whether it is temporary or permanent. */
function termsOf(jobType: string | null): { contractType: ContractType; employmentTerm: "temporary" | "permanent" | null } {
  const words = (jobType ?? "").toLowerCase();
  if (/part[\s-]?time/.test(words)) return { contractType: "part-time", employmentTerm: /perm/.test(words) ? "permanent" : null };
  if (/contract|temp|interim|fixed/.test(words)) return { contractType: "contract", employmentTerm: "temporary" };
  if (/freelance/.test(words)) return { contractType: "freelance", employmentTerm: "temporary" };
  if (/intern/.test(words)) return { contractType: "internship", employmentTerm: "temporary" };
  return { contractType: "full-time", employmentTerm: /perm/.test(words) ? "permanent" : null };
}

/** A start date in the forms feeds send (yyyy-mm-dd, dd/mm/yyyy); anything else stays in the description. */
function startDateOf(text: string | null): Date | null {
  if (!text) return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  const uk = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const [y, m, d] = iso ? [+iso[1]!, +iso[2]!, +iso[3]!] : uk ? [+uk[3]!, +uk[2]!, +uk[1]!] : [0, 0, 0];
  const date = new Date(Date.UTC(y, m - 1, d));
  return y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date : null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The plan whose term covers the days advertised: it is what the listing's length stands for, never a charge. */
export function planFor(days: number): PlanType {
  return days <= 30 ? "starter" : days <= 90 ? "professional" : "premium";
}

/** What an advert says; whose job it is and where it came from are set once, when it is first added. */
export type AdvertContent = Omit<NewJob, "employerId" | "source" | "sourceId" | "externalReference" | "applicationStartDate">;

/** The advert as table values, or the reasons it cannot be one (`company` is the owner's, unless it names one). */
export function advertJob(advert: Advert, company: string, now = new Date()): AdvertContent {
  const problems: AdvertProblem[] = [];
  const pay = payOf(advert, problems);
  const applying = applyOf(advert, problems);
  if (!pay || !applying) throw new AdvertRefused(problems);

  const text = descriptionText(advert.job_description);
  const notes = [
    advert.job_duration && `Duration: ${advert.job_duration}`,
    pay.asQuoted && `Pay as advertised: ${pay.asQuoted}`,
    advert.job_startdate && !startDateOf(advert.job_startdate) && `Start: ${advert.job_startdate}`,
  ].filter(Boolean);
  const description = (notes.length ? `${text}\n\n${notes.join("\n")}` : text).slice(0, 20_000);
  const place = derivePlace(advert.job_country ? `${advert.job_location}, ${advert.job_country}` : advert.job_location);
  const everything = `${advert.job_title}\n${text}`;
  const tickets = ticketsFromText(everything);
  const category = categoryFromText(advert.job_industry ?? "") ?? categoryFromText(advert.job_title);
  const expiresAt = new Date(now.getTime() + advert.days_to_advertise * DAY_MS);
  const { contractType, employmentTerm } = termsOf(advert.job_type);

  return {
    title: advert.job_title,
    company: advert.company_name ?? company,
    location: advert.job_location,
    country: place.country,
    subdivision: place.subdivision,
    placeKind: place.placeKind,
    contractType,
    employmentTerm,
    salaryMin: pay.salaryMin,
    salaryMax: pay.salaryMax,
    salaryUnit: pay.salaryUnit,
    description,
    benefits: advert.salary_benefits,
    category: category ?? "other",
    customCategory: category ? null : (advert.job_industry ?? "Other"),
    ...applying,
    screeningQuestions: advert.screening_questions,
    rotation: rotationFromText(everything),
    tickets: tickets.length ? tickets : null,
    workArrangement: inferWorkArrangement({ location: advert.job_location, description: text }),
    startDate: startDateOf(advert.job_startdate),
    applicationClosingDate: closingOf(expiresAt),
    expiresAt,
    planType: planFor(advert.days_to_advertise),
    contactName: advert.contact_name,
    contactEmail: advert.contact_email,
  };
}
