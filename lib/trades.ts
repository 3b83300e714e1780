// The trades a worker names on their profile ('Rope access technician, NDT'), as the words a job's title must
// hold for the job to be in that trade (docs/decisions/111-job-match-rule.md). Words a title of any trade has
// ('technician', 'supervisor', 'level 2') are left out, so 'Rope access technician' fits 'IRATA Level 3 Rope
// Access Supervisor'. A trade word also fits in its other forms, as search has them ('Diver' fits 'Saturation
// Diving Supervisor', lib/search-text.ts). lib/job-match.ts words and scores it; server/matches/match-score.ts
// asks the same in SQL.
import { otherForms } from "./search-text";

/** Words that name a grade or a rank rather than a trade. */
const RANK_WORDS = new Set([
  "a",
  "an",
  "and",
  "of",
  "the",
  "in",
  "for",
  "technician",
  "technicians",
  "tech",
  "operator",
  "operative",
  "engineer",
  "specialist",
  "supervisor",
  "lead",
  "leader",
  "manager",
  "worker",
  "assistant",
  "senior",
  "junior",
  "trainee",
  "apprentice",
  "level",
  "l1",
  "l2",
  "l3",
  "1",
  "2",
  "3",
]);

/** Lower-case letters and digits, runs of anything else one space: how titles and trades are compared. */
export function tradeWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** `words`: each word of the trade with its other forms; a title fits when it holds one form of every word. */
export type Trade = { label: string; words: string[][] };

/**
 * Each role the worker gave, as the words that name its trade and the label its reason shows ('Rope access').
 * A role of rank words alone ('Engineer') keeps them all. Roles that come to the same words count once.
 */
export function workerTrades(roles: readonly string[]): Trade[] {
  const trades = new Map<string, Trade>();
  for (const role of roles) {
    // Brackets and commas at a word's ends are not part of the trade's name: 'technician (IRATA' reads 'IRATA'.
    const all = role
      .split(/\s+/)
      .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
      .filter((w) => tradeWords(w).length);
    const kept = all.filter((w) => tradeWords(w).some((part) => !RANK_WORDS.has(part)));
    const chosen = kept.length ? kept : all;
    const plain = [...new Set(chosen.flatMap(tradeWords))];
    if (!plain.length) continue;
    const key = [...plain].sort().join(" ");
    if (!trades.has(key)) trades.set(key, { label: chosen.join(" "), words: plain.map((w) => [w, ...otherForms(w)]) });
  }
  return [...trades.values()];
}

/** Whether a job's title holds every word of the trade (in one of its forms), in any order. */
export function titleFitsTrade(title: string, trade: Trade): boolean {
  const words = new Set(tradeWords(title));
  return trade.words.every((forms) => forms.some((w) => words.has(w)));
}
