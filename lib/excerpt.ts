// The start of a long text, cut at a word: a job card shows two lines of a description (line-clamp),
// so sending the rest (often 1-2 KB, twice: in the HTML and in the page's payload) is weight no one sees.

/** Enough for the lines a card shows at its widest; the card's line-clamp draws the ellipsis. */
export const CARD_EXCERPT_CHARS = 160;

export function excerpt(text: string, max: number = CARD_EXCERPT_CHARS): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
