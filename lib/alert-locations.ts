// Which job locations each alert location covers (decision 021). Locations are free
// text, so, like the home page's location groups, each choice is a list of place words matched as whole
// words; the SQL in server/alerts uses the same patterns.
import { isRemoteLocation, matchesWords, REMOTE_PATTERN, UK_WORDS, wordsPattern } from "./location-groups";
import type { AlertLocation } from "./alert-options";

/** Europe includes the UK, the North and Norwegian Seas and the European Arctic. */
const EUROPE_WORDS = [
  ...UK_WORDS,
  "europe",
  "european",
  "eu",
  "norway",
  "norwegian sea",
  "north sea",
  "sweden",
  "finland",
  "denmark",
  "iceland",
  "faroe",
  "faroe islands",
  "ireland",
  "germany",
  "netherlands",
  "belgium",
  "luxembourg",
  "france",
  "spain",
  "portugal",
  "italy",
  "malta",
  "greece",
  "cyprus",
  "austria",
  "switzerland",
  "poland",
  "czechia",
  "czech republic",
  "slovakia",
  "hungary",
  "romania",
  "bulgaria",
  "croatia",
  "slovenia",
  "serbia",
  "bosnia",
  "montenegro",
  "albania",
  "north macedonia",
  "estonia",
  "latvia",
  "lithuania",
  "ukraine",
  "moldova",
  "baltic",
  "baltic sea",
  "svalbard",
  "spitsbergen",
  "lapland",
  "barents sea",
  "oslo",
  "stavanger",
  "bergen",
  "hammerfest",
  "esbjerg",
  "rotterdam",
  "hamburg",
  "gdansk",
  "reykjavik",
];

/** The regular expression (Postgres `~*`) a job's location must match, or null for 'anywhere'. */
export function alertLocationPattern(location: AlertLocation | string): string | null {
  switch (location) {
    case "uk":
      return wordsPattern(UK_WORDS);
    case "europe":
      return wordsPattern(EUROPE_WORDS);
    case "remote":
      return REMOTE_PATTERN;
    default:
      return null;
  }
}

/** The same rule in JavaScript, for tests and previews. */
export function matchesAlertLocation(jobLocation: string, location: AlertLocation | string): boolean {
  if (location === "remote") return isRemoteLocation(jobLocation);
  const words = location === "uk" ? UK_WORDS : location === "europe" ? EUROPE_WORDS : null;
  if (!words) return true;
  return matchesWords(jobLocation, words);
}
