// The job categories, as stored slugs, and how they read on screen.
export const CATEGORIES = [
  "oil-gas",
  "mining",
  "construction",
  "logistics",
  "research",
  "adventure-tourism",
  "wind-energy",
  "disaster-relief",
  "security-defense",
  "chemical-hazmat",
] as const;

export type Category = (typeof CATEGORIES)[number];

/** Forms and filters also offer 'other', which asks for a custom category name. */
export const CATEGORY_OPTIONS = [...CATEGORIES, "other"] as const;
export type CategoryOption = (typeof CATEGORY_OPTIONS)[number];

/** 'Other' needs a name of its own. */
export const CUSTOM_CATEGORY_REQUIRED = "Custom category name is required when 'Other' is selected";

export function isCategoryOption(value: string): value is CategoryOption {
  return (CATEGORY_OPTIONS as readonly string[]).includes(value);
}

/** 'oil-gas' reads 'Oil & Gas'; a custom category wins when it is set. */
export function categoryLabel(category: string, customCategory?: string | null): string {
  const custom = customCategory?.trim();
  if (custom) return custom;
  return category
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" & ");
}

/** Free text from a CSV ('Oil & Gas', 'wind energy', 'Mining') to a known slug, or null. */
export function categoryFromText(text: string): Category | null {
  const slug = text
    .toLowerCase()
    .replace(/&|\band\b|\//g, " ")
    .trim()
    .split(/[\s_-]+/)
    .filter(Boolean)
    .join("-");
  if (!slug) return null;
  const aliases: Record<string, Category> = {
    "oil-gas": "oil-gas",
    oil: "oil-gas",
    gas: "oil-gas",
    offshore: "oil-gas",
    mining: "mining",
    mine: "mining",
    construction: "construction",
    logistics: "logistics",
    research: "research",
    "adventure-tourism": "adventure-tourism",
    tourism: "adventure-tourism",
    "wind-energy": "wind-energy",
    wind: "wind-energy",
    "offshore-wind": "wind-energy",
    renewables: "wind-energy",
    "disaster-relief": "disaster-relief",
    humanitarian: "disaster-relief",
    "security-defense": "security-defense",
    "security-defence": "security-defense",
    security: "security-defense",
    defense: "security-defense",
    defence: "security-defense",
    "chemical-hazmat": "chemical-hazmat",
    hazmat: "chemical-hazmat",
    chemical: "chemical-hazmat",
  };
  return aliases[slug] ?? null;
}
