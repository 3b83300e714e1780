// Reading salary text from imports, and the home page's salary bands.
import { regionByCurrency, type CurrencyCode } from "./currency";
import { MAX_PAY, type SalaryUnit } from "./pay";

export type SalaryRange = { min: number; max: number; unit: SalaryUnit };

/** Salary band filter values (thousands of GBP) and the yearly range each stands for. */
export const SALARY_BANDS = {
  "80-120": { min: 80_000, max: 120_000 },
  "120-200": { min: 120_000, max: 200_000 },
  "200+": { min: 200_000, max: undefined },
} as const;
export type SalaryBand = keyof typeof SALARY_BANDS;

export function isSalaryBand(value: string): value is SalaryBand {
  return Object.hasOwn(SALARY_BANDS, value);
}

const CURRENCY_MARKERS: [RegExp, CurrencyCode][] = [
  [/c\$|\bcad\b/, "CAD"],
  [/a\$|au\$|\baud\b/, "AUD"],
  [/\$|\busd\b/, "USD"],
  [/€|\beur\b/, "EUR"],
  [/\bnok\b|\bkr\b/, "NOK"],
  [/\bchf\b/, "CHF"],
  [/\bdkk\b/, "DKK"],
];

// A day rate is kept as a day rate, the way the trade quotes it. Hour, week and month rates are rare in this
// trade and are still turned into a yearly figure by their working periods in a year (decision 108).
const DAY_RATE = /(?:\bper\s+|\ba\s+|\/\s*)day\b|\/\s*d\b|\bdaily\b|\bday\s*rate\b|\bp\.?d\.?(?=\s|$)/;
const PERIODS: [RegExp, number][] = [
  [/(?:\bper\s+|\ban?\s+|\/\s*)(?:hour|hr)\b|\bhourly\b|\bph\b/, 1_900],
  [/(?:\bper\s+|\ba\s+|\/\s*)week\b|\bweekly\b|\bp\.?w\.?(?=\s|$)/, 46],
  [/(?:\bper\s+|\ba\s+|\/\s*)month\b|\bmonthly\b|\bp\.?c\.?m\.?(?=\s|$)/, 12],
];

// Rotation patterns ('28/28', '2 weeks on/2 off', '3 on 3 off') are not money.
const ROTATIONS = /\b\d+\s*\/\s*\d+\b|\b\d+\s*(?:weeks?|wks?|days?)?\s*(?:on|off)\b/g;
const FIGURE = String.raw`(\d+(?:\.\d+)?)\s*(k|m)?(?![a-z])`;
const RANGE = new RegExp(`${FIGURE}\\s*(?:-|–|—|to)\\s*[^\\d\\s]{0,4}\\s*${FIGURE}`);
const SINGLE = new RegExp(FIGURE);

/**
 * '£250,000 - £300,000', '£90k–£110k', '120000', '$150K+' → a yearly GBP range; '£650 per day',
 * '$600-700/day' → a GBP day rate. Only two figures joined by a range sign make a range. Null when the text
 * holds no figure we can trust ('Competitive', 'DOE') or one too large for its unit.
 */
export function parseSalary(text: string): SalaryRange | null {
  const lower = text.toLowerCase().trim();
  if (!lower) return null;

  const currency = CURRENCY_MARKERS.find(([marker]) => marker.test(lower))?.[1] ?? "GBP";
  const unit: SalaryUnit = DAY_RATE.test(lower) ? "day" : "year";
  const perYear = unit === "day" ? 1 : (PERIODS.find(([marker]) => marker.test(lower))?.[1] ?? 1);
  const money = lower.replace(/(\d),(?=\d{3}\b)/g, "$1").replace(ROTATIONS, " ");

  const range = RANGE.exec(money);
  const single = range ? null : SINGLE.exec(money);
  const figures = range
    ? [
        { value: Number(range[1]), suffix: range[2] },
        { value: Number(range[3]), suffix: range[4] },
      ]
    : single
      ? [{ value: Number(single[1]), suffix: single[2] }]
      : [];
  if (figures.length === 0) return null;

  // '90-110k': a bare first figure takes the suffix of the second.
  const sharedSuffix = figures.length === 2 && !figures[0].suffix ? figures[1].suffix : undefined;
  const scale: Record<string, number> = { k: 1_000, m: 1_000_000 };
  const rate = regionByCurrency(currency)?.exchangeRate ?? 1;
  const amounts = figures.map(({ value, suffix }) => {
    const multiplier = suffix ?? sharedSuffix;
    return Math.round(((multiplier ? value * scale[multiplier] : value) * perYear) / rate);
  });

  const min = Math.min(...amounts);
  const max = Math.max(...amounts);
  if (min <= 0 || max > MAX_PAY[unit]) return null;
  return { min, max, unit };
}
