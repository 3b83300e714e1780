// Per-address limits the browser suite's server runs with (playwright.config.ts): every browser test comes
// from 127.0.0.1, like a camp behind one address, so they are raised, and tests that prove a limit read it here.
export const SERVER_LIMITS = {
  REGISTRATIONS_PER_HOUR: 1_000,
  BEACONS_PER_MINUTE: 2_000,
};
