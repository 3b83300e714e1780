// A job's place as data, read from its location text where the poster did not pick it (decision 122): the
// countries it names (by name, a common alias, or a code standing alone), for the United States, Canada and
// Australia the state or province (by name or postal abbreviation), whether it is at sea, and whether it
// names several countries. What it cannot tell is left null, for the poster or an admin to pick.
import type { PlaceKind } from "../place-kinds";
import { COUNTRIES, isCountryCode } from "./countries";
import { COUNTRY_ALIASES, MULTIPLE_PATTERN, OFFSHORE_PATTERN, SEA_COUNTRIES, SUBDIVIDED_COUNTRIES, TOWN_COUNTRIES } from "./place-words";
import { subdivisionsOf } from "./subdivisions";

export type Place = { country: string | null; subdivision: string | null; placeKind: PlaceKind };

/** What a phrase can mean: a country, or a subdivision (with its country). Some mean either ('Georgia'). */
type Reading = { country: string; subdivision: string | null; weak?: boolean };

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").replace(/&/g, " and ").toLowerCase();
const words = (text: string) => fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];

type Dictionary = { phrases: Map<string, Reading[]>; abbreviations: Map<string, Reading[]>; longest: number };
let built: Dictionary | null = null;

/** The phrases and abbreviations to look for, built on first use (the subdivision list is large). */
function dictionary(): Dictionary {
  if (built) return built;
  const dict: Dictionary = { phrases: new Map(), abbreviations: new Map(), longest: 1 };
  const addPhrase = (phrase: string, reading: Reading) => {
    const key = words(phrase).join(" ");
    if (!key) return;
    const list = dict.phrases.get(key) ?? [];
    if (!list.some((r) => r.country === reading.country && r.subdivision === reading.subdivision)) list.push(reading);
    dict.phrases.set(key, list);
    dict.longest = Math.max(dict.longest, key.split(" ").length);
  };
  for (const c of COUNTRIES) {
    addPhrase(c.name, { country: c.code, subdivision: null });
    addPhrase(c.isoName.replace(/\(.*?\)/g, ""), { country: c.code, subdivision: null });
  }
  for (const [code, aliases] of Object.entries(COUNTRY_ALIASES))
    for (const a of aliases) addPhrase(a, { country: code, subdivision: null });
  for (const [code, towns] of Object.entries(TOWN_COUNTRIES))
    for (const t of towns) addPhrase(t, { country: code, subdivision: null, weak: true });
  for (const [sea, code] of Object.entries(SEA_COUNTRIES)) addPhrase(sea, { country: code, subdivision: null, weak: true });
  for (const country of SUBDIVIDED_COUNTRIES) {
    for (const s of subdivisionsOf(country)) {
      addPhrase(s.name, { country, subdivision: s.code });
      const list = dict.abbreviations.get(s.code.slice(3)) ?? [];
      list.push({ country, subdivision: s.code });
      dict.abbreviations.set(s.code.slice(3), list);
    }
  }
  built = dict;
  return dict;
}

/**
 * Codes count only where they cannot be ordinary words: written in capitals and standing alone between commas
 * ('Denver, CO, US'), or a state's abbreviation ending its part or followed by a postcode ('Houston TX 77002').
 */
function codeReadings(location: string): Reading[][] {
  const found: Reading[][] = [];
  for (const part of location.split(/[,;/|()\n]+/)) {
    const tokens = part.trim().split(/\s+/).filter(Boolean);
    tokens.forEach((token, i) => {
      if (!/^[A-Z]{2,3}$/.test(token)) return;
      const alone = tokens.length === 1;
      const ending = i === tokens.length - 1 || /^\d/.test(tokens[i + 1] ?? "");
      // 'Denver, CO' is Colorado before Colombia: a state's abbreviation is read first, the country second.
      const state = alone || (i > 0 && ending) ? (dictionary().abbreviations.get(token) ?? []) : [];
      const country = !alone
        ? undefined
        : token.length === 2
          ? isCountryCode(token)
            ? token
            : undefined
          : COUNTRIES.find((c) => c.alpha3 === token)?.code;
      const readings = [...state, ...(country ? [{ country, subdivision: null }] : [])];
      if (readings.length) found.push(readings);
    });
  }
  return found;
}

/** Every phrase the text names, longest first at each word, in the order written. */
function phraseReadings(location: string): Reading[][] {
  const tokens = words(location);
  const { phrases, longest } = dictionary();
  const found: Reading[][] = [];
  for (let i = 0; i < tokens.length;) {
    let matched = 0;
    for (let n = Math.min(longest, tokens.length - i); n > 0 && !matched; n--) {
      const readings = phrases.get(tokens.slice(i, i + n).join(" "));
      if (readings) {
        found.push(readings);
        matched = n;
      }
    }
    i += matched || 1;
  }
  return found;
}

/**
 * One reading per phrase: the one agreeing with a country named outright, else with another phrase (the town
 * in 'Perth, WA'), else its first (a country before a state: 'Georgia' alone is the country).
 */
function settle(all: Reading[][]): Reading[] {
  const firm = new Set(all.filter((r) => r.length === 1 && !r[0]!.weak && !r[0]!.subdivision).map((r) => r[0]!.country));
  return all.map((readings) => {
    if (readings.length === 1) return readings[0]!;
    const elsewhere = new Set(all.filter((other) => other !== readings).flatMap((other) => other.map((r) => r.country)));
    return readings.find((r) => firm.has(r.country)) ?? readings.find((r) => elsewhere.has(r.country)) ?? readings[0]!;
  });
}

/** The countries a location names outright (not through a town or a state), in the order written. */
export function namedCountries(location: string): string[] {
  const readings = settle([...phraseReadings(location), ...codeReadings(location)]);
  return [...new Set(readings.filter((r) => !r.weak && !r.subdivision).map((r) => r.country))];
}

export function derivePlace(location: string): Place {
  const readings = settle([...phraseReadings(location), ...codeReadings(location)]);
  const offshore = OFFSHORE_PATTERN.test(location);
  const named = [...new Set(readings.filter((r) => !r.weak && !r.subdivision).map((r) => r.country))];
  if (MULTIPLE_PATTERN.test(location) || named.length > 1) return { country: null, subdivision: null, placeKind: "multiple" };
  // Named outright, a country settles it; else the last state or town written (text runs from small to large).
  const implied = readings.filter((r) => r.subdivision || r.weak).map((r) => r.country);
  const country = named[0] ?? implied[implied.length - 1] ?? null;
  const states = [...new Set(readings.filter((r) => r.subdivision && r.country === country).map((r) => r.subdivision))];
  return { country, subdivision: states.length === 1 ? states[0]! : null, placeKind: offshore ? "offshore" : "land" };
}
