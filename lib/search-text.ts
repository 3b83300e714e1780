// Turns what someone typed into a Postgres tsquery we built ourselves, so no input can break it.

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/**
 * 'Rope access tech' → 'rope & access & tech:*'. Only letters and digits survive, so the result is
 * always valid for to_tsquery; the last word is a prefix because people search as they type.
 * Null when nothing searchable is left.
 */
export function toPrefixTsQuery(text: string): string | null {
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => w.slice(0, MAX_WORD_LENGTH)).slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  return words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(" & ");
}

/** Text matched literally inside an ILIKE pattern: its own %, _ and \ lose their meaning. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
