// The compliance gate's rules: one table, read by the gate on every way in and by the post form as the poster
// types. Each rule names the places it applies to, whether it refuses the advert or warns its poster, the
// form field it concerns and the words the poster sees. docs/compliance.md gives each rule's legal source.
import type { GateFacts } from "./gate";
import type { PolicySeverity } from "./types";
import { workerFeeIn } from "./worker-fee";
import { findInText, firstMatch, type Found } from "./wording";

/** Everywhere, or a list of ISO 3166 codes: a country ('DE') or a subdivision ('US-CO'). */
export type Places = "everywhere" | readonly string[];

export type Breach = { field?: string; words?: string } | null;

export type Rule = {
  /** The `rule` a refusal or warning answers. */
  id: string;
  places: Places;
  severity: PolicySeverity;
  /** The form's name for the field a poster would fix (a wording rule names the field it found the words in). */
  field: string;
  /** What the poster reads; a wording rule quotes the words it found. */
  message: (breach: NonNullable<Breach>) => string;
  /** Whether the advert breaks the rule, and where. */
  breach: (facts: GateFacts) => Breach;
  /** Refusing for this rule flags the advert to admins as a likely scam. */
  likelyScam?: boolean;
};

const blank = (text: string | null | undefined) => !text || !text.replace(/<[^>]*>/g, "").trim();
const when = (broken: boolean): Breach => (broken ? {} : null);
const wording = (found: Found | null): Breach => found && { field: found.field, words: found.words };
const quoted = (breach: NonNullable<Breach>) => (breach.words ? `“${breach.words}”` : "this wording");

// A title addresses every gender with a marker such as (m/w/d), (w/m/d), (m/f/d), (all genders), or a
// gendered ending written for all (Techniker*in, Techniker:in).
const GENDER_MARKERS = [
  /\(\s*[mwfdxi]\s*[/|,]\s*[mwfdxi]\s*(?:[/|,]\s*[mwfdxi]\s*)*\)/i,
  /(?:^|\s)[mwf]\s*\/\s*[mwf]\s*\/\s*[dxi](?:\s|$)/i,
  /\(\s*(?:all genders?|any gender|alle geschlechter|gn\*?|divers|genderneutral)\s*\)/i,
  /\p{L}[*:_]in(?:nen)?\b/u,
];

// Clients a job serves ('young people') are not the applicants it describes.
const YOUNG =
  /\byoung(?:er)?\b(?!\s+(?:people|persons?|children|adults|offenders|families|carers|learners|athletes|patients|stock|trees|forests?|growth)\b)/i;
const AGE_WORDS = [/\brecent(?:ly)?\s+(?:graduates?|grads?|graduated)\b/i, /\bdigital\s+natives?\b/i, YOUNG, /\byouthful\b/i];
const NATIVE_WORDS = [
  /\bnative(?:[- ]level)?\s+(?:\p{L}+\s+)?speakers?\b/iu,
  /\bnative\s+(?:english|german|french|spanish|dutch|norwegian)\b/i,
  /\bmother\s+tongue\b/i,
];
const FITNESS_WORDS = [/\bphysically\s+fit\b/i, /\bfit\s+and\s+healthy\b/i, /\bable[- ]bodied\b/i];

// Questions about the applicant's health, disability, sickness or pregnancy asked before an offer. A question
// about a certificate the job itself requires ('Do you hold a valid OEUK medical?', 'a NEBOSH health and safety
// certificate') is about the ticket, not the person's health, and is let through.
const HEALTH_WORDS = [
  /\bmedical\s+(?:conditions?|history|problems?|issues?|records?|treatment|needs)\b/i,
  /\b(?:health|medical)\s+(?:conditions?|problems?|issues?|history|status|records?|concerns?|questionnaire|declaration)\b/i,
  /\b(?:mental|physical|general|your|good|ill|poor)\s+health\b(?!\s*(?:and|&)\s*safety)/i,
  /\bhealthy\b/i,
  /\bdisab(?:led|ility|ilities)\b/i,
  /\bsick(?:ness)?\s*(?:days?|leave|notes?|records?|absences?|pay)?\b/i,
  /\b(?:days?|time|weeks?)\s+off\s+(?:sick|ill)\b/i,
  /\bmedications?\b|\b(?:take|taking|on)\s+(?:any\s+)?medicines?\b|\bprescri(?:bed|ptions?)\b/i,
  /\bpregnan(?:t|cy|cies)\b|\bmaternity\b/i,
  /\billness(?:es)?\b|\binjur(?:y|ies|ed)\b|\ballerg(?:y|ies|ic)\b|\bdiagnos(?:is|ed|es)\b|\bimpairments?\b/i,
];
// Questions about what the applicant is or was paid. What they would like to be paid is another question.
const PAY_NOUN = "(?:salary|salaries|pay|wages?|(?:day\\s+)?rates?|package|compensation|earnings|remuneration|income|bonus)";
const PAY_HISTORY_WORDS = [
  new RegExp(
    `\\b(?:current|present|existing|previous|last|past|former|prior|old)\\s+(?:(?:base|basic|annual|yearly|daily|hourly|job'?s?|employer'?s?|role'?s?)\\s+)?${PAY_NOUN}\\b`,
    "i",
  ),
  new RegExp(`\\b${PAY_NOUN}\\s+(?:history|record|details\\s+(?:now|today)|slips?)\\b`, "i"),
  /\bpay\s*slips?\b|\bP60\b/i,
  /\b(?:what|how\s+much)\s+(?:do|did|are|were)\s+you\s+(?:currently\s+|now\s+|last\s+)?(?:earn(?:ing)?|make|making|get\s+paid|being\s+paid|paid)\b/i,
  /\b(?:are|were)\s+you\s+(?:currently\s+)?(?:earning|paid)\b/i,
];

/** The first screening question whose words one of the patterns finds, with the form's name for it. */
function inQuestions(facts: GateFacts, patterns: readonly RegExp[]): Breach {
  for (const [index, question] of (facts.screeningQuestions ?? []).entries()) {
    const words = firstMatch(question.text, patterns);
    if (words) return { field: `screeningQuestions.${index}`, words };
  }
  return null;
}

export const RULES: readonly Rule[] = [
  {
    id: "pay-range",
    places: "everywhere",
    severity: "refuse",
    field: "salaryMin",
    message: () => "Salary is required: give the minimum and maximum pay for the job",
    breach: (f) => when(f.salaryMin == null || f.salaryMax == null || f.salaryMin <= 0 || f.salaryMax <= 0),
  },
  {
    id: "benefits",
    places: ["US-CO", "US-WA"],
    severity: "refuse",
    field: "benefits",
    message: () =>
      "Describe the benefits (health cover, paid leave, retirement, bonuses): Colorado and Washington require them in the advert",
    breach: (f) => when(blank(f.benefits)),
  },
  {
    id: "closing-date",
    places: ["US-CO"],
    severity: "refuse",
    field: "applicationClosingDate",
    message: () => "Give the date applications close: Colorado requires it in the advert",
    breach: (f) => when(f.applicationClosingDate == null),
  },
  {
    id: "agency-name",
    places: ["GB"],
    severity: "refuse",
    field: "agencyName",
    message: () => "Name the agency: a UK agency's advert must say who is advertising",
    breach: (f) => when(f.postedByAgency && blank(f.agencyName)),
  },
  {
    id: "agency-term",
    places: ["GB"],
    severity: "refuse",
    field: "employmentTerm",
    message: () => "Say whether the job is temporary or permanent: a UK agency's advert must say so",
    breach: (f) => when(f.postedByAgency && !f.employmentTerm),
  },
  {
    id: "worker-fee",
    places: "everywhere",
    severity: "refuse",
    field: "description",
    message: (b) =>
      `Workers may not be asked to pay for finding work (${quoted(b)}): remove any registration, placement, training, visa or ticket fee or deposit`,
    breach: (f) => wording(findInText(f, workerFeeIn)),
    likelyScam: true,
  },
  {
    id: "screening-health",
    places: "everywhere",
    severity: "refuse",
    field: "screeningQuestions",
    message: (b) =>
      `Remove the question about ${quoted(b)}: an employer may not ask about an applicant's health or disability before offering the job (UK Equality Act 2010 s.60). Ask about a certificate the job requires instead, e.g. “Do you hold a valid OEUK medical?”`,
    breach: (f) => inQuestions(f, HEALTH_WORDS),
  },
  {
    id: "screening-pay-history",
    places: "everywhere",
    severity: "refuse",
    field: "screeningQuestions",
    message: (b) =>
      `Remove the question about ${quoted(b)}: applicants may not be asked what they are or were paid (EU Pay Transparency Directive 2023/970 art. 5(2)). You may ask what pay they are looking for.`,
    breach: (f) => inQuestions(f, PAY_HISTORY_WORDS),
  },
  {
    id: "gender-neutral-title",
    places: ["DE", "AT"],
    severity: "warn",
    field: "title",
    message: () => "Add “(m/w/d)” to the title: in Germany and Austria a job title must address every gender",
    breach: (f) => when(!blank(f.title) && !GENDER_MARKERS.some((p) => p.test(f.title))),
  },
  {
    id: "age-wording",
    places: "everywhere",
    severity: "warn",
    field: "description",
    message: (b) => `${quoted(b)} can exclude by age: describe the experience or skills needed instead (e.g. “two years in rope access”)`,
    breach: (f) => wording(findInText(f, (c) => firstMatch(c, AGE_WORDS))),
  },
  {
    id: "native-speaker",
    places: "everywhere",
    severity: "warn",
    field: "description",
    message: (b) => `${quoted(b)} can exclude by nationality: say the level needed instead (e.g. “fluent English”)`,
    breach: (f) => wording(findInText(f, (c) => firstMatch(c, NATIVE_WORDS))),
  },
  {
    id: "physical-tasks",
    places: "everywhere",
    severity: "warn",
    field: "description",
    message: (b) =>
      `${quoted(b)} can exclude disabled applicants: list the physical tasks instead (e.g. “climb ladders to 30 m, lift 25 kg”)`,
    breach: (f) => wording(findInText(f, (c) => firstMatch(c, FITNESS_WORDS))),
  },
];

/** Whether a rule's places include the job's: its country, or its subdivision for a state's rule. */
export function appliesAt(places: Places, country: string | null, subdivision: string | null): boolean {
  if (places === "everywhere") return true;
  return places.some((code) => (code.includes("-") ? code === subdivision : code === country));
}
