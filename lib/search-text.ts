// Turns what someone typed into a Postgres tsquery we built ourselves, so no input can break it.

/** The longest search the board and GET /api/jobs take, in characters. */
export const MAX_SEARCH_LENGTH = 200;

/**
 * A search cut to MAX_SEARCH_LENGTH for a page that keeps what it can of an over-long address rather than
 * dropping it (lib/schemas/home-filters.ts); never halves a character written as two UTF-16 units.
 */
export function shortenSearch(text: string): string {
  if (text.length <= MAX_SEARCH_LENGTH) return text;
  const cut = text.slice(0, MAX_SEARCH_LENGTH);
  return (/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut).trim();
}

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/**
 * Trade words whose forms Postgres's English stemmer keeps apart ('diver' → diver, 'diving' → dive), so a search
 * for one finds the others too. Only families whose stems differ are listed; 'engineer' and 'engineering' already
 * meet at one stem. A plural ('divers') is looked up without its s.
 */
const WORD_FAMILIES: readonly (readonly string[])[] = [
  ["dive", "diver", "diving"],
  ["weld", "welder", "welding"],
  ["rig", "rigger", "rigging"],
  ["drill", "driller", "drilling"],
  ["mine", "miner", "mining"],
  ["blast", "blaster", "blasting"],
  ["electrician", "electrical"],
  ["inspect", "inspector", "inspection"],
  ["survey", "surveyor", "surveying"],
  ["climb", "climber", "climbing"],
  ["paint", "painter", "painting"],
  ["drive", "driver", "driving"],
  ["fish", "fisher", "fishing", "fisherman"],
  ["ski", "skier", "skiing"],
  ["geology", "geologist", "geological"],
  ["trek", "trekker", "trekking"],
];
const FAMILY_OF = new Map(WORD_FAMILIES.flatMap((family) => family.map((word) => [word, family] as const)));

/** The other forms of a trade word, none for any other word. */
export function otherForms(word: string): readonly string[] {
  const family = FAMILY_OF.get(word) ?? (word.endsWith("s") ? FAMILY_OF.get(word.slice(0, -1)) : undefined);
  return family ? family.filter((form) => form !== word) : [];
}

/**
 * 'Rope access tech' → 'rope & access & tech:*', 'diver' → '(diver:* | dive | diving)'. Only letters and digits
 * survive, so the result is always valid for to_tsquery; the last word is a prefix because people search as they
 * type, and a trade word also matches its other forms (WORD_FAMILIES). Null when nothing searchable is left.
 */
export function toPrefixTsQuery(text: string): string | null {
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => w.slice(0, MAX_WORD_LENGTH)).slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  return words
    .map((w, i) => {
      const typed = i === words.length - 1 ? `${w}:*` : w;
      const others = otherForms(w);
      return others.length ? `(${[typed, ...others].join(" | ")})` : typed;
    })
    .join(" & ");
}

/** Text matched literally inside an ILIKE pattern: its own %, _ and \ lose their meaning. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
