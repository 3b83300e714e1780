// The home page's location filter groups. The rules are documented in
// docs/decisions/002-location-groups.md; the server turns them into SQL, tests check them here.
export const LOCATION_GROUPS = ["arctic", "offshore", "mining", "international"] as const;
export type LocationGroup = (typeof LOCATION_GROUPS)[number];

export const LOCATION_GROUP_LABELS: Record<LocationGroup, string> = {
  arctic: "Arctic/Antarctica",
  offshore: "Offshore Rigs",
  mining: "Remote Mining",
  international: "International",
};

export function isLocationGroup(value: string): value is LocationGroup {
  return (LOCATION_GROUPS as readonly string[]).includes(value);
}

/**
 * Each group is a set of place words matched case-insensitively at word starts in the location.
 * 'international' is the complement of UK_WORDS: anywhere outside the United Kingdom.
 */
export const POLAR_WORDS = [
  "arctic",
  "antarctic",
  "antarctica",
  "svalbard",
  "greenland",
  "nunavut",
  "alaska",
  "north slope",
  "yukon",
  "northwest territories",
  "siberia",
  "yamal",
  "lapland",
  "spitsbergen",
  "south pole",
  "south georgia",
  "barents",
  "polar",
];
export const OFFSHORE_WORDS = [
  "offshore",
  "rig",
  "platform",
  "fpso",
  "north sea",
  "gulf of mexico",
  "barents sea",
  "norwegian sea",
  "campos basin",
  "bass strait",
  "caspian",
];
export const MINING_WORDS = [
  "mine",
  "mines",
  "mining",
  "pilbara",
  "kalgoorlie",
  "atacama",
  "outback",
  "oyu tolgoi",
  "gobi",
  "copperbelt",
  "katanga",
  "kolwezi",
  "sudbury",
  "labrador trough",
  "goldfields",
];
export const UK_WORDS = [
  "united kingdom",
  "uk",
  "england",
  "scotland",
  "wales",
  "northern ireland",
  "aberdeen",
  "shetland",
  "orkney",
  "london",
];

const GROUP_WORDS: Record<Exclude<LocationGroup, "international">, string[]> = {
  arctic: POLAR_WORDS,
  offshore: OFFSHORE_WORDS,
  mining: MINING_WORDS,
};

/** The words as one regex alternation; spaces inside a word match any run of whitespace. */
function alternation(words: string[]): string {
  return words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+")).join("|");
}

/**
 * A POSIX regular expression (Postgres `~*`) matching any of the words as whole words. `\y` (a word
 * boundary) rather than `\m…\M`: the same thing for words that begin and end with a letter or digit, and
 * four times faster in Postgres's regex engine, which counting a region among a million jobs feels.
 */
export function wordsPattern(words: string[]): string {
  return `\\y(${alternation(words)})\\y`;
}

export function matchesWords(location: string, words: string[]): boolean {
  // JavaScript has no \m \M: an equivalent with Unicode-aware word edges.
  return new RegExp(`(?<![\\p{L}\\p{N}])(${alternation(words)})(?![\\p{L}\\p{N}])`, "iu").test(location);
}

/** The SQL rule for a group: which words to match, and whether matching means excluded. */
export function locationGroupRule(group: LocationGroup): { pattern: string; negate: boolean } {
  if (group === "international") return { pattern: wordsPattern(UK_WORDS), negate: true };
  return { pattern: wordsPattern(GROUP_WORDS[group]), negate: false };
}

/**
 * The SQL of jobs.location_groups, a generated column holding the groups a location belongs to: a region
 * filter is then an array test per row instead of a regular expression, and counts stay index-only
 * (docs/decisions/083). Changing the words here changes the column: `npm run db:generate` writes the migration.
 */
export function locationGroupsSql(column: string): string {
  const arms = LOCATION_GROUPS.map((group) => {
    const { pattern, negate } = locationGroupRule(group);
    return `case when ${column} ${negate ? "!~*" : "~*"} '${pattern.replace(/'/g, "''")}' then '${group}' end`;
  });
  return `array_remove(array[${arms.join(", ")}], null)`;
}

/** Does a location belong to a group? The same rule the SQL applies. */
export function inLocationGroup(location: string, group: LocationGroup): boolean {
  if (group === "international") return !matchesWords(location, UK_WORDS);
  return matchesWords(location, GROUP_WORDS[group]);
}

/** Remote work: the location says 'remote' or 'worldwide'. */
export const REMOTE_PATTERN = "remote|worldwide";

export function isRemoteLocation(location: string): boolean {
  return new RegExp(REMOTE_PATTERN, "i").test(location);
}
