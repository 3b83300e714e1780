// Reading salary text from imports, and the home page's salary bands (spec sections 3, 7, 9).
import { regionByCurrency, type CurrencyCode } from "./currency";

export type SalaryRange = { min: number; max: number };

/** Salary band filter values (thousands of GBP) and the yearly range each stands for. */
export const SALARY_BANDS = {
  "80-120": { min: 80_000, max: 120_000 },
  "120-200": { min: 120_000, max: 200_000 },
  "200+": { min: 200_000, max: undefined },
} as const;
export type SalaryBand = keyof typeof SALARY_BANDS;

export function isSalaryBand(value: string): value is SalaryBand {
  return value in SALARY_BANDS;
}

const CURRENCY_MARKERS: [RegExp, CurrencyCode][] = [
  [/c\$|\bcad\b/, "CAD"],
  [/a\$|\baud\b/, "AUD"],
  [/\$|\busd\b/, "USD"],
  [/€|\beur\b/, "EUR"],
  [/\bnok\b/, "NOK"],
  [/\bchf\b/, "CHF"],
  [/\bdkk\b/, "DKK"],
];

// Working periods in a year, to turn day, week, month and hour rates into a yearly figure.
const PERIODS: [RegExp, number][] = [
  [/\b(per|an|a|\/)\s*hour\b|\/\s*h(r)?\b|\bhourly\b|\bph\b/, 1_900],
  [/\b(per|a|\/)\s*day\b|\/\s*d\b|\bdaily\b|\bday\s*rate\b|\bp\.?d\.?\b/, 220],
  [/\b(per|a|\/)\s*week\b|\bweekly\b|\bp\.?w\.?\b/, 46],
  [/\b(per|a|\/)\s*month\b|\bmonthly\b|\bp\.?c\.?m\.?\b/, 12],
];

const MAX_YEARLY = 10_000_000;

/**
 * '£250,000 - £300,000', '£90k–£110k', '120000', '$150K+', '£650 per day' → a yearly GBP range.
 * Null when the text holds no figure we can trust ('Competitive', 'DOE').
 */
export function parseSalary(text: string): SalaryRange | null {
  const lower = text.toLowerCase().trim();
  if (!lower) return null;

  const currency = CURRENCY_MARKERS.find(([marker]) => marker.test(lower))?.[1] ?? "GBP";
  const perYear = PERIODS.find(([marker]) => marker.test(lower))?.[1] ?? 1;

  const figures = [...lower.replace(/(\d),(?=\d{3}\b)/g, "$1").matchAll(/(\d+(?:\.\d+)?)\s*(k|m)?(?![a-z])/g)]
    .map((m) => ({ value: Number(m[1]), suffix: m[2] as "k" | "m" | undefined }))
    .slice(0, 2);
  if (figures.length === 0) return null;

  // '90-110k': a bare first figure takes the suffix of the second.
  const sharedSuffix = figures.length === 2 && !figures[0].suffix ? figures[1].suffix : undefined;
  const scale = { k: 1_000, m: 1_000_000 };
  const rate = regionByCurrency(currency)?.exchangeRate ?? 1;
  const yearly = figures.map(({ value, suffix }) => {
    const unit = suffix ?? sharedSuffix;
    return Math.round(((unit ? value * scale[unit] : value) * perYear) / rate);
  });

  const min = Math.min(...yearly);
  const max = Math.max(...yearly);
  if (min <= 0 || max > MAX_YEARLY) return null;
  return { min, max };
}
