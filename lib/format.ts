// Display formatting shared by pages and components: GBP amounts in K, en-GB dates.
export function formatGbpK(amount: number): string {
  return amount >= 1000 ? `£${Math.round(amount / 1000)}K` : `£${Math.round(amount)}`;
}

export function formatSalaryRange(min: number, max: number): string {
  return min === max ? formatGbpK(min) : `${formatGbpK(min)} - ${formatGbpK(max)}`;
}
