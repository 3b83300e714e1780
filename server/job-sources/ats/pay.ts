// A board's pay in our terms: GBP (the board's prices and filters are in pounds, lib/currency.ts), a year or
// a day. A month or a week is counted into a year, an hour into a day of eight; a currency we hold no rate
// for, or a figure past our caps (a typo), leaves the pay for the employer to state.
import "server-only";
import { regionByCurrency } from "@/lib/currency";
import { MAX_PAY, type SalaryUnit } from "@/lib/pay";
import type { BoardPay } from "./posting";

const TO_UNIT: Record<BoardPay["interval"], { unit: SalaryUnit; times: number }> = {
  year: { unit: "year", times: 1 },
  month: { unit: "year", times: 12 },
  week: { unit: "year", times: 52 },
  day: { unit: "day", times: 1 },
  hour: { unit: "day", times: 8 },
};

export type OurPay = { salaryMin: number; salaryMax: number; salaryUnit: SalaryUnit };

export function payInPounds(pay: BoardPay | null): OurPay | null {
  if (!pay) return null;
  const region = regionByCurrency(pay.currency);
  if (!region) return null;
  const { unit, times } = TO_UNIT[pay.interval];
  const pounds = (amount: number) => Math.round((amount * times) / region.exchangeRate);
  const [low, high] = pay.min <= pay.max ? [pay.min, pay.max] : [pay.max, pay.min];
  const salaryMin = pounds(low);
  const salaryMax = pounds(high || low);
  if (salaryMin <= 0 || salaryMax > MAX_PAY[unit]) return null;
  return { salaryMin, salaryMax, salaryUnit: unit };
}
