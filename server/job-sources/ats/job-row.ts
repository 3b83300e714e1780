// A board posting as our job's values, and what the board left out. Pay, a closing date where the law
// wants the employer's own, or a country the board lacks make the job incomplete: saved with placeholders
// in its required columns, held off the board, listed once the employer or an admin supplies them.
import "server-only";
import { convert } from "html-to-text";
import { categoryFromText } from "@/lib/categories";
import { closingOf } from "@/lib/closing-date";
import { UNSPECIFIED_CATEGORY, UNSPECIFIED_LOCATION } from "@/lib/csv-import";
import type { ContractType } from "@/lib/job-fields";
import { rotationFromText, ticketsFromText } from "@/lib/job-sources/facts-from-text";
import { planExpiry } from "@/lib/plans";
import { derivePlace } from "@/lib/place/derive-place";
import { appliesAt, RULES } from "@/lib/compliance/rules";
import type { PolicyFinding } from "@/lib/compliance/types";
import { httpUrl } from "@/lib/web-url";
import { inferWorkArrangement } from "@/lib/work-arrangement";
import type { NewJob } from "../../db/schema";
import { payInPounds } from "./pay";
import type { BoardPosting } from "./posting";

/** The facts a listing needs, as incomplete_fields names them (the gate's fields). */
export const INCOMPLETE_FIELDS = ["salary", "applicationClosingDate", "country"] as const;
export type IncompleteField = (typeof INCOMPLETE_FIELDS)[number];

// A board's jobs are listed for the shortest plan's term, as CSV imports are; the term rolls on while the
// posting stays on the board (see refreshTerm).
export const BOARD_PLAN = "starter" as const;
// Where the gate's closing-date rule applies (Colorado asks for the date the employer expects applications
// to close), a term we chose is not that date: the job waits for the employer's own.
const CLOSING_DATE_RULE = RULES.find((rule) => rule.field === "applicationClosingDate");

const MAX_TITLE = 200;
const MAX_DESCRIPTION = 20_000;

function contractOf(text: string | null): ContractType {
  const t = text?.toLowerCase() ?? "";
  if (/part/.test(t)) return "part-time";
  if (/intern/.test(t)) return "internship";
  if (/freelance/.test(t)) return "freelance";
  if (/contract|temporary|temp\b|fixed/.test(t)) return "contract";
  return "full-time";
}

function termOf(text: string | null): "temporary" | "permanent" | null {
  const t = text?.toLowerCase() ?? "";
  if (/temporary|temp\b|fixed[- ]term/.test(t)) return "temporary";
  if (/permanent/.test(t)) return "permanent";
  return null;
}

// Headings as written (the converter shouts them by default), links as their words, no images.
const TEXT_OPTIONS = {
  wordwrap: false as const,
  selectors: [
    ...["h1", "h2", "h3", "h4", "h5", "h6"].map((selector) => ({ selector, options: { uppercase: false } })),
    { selector: "a", options: { ignoreHref: true } },
    { selector: "img", format: "skip" },
  ],
};

const textOf = (html: string) =>
  convert(html, TEXT_OPTIONS)
    .replace(/\n{3,}/g, "\n\n")
    .trim();

export type BoardJob =
  /** `statedClosing`: the closing date is the board's own, not our term's end. */
  { values: NewJob; incomplete: IncompleteField[]; statedClosing: boolean } | { refused: PolicyFinding };

/** An apply link that is not a web address (a javascript: or mailto: link) is never put behind Apply. */
const BAD_APPLY_LINK: PolicyFinding = {
  rule: "apply-link",
  field: "applicationUrl",
  message: "The board's apply link is not a web address (http or https)",
};

/**
 * The job's values from the posting at `now`. The caller sets the source, its employer and the order;
 * `company` stands in when the board names none.
 */
export function boardJob(posting: BoardPosting, company: string, now: Date): BoardJob {
  const applyUrl = httpUrl(posting.applyUrl);
  if (!applyUrl) return { refused: BAD_APPLY_LINK };
  const location = posting.location.slice(0, 200) || UNSPECIFIED_LOCATION;
  const description = textOf(posting.descriptionHtml).slice(0, MAX_DESCRIPTION) || posting.title;
  const derived = derivePlace(location);
  const place = posting.country ? { ...derived, country: posting.country } : derived;
  // A subdivision read from the text belongs to the country it was read for.
  if (place.subdivision && !place.subdivision.startsWith(`${place.country}-`)) place.subdivision = null;
  const pay = payInPounds(posting.pay);
  const category = categoryFromText(posting.department ?? "");
  const term = closingOf(planExpiry(BOARD_PLAN, now));
  const incomplete: IncompleteField[] = [];
  if (!pay) incomplete.push("salary");
  if (!posting.closingDate && CLOSING_DATE_RULE && appliesAt(CLOSING_DATE_RULE.places, place.country, place.subdivision))
    incomplete.push("applicationClosingDate");
  if (!place.country) incomplete.push("country");
  // The board's own closing date, within the term; else the term's end.
  const statedClosing = Boolean(posting.closingDate && posting.closingDate > now && posting.closingDate < term);
  const closing = statedClosing ? closingOf(posting.closingDate!) : term;
  return {
    incomplete,
    statedClosing,
    values: {
      title: posting.title.slice(0, MAX_TITLE),
      company: (posting.company?.trim() || company).slice(0, 200),
      location,
      country: place.country,
      subdivision: place.subdivision,
      placeKind: place.placeKind,
      description,
      contractType: contractOf(posting.contract),
      employmentTerm: termOf(posting.contract),
      // Placeholders where the columns are required; the job is held off the board until they are stated.
      salaryMin: pay?.salaryMin ?? 0,
      salaryMax: pay?.salaryMax ?? 0,
      salaryUnit: pay?.salaryUnit ?? "year",
      category: category ?? "other",
      customCategory: category ? null : UNSPECIFIED_CATEGORY,
      applicationUrl: applyUrl.href,
      // The extreme-work facts the words name, as the feed reads them; the rest stays in the description.
      rotation: rotationFromText(`${posting.title}\n${description}`),
      tickets: ticketsFromText(description).length ? ticketsFromText(description) : null,
      workArrangement: posting.remote ? "fully-remote" : inferWorkArrangement({ location, description }),
      applicationStartDate: now,
      applicationClosingDate: closing,
      expiresAt: term,
      planType: BOARD_PLAN,
      incompleteFields: incomplete,
      isActive: incomplete.length === 0,
    },
  };
}
