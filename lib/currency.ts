// Regions and their rates to GBP. Prices are stored in GBP.
import type { SalaryUnit } from "./pay";

export const REGIONS = [
  { code: "GB", name: "United Kingdom", currency: "GBP", currencySymbol: "£", exchangeRate: 1 },
  { code: "US", name: "United States", currency: "USD", currencySymbol: "$", exchangeRate: 1.27 },
  { code: "EU", name: "Europe", currency: "EUR", currencySymbol: "€", exchangeRate: 1.17 },
  { code: "CA", name: "Canada", currency: "CAD", currencySymbol: "C$", exchangeRate: 1.72 },
  { code: "AU", name: "Australia", currency: "AUD", currencySymbol: "A$", exchangeRate: 1.97 },
  { code: "NO", name: "Norway", currency: "NOK", currencySymbol: "kr", exchangeRate: 14.1 },
  { code: "CH", name: "Switzerland", currency: "CHF", currencySymbol: "CHF", exchangeRate: 1.12 },
  { code: "DK", name: "Denmark", currency: "DKK", currencySymbol: "kr", exchangeRate: 8.7 },
] as const;

export type Region = (typeof REGIONS)[number];
export type CurrencyCode = Region["currency"];

export function regionByCurrency(currency: string): Region | undefined {
  return REGIONS.find((r) => r.currency === currency.toUpperCase());
}

export const DEFAULT_REGION: Region = REGIONS[0];

export function regionByCode(code: string | null | undefined): Region {
  return REGIONS.find((r) => r.code === code) ?? DEFAULT_REGION;
}

/** A GBP amount in the region's currency: rounded, and in K from 1,000 ('$127K', 'kr1410K'). */
export function formatMoney(gbp: number, region: Region = DEFAULT_REGION): string {
  const amount = Math.round(gbp * region.exchangeRate);
  return amount >= 1000 ? `${region.currencySymbol}${Math.round(amount / 1000)}K` : `${region.currencySymbol}${amount}`;
}

/** A job's pay as its employer quotes it. */
export type Pay = { salaryMin: number; salaryMax: number; salaryUnit: SalaryUnit };

/**
 * The one way pay is shown: yearly in K ('£90K - £110K'); a day rate to the unit, with its unit, as the trade
 * quotes it ('£650/day', '£600–£700/day').
 */
export function formatSalaryRange({ salaryMin: min, salaryMax: max, salaryUnit }: Pay, region: Region = DEFAULT_REGION): string {
  if (salaryUnit === "day") {
    const rate = (gbp: number) => `${region.currencySymbol}${Math.round(gbp * region.exchangeRate).toLocaleString("en-GB")}`;
    return `${min === max ? rate(min) : `${rate(min)}–${rate(max)}`}/day`;
  }
  return min === max ? formatMoney(min, region) : `${formatMoney(min, region)} - ${formatMoney(max, region)}`;
}
