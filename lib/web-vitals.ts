// Web-vital ratings: good up to the first bound, poor beyond the second.
const BOUNDS: Record<string, [number, number]> = {
  LCP: [2500, 4000],
  FID: [100, 300],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

export type VitalRating = "good" | "needs-improvement" | "poor";

export function rateVital(name: string, value: number): VitalRating {
  const [good, poor] = BOUNDS[name] ?? [Infinity, Infinity];
  if (value <= good) return "good";
  return value > poor ? "poor" : "needs-improvement";
}
