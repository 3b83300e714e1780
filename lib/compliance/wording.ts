// How the gate reads an advert's words: clause by clause, so that "no fees charged" or "the client pays our
// placement fee" is read with the words around it, and a demand for money elsewhere in the advert is not
// excused by a promise in another sentence.
import type { GateFacts } from "./gate";

/** The advert's text fields the wording rules read, in the order a finding names the first one. */
export const TEXT_FIELDS = ["title", "description", "requirements", "benefits", "howToApply"] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

/** Where a rule found its words: the field (the form's name for it) and the words themselves. */
export type Found = { field: TextField; words: string };

// Sentences and the turns inside one ("…, but you must pay…") are read apart.
const CLAUSE_BREAK = /[.!?;\n\r•]+(?:\s|$)|\s+(?:but|however|although|except|whereas)\s+/i;

// No sentence of an advert runs this long; a run-on text is read in pieces of it, so that no pattern's work
// grows with the square of a 20,000-character description.
const LONGEST_CLAUSE = 600;

function pieces(clause: string): string[] {
  if (clause.length <= LONGEST_CLAUSE) return [clause];
  const out: string[] = [];
  let rest = clause;
  while (rest.length > LONGEST_CLAUSE) {
    const cut = rest.lastIndexOf(" ", LONGEST_CLAUSE);
    const at = cut > LONGEST_CLAUSE / 2 ? cut : LONGEST_CLAUSE;
    out.push(rest.slice(0, at));
    rest = rest.slice(at).trimStart();
  }
  if (rest) out.push(rest);
  return out;
}

export function clausesOf(text: string): string[] {
  return text
    .replace(/<[^>]*>/g, " ")
    .split(CLAUSE_BREAK)
    .map((c) => c.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .flatMap(pieces);
}

/** The first clause, in the fields' order, where `match` finds words; `match` answers the words or null. */
export function findInText(facts: GateFacts, match: (clause: string) => string | null): Found | null {
  for (const field of TEXT_FIELDS) {
    const text = facts[field];
    if (!text) continue;
    for (const clause of clausesOf(text)) {
      const words = match(clause);
      if (words) return { field, words };
    }
  }
  return null;
}

/** The words of the first pattern that matches, or null. */
export function firstMatch(clause: string, patterns: readonly RegExp[]): string | null {
  for (const pattern of patterns) {
    const hit = pattern.exec(clause);
    if (hit) return hit[0];
  }
  return null;
}
