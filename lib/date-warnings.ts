// The job form's amber warnings: dates that are allowed but probably a slip.
export type JobDates = { applicationStartDate?: string; applicationClosingDate?: string; interviewDate?: string; startDate?: string };

const time = (value?: string) => (value ? Date.parse(value) : NaN);

export function dateWarnings(dates: JobDates): string[] {
  const start = time(dates.applicationStartDate);
  const closing = time(dates.applicationClosingDate);
  const interview = time(dates.interviewDate);
  const jobStart = time(dates.startDate);
  const warnings: string[] = [];
  if (start > closing) warnings.push("The application start date is after the closing date.");
  if (interview < start) warnings.push("The interview date is before applications open.");
  if (interview > closing) warnings.push("The interview date is after applications close.");
  if (jobStart < closing) warnings.push("The job starts before applications close.");
  return warnings;
}

/** Today as yyyy-mm-dd in the visitor's own calendar, for date inputs' minimum. */
export function todayInput(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** Tomorrow as yyyy-mm-dd in the visitor's calendar: the earliest closing date (docs/decisions/040). */
export function tomorrowInput(now = new Date()): string {
  return todayInput(new Date(now.getTime() + 24 * 60 * 60 * 1000));
}
