// Job-alert choices, shared by the signup card and the alerts API. Zod-free on purpose:
// the card is a client component.
export const ALERT_SALARIES = [80_000, 120_000, 200_000, 300_000] as const;
export const DEFAULT_ALERT_SALARY = 80_000;

export const ALERT_LOCATIONS = [
  { value: "global", label: "Anywhere" },
  { value: "uk", label: "United Kingdom" },
  { value: "europe", label: "Europe" },
  { value: "remote", label: "Remote" },
] as const;
export type AlertLocation = (typeof ALERT_LOCATIONS)[number]["value"];
export const ALERT_LOCATION_VALUES = ALERT_LOCATIONS.map((l) => l.value) as [AlertLocation, ...AlertLocation[]];
export const DEFAULT_ALERT_LOCATION = "global";

/**
 * The name of the hidden field both subscription forms carry. People never see it; form-filling bots
 * do, and fill it. A filled one is answered like a success and nothing is stored (decision 020).
 */
export const HONEYPOT_FIELD = "website";
