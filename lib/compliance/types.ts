// What the compliance gate says about a draft: a rule that refuses it, or one that warns and lets it through.
export type PolicySeverity = "refuse" | "warn";

/** A finding as a poster, an API client and an admin see it. */
export type PolicyFinding = { rule: string; field: string; message: string };
