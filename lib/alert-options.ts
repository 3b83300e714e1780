// Job-alert choices (spec section 9), for the signup card now and the alerts API to come.
export const ALERT_SALARIES = [80_000, 120_000, 200_000, 300_000] as const;
export const DEFAULT_ALERT_SALARY = 80_000;

export const ALERT_LOCATIONS = [
  { value: "global", label: "Anywhere" },
  { value: "uk", label: "United Kingdom" },
  { value: "europe", label: "Europe" },
  { value: "remote", label: "Remote" },
] as const;
export const DEFAULT_ALERT_LOCATION = "global";
