// The accounts every HTTP project's server has: the admin from ADMIN_*, and a seeker and an employer
// that the global setup registers.
export const ADMIN = { username: "http_admin", email: "http-admin@outpost.example", password: "http-admin-pass-9" };
export const SEEKER = { username: "http_seeker", email: "http-seeker@outpost.example", password: "seeker-pass-9" };
export const EMPLOYER = { username: "http_employer", email: "http-employer@outpost.example", password: "employer-pass-9" };
export const CRON_SECRET = "http-cron-secret";
export const SUPPORT_EMAIL = "http-support@outpost.example";
