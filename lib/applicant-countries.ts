// Which countries a fully remote job's applicants may live in, for JobPosting's applicantLocationRequirements
// (docs/decisions/109): the countries its location names, or the United Kingdom when it names none.
import { matchesWords, UK_WORDS } from "./location-groups";

/** The countries this board's jobs name, each with the words that name it. */
const COUNTRY_WORDS: [country: string, words: string[]][] = [
  ["United Kingdom", UK_WORDS],
  ["Norway", ["norway", "norwegian", "stavanger", "bergen", "hammerfest"]],
  ["Denmark", ["denmark", "esbjerg"]],
  ["Netherlands", ["netherlands", "holland", "rotterdam"]],
  ["Germany", ["germany", "hamburg"]],
  ["Iceland", ["iceland", "reykjavik"]],
  ["United States", ["united states", "usa", "alaska", "texas", "houston"]],
  ["Canada", ["canada", "alberta", "nunavut", "yukon", "northwest territories", "sudbury"]],
  ["Australia", ["australia", "western australia", "pilbara", "kalgoorlie", "perth"]],
  ["Brazil", ["brazil"]],
  ["Chile", ["chile", "atacama"]],
  ["Mongolia", ["mongolia"]],
  ["South Africa", ["south africa"]],
  ["United Arab Emirates", ["united arab emirates", "uae", "dubai", "abu dhabi"]],
  ["Saudi Arabia", ["saudi arabia"]],
  ["Qatar", ["qatar"]],
  ["Kazakhstan", ["kazakhstan"]],
  ["Nigeria", ["nigeria"]],
];

export const DEFAULT_APPLICANT_COUNTRY = "United Kingdom";

export function applicantCountries(location: string): string[] {
  const named = COUNTRY_WORDS.filter(([, words]) => matchesWords(location, words)).map(([country]) => country);
  return named.length ? named : [DEFAULT_APPLICANT_COUNTRY];
}
