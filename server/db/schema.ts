// The board's stored entities, plus Better Auth's tables and the payments ledger.
// Every column the public list filters or sorts on has an index; see docs/decisions/003-job-indexes.md.
import { sql, type SQL } from "drizzle-orm";
import type { Medical, Rotation, Ticket } from "@/lib/extreme-work";
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { PAYMENT_ISSUES } from "@/lib/payment-issues";
import { REPORT_REASONS } from "@/lib/report-reasons";
import { EMPLOYER_VERIFICATION_DECISIONS } from "@/lib/employer-verification";
import { locationGroupsSql } from "@/lib/location-groups";
import { annualPaySql, type SalaryUnit } from "@/lib/pay";
import type { WorkArrangement } from "@/lib/work-arrangement";
import { SAVED_SEARCH_FREQUENCIES } from "@/lib/saved-search-options";
import type { SavedSearchFilters } from "@/lib/schemas/saved-searches";
import type { JobSource, SourceKind } from "@/lib/job-sources/kinds";
import type { PolicyFinding } from "@/lib/compliance/types";
import type { PlaceKind } from "@/lib/place-kinds";
import type { ApplicationMailMode, ApplicationStatus, ApplyOn, ScreeningAnswer, ScreeningQuestion } from "@/lib/applications/kinds";
import type { AppliedItem } from "@/lib/applications/held-items";

const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true, mode: "date" })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const dangerLevel = pgEnum("danger_level", ["low", "medium", "high", "extreme"]);
export const planType = pgEnum("plan_type", ["starter", "professional", "premium"]);
export const userRole = pgEnum("user_role", ["user", "admin", "employer"]);
export const contractType = pgEnum("contract_type", ["full-time", "part-time", "contract", "freelance", "internship"]);
export const contactQuality = pgEnum("contact_quality", ["direct_email", "general_email", "phone_only", "careers_page", "no_contact"]);
export const leadSource = pgEnum("lead_source", ["seed", "paid", "organic"]);
export const reportStatus = pgEnum("report_status", ["pending", "investigating", "resolved", "dismissed"]);
export const paymentStatus = pgEnum("payment_status", ["pending", "succeeded", "failed", "canceled"]);
export const paymentIssue = pgEnum("payment_issue", PAYMENT_ISSUES);
export const reportReason = pgEnum("report_reason", REPORT_REASONS);
export const employerVerification = pgEnum("employer_verification", EMPLOYER_VERIFICATION_DECISIONS);

// ---- Accounts (Better Auth core, username and admin plugins, plus the spec's user fields) ----

export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  username: text("username").notNull().unique(),
  displayUsername: text("display_username"),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  name: text("name").notNull(),
  firstName: text("first_name"),
  lastName: text("last_name"),
  profileImageUrl: text("profile_image_url"),
  role: userRole("role").notNull().default("user"),
  companyName: text("company_name"),
  companyWebsite: text("company_website"),
  companyDescription: text("company_description"),
  companyLogoUrl: text("company_logo_url"),
  companySocialLinks: text("company_social_links"),
  // The registrable domain of companyWebsite (example.com for https://jobs.example.com), kept beside it
  // because the public suffix list lives in JavaScript; null for a public mail provider's domain.
  companyDomain: text("company_domain"),
  // An admin's word on the employer; "auto" leaves it to the verified-email domain match.
  employerVerification: employerVerification("employer_verification").notNull().default("auto"),
  // How an employer hears of new applications: one email each, or a daily digest.
  applicationMail: text("application_mail").$type<ApplicationMailMode>().notNull().default("each"),
  isActive: boolean("is_active").notNull().default(true),
  banned: boolean("banned").default(false),
  banReason: text("ban_reason"),
  banExpires: at("ban_expires"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    token: text("token").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: at("expires_at").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    impersonatedBy: uuid("impersonated_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: at("access_token_expires_at"),
    refreshTokenExpiresAt: at("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("accounts_user_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: at("expires_at").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: at("expires_at").notNull(),
    used: boolean("used").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
);

/**
 * An email change asked for and waiting for the new address's link (server/accounts/email-change.ts). Kept
 * here rather than only in a signed link, so that a password reset or change, the account's deletion or the
 * old address's cancel link ends it. The links' tokens follow from the row's id by a keyed hash; only their
 * sha256 is stored. An ended row stays until it expires, so a spent or cancelled link can say which it is.
 */
export const pendingEmailChanges = pgTable(
  "pending_email_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Where the notice with the cancel link goes: the address the account had when the change was asked. */
    oldEmail: text("old_email").notNull(),
    newEmail: text("new_email").notNull(),
    confirmTokenHash: text("confirm_token_hash").notNull().unique(),
    cancelTokenHash: text("cancel_token_hash").notNull().unique(),
    expiresAt: at("expires_at").notNull(),
    /** Null while it waits; then confirmed, cancelled (a cancel link, a password reset or change) or replaced by a newer request. */
    outcome: text("outcome").$type<"confirmed" | "cancelled" | "replaced">(),
    endedAt: at("ended_at"),
    createdAt: createdAt(),
  },
  (t) => [index("pending_email_changes_user_idx").on(t.userId)],
);

// ---- Sales leads ----

/**
 * What the CRM search reads. 'simple' keeps names as typed (no stemming of company names); an email is
 * also split at '@' and '.' so a search for its local part or domain finds it.
 */
const employerSearchDocument: SQL = sql`
  setweight(to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(contact_name, '')), 'A') ||
  setweight(to_tsvector('simple', coalesce(contact_email, '') || ' ' || translate(coalesce(contact_email, ''), '@.', '  ')), 'A') ||
  setweight(to_tsvector('simple', coalesce(notes, '')), 'B')`;

export const employers = pgTable(
  "employers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    website: text("website"),
    industry: text("industry"),
    contactName: text("contact_name"),
    contactEmail: text("contact_email"),
    contactPhone: text("contact_phone"),
    logoUrl: text("logo_url"),
    contactQuality: contactQuality("contact_quality").notNull().default("no_contact"),
    contacted: boolean("contacted").notNull().default(false),
    contactedDate: at("contacted_date"),
    converted: boolean("converted").notNull().default(false),
    convertedDate: at("converted_date"),
    notes: text("notes"),
    source: leadSource("source").notNull().default("organic"),
    searchVector: tsvector("search_vector").generatedAlwaysAs(employerSearchDocument),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("employers_search_idx").using("gin", t.searchVector),
    // One lead per company name, whatever its case, so imports reuse leads instead of duplicating them.
    uniqueIndex("employers_name_key").on(sql`lower(${t.name})`),
    index("employers_source_idx").on(t.source),
    index("employers_created_idx").on(t.createdAt),
    // The CRM chart counts leads per day by when they were contacted and converted.
    index("employers_contacted_idx").on(t.contactedDate),
    index("employers_converted_idx").on(t.convertedDate),
  ],
);

// ---- Jobs ----

/** What full-text search reads, weighted: title and company first, then category and place. */
const searchDocument: SQL = sql`
  setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
  setweight(to_tsvector('english', coalesce(company, '')), 'A') ||
  setweight(to_tsvector('english', replace(coalesce(category, ''), '-', ' ') || ' ' || coalesce(custom_category, '')), 'B') ||
  setweight(to_tsvector('english', coalesce(location, '')), 'B') ||
  setweight(to_tsvector('english', coalesce(description, '')), 'C')`;

export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    company: text("company").notNull(),
    employerId: uuid("employer_id").references(() => users.id, { onDelete: "set null" }),
    employerProfileId: uuid("employer_profile_id").references(() => employers.id, { onDelete: "set null" }),
    companyDescription: text("company_description"),
    location: text("location").notNull(),
    // The region filter's groups (arctic, offshore, …) this location belongs to, kept by the database.
    locationGroups: text("location_groups")
      .array()
      .notNull()
      .generatedAlwaysAs(sql.raw(locationGroupsSql("location"))),
    contractType: contractType("contract_type").notNull().default("full-time"),
    hoursPerWeek: integer("hours_per_week"),
    // Pay in the unit the employer quotes it; sorts and salary filters read the yearly columns.
    salaryMin: integer("salary_min").notNull(),
    salaryMax: integer("salary_max").notNull(),
    salaryUnit: text("salary_unit").$type<SalaryUnit>().notNull().default("year"),
    annualSalaryMin: integer("annual_salary_min")
      .notNull()
      .generatedAlwaysAs(sql.raw(annualPaySql("salary_min", "salary_unit", "rotation"))),
    annualSalaryMax: integer("annual_salary_max")
      .notNull()
      .generatedAlwaysAs(sql.raw(annualPaySql("salary_max", "salary_unit", "rotation"))),
    description: text("description").notNull().default(""),
    requirements: text("requirements"),
    benefits: text("benefits"),
    howToApply: text("how_to_apply"),
    category: text("category").notNull(),
    customCategory: text("custom_category"),
    dangerLevel: dangerLevel("danger_level").notNull().default("medium"),
    applicationUrl: text("application_url").notNull(),
    // Where seekers apply (lib/applications/kinds.ts), what Outpost asks them, and, for a feed's advert,
    // the address its applications are forwarded to.
    applyOn: text("apply_on").$type<ApplyOn>().notNull().default("employer-site"),
    screeningQuestions: jsonb("screening_questions").$type<ScreeningQuestion[]>().notNull().default([]),
    applicationEmail: text("application_email"),
    // The extreme-work facts (docs/decisions/043); null means the employer did not say.
    rotation: text("rotation").$type<Rotation>(),
    tickets: text("tickets").array().$type<Ticket[]>(),
    ticketsOther: text("tickets_other"),
    medical: text("medical").$type<Medical>(),
    travelPaid: boolean("travel_paid"),
    accommodationProvided: boolean("accommodation_provided"),
    visaSponsorship: boolean("visa_sponsorship"),
    workArrangement: text("work_arrangement").$type<WorkArrangement>().notNull().default("on-site"),
    // Where crew change departs from (a heliport or airport), and whether the employer books the travel.
    departurePoint: text("departure_point"),
    travelBookedByEmployer: boolean("travel_booked_by_employer"),
    applicationStartDate: at("application_start_date").notNull().defaultNow(),
    applicationClosingDate: at("application_closing_date").notNull(),
    interviewDate: at("interview_date"),
    startDate: at("start_date"),
    isFeatured: boolean("is_featured").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    // Set when the employer archives the job, so they (not only an admin) may list it again in its paid term.
    archivedAt: at("archived_at"),
    // An admin's takedown: a state of its own that only an admin lifts; an extension or reactivation never does.
    takenDownAt: at("taken_down_at"),
    takenDownReason: text("taken_down_reason"),
    takenDownBy: uuid("taken_down_by").references(() => users.id, { onDelete: "set null" }),
    displayOrder: integer("display_order").notNull().default(0),
    planType: planType("plan_type").notNull(),
    expiresAt: at("expires_at").notNull(),
    paymentIntentId: text("payment_intent_id").unique(),
    companyLogoUrl: text("company_logo_url"),
    swipeCardImageUrl: text("swipe_card_image_url"),
    companyWebsite: text("company_website"),
    companySocialLinks: text("company_social_links"),
    seedJob: boolean("seed_job").notNull().default(false),
    sourceUrl: text("source_url"),
    contactName: text("contact_name"),
    contactEmail: text("contact_email"),
    linkStatus: text("link_status"),
    // The automatic apply-link check: when, what the site answered, where it led, and why.
    linkCheckedAt: at("link_checked_at"),
    linkHttpStatus: integer("link_http_status"),
    linkFinalUrl: text("link_final_url"),
    linkCheckReason: text("link_check_reason"),
    // BAD checks in a row; the second opens a broken-link report.
    linkBadStreak: integer("link_bad_streak").notNull().default(0),
    crmStatus: text("crm_status"),
    outreachNotes: text("outreach_notes"),
    // Apply clicks, kept in step with job_clicks in the same transaction so 'popular' is an index scan.
    applyClicks: integer("apply_clicks").notNull().default(0),
    // Set when the week-before-expiry email is claimed, so each paid job's employer hears once.
    expiryReminderSentAt: at("expiry_reminder_sent_at"),
    // Where the job came in (lib/job-sources/kinds.ts) and, for a feed or an ATS board, its own reference.
    source: text("source").$type<JobSource>().notNull().default("form"),
    sourceId: uuid("source_id").references(() => jobSources.id, { onDelete: "set null" }),
    externalReference: text("external_reference"),
    // Place as data: ISO 3166-1 alpha-2 and ISO 3166-2 codes; null where the location text named none.
    country: text("country"),
    subdivision: text("subdivision"),
    placeKind: text("place_kind").$type<PlaceKind>().notNull().default("land"),
    // Who advertises it: an agency must say so, and whether the work is temporary or permanent (GB).
    postedByAgency: boolean("posted_by_agency").notNull().default(false),
    agencyName: text("agency_name"),
    employmentTerm: text("employment_term").$type<"temporary" | "permanent">(),
    // What the compliance gate warned of when the job was last written, shown to its poster and admins.
    policyWarnings: jsonb("policy_warnings").$type<PolicyFinding[]>().notNull().default([]),
    // Facts a listing needs that its source did not give (an ATS board without pay): saved, not listed.
    incompleteFields: text("incomplete_fields")
      .array()
      .$type<string[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    searchVector: tsvector("search_vector").generatedAlwaysAs(searchDocument),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Partial indexes on active jobs: one per public sort order, ties broken by id for stable pages.
    index("jobs_newest_idx")
      .on(t.displayOrder.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`is_active`),
    index("jobs_oldest_idx")
      .on(t.createdAt, t.id)
      .where(sql`is_active`),
    index("jobs_popular_idx")
      .on(t.applyClicks.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`is_active`),
    index("jobs_closing_idx")
      .on(t.applicationClosingDate, t.id)
      .where(sql`is_active`),
    index("jobs_salary_max_idx")
      .on(t.annualSalaryMax.desc().nullsFirst(), t.id)
      .where(sql`is_active`),
    index("jobs_salary_min_idx")
      .on(t.annualSalaryMin, t.id)
      .where(sql`is_active`),
    // Migration 0009 adds INCLUDE columns to this index and the expiry one (drizzle cannot express them).
    index("jobs_category_idx")
      .on(t.category, t.displayOrder.desc().nullsFirst(), t.createdAt.desc().nullsFirst())
      .where(sql`is_active`),
    // A rare arrangement ('fully-remote', a few in a hundred) would otherwise walk most of a sort index
    // to fill a page and count (decision 109).
    index("jobs_work_arrangement_idx")
      .on(t.workArrangement, t.displayOrder.desc().nullsFirst(), t.createdAt.desc().nullsFirst())
      .where(sql`is_active`),
    index("jobs_featured_idx")
      .on(t.displayOrder.desc().nullsFirst(), t.createdAt.desc().nullsFirst())
      .where(sql`is_active and is_featured`),
    // Lets listed-job counts, filtered or not, be index-only scans instead of reading the table.
    index("jobs_listed_expiry_idx")
      .on(t.expiresAt)
      .where(sql`is_active`),
    index("jobs_search_idx").using("gin", t.searchVector),
    // A re-imported CSV row finds the job it created before by its application or source address.
    index("jobs_seed_application_url_idx")
      .on(t.applicationUrl)
      .where(sql`seed_job`),
    index("jobs_seed_source_url_idx")
      .on(t.sourceUrl)
      .where(sql`seed_job`),
    // The admin list pages through every job, listed or not, in the board's order.
    index("jobs_admin_order_idx").on(t.displayOrder.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id),
    index("jobs_employer_idx").on(t.employerId),
    // An advert's add, update and delete find the job by its source and reference.
    uniqueIndex("jobs_source_reference_idx")
      .on(t.sourceId, t.externalReference)
      .where(sql`source_id is not null`),
    index("jobs_employer_profile_idx").on(t.employerProfileId),
  ],
);

// ---- Sources: a multiposter's feed or an ATS board, set up by an admin for an employer ----

export const jobSources = pgTable(
  "job_sources",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").$type<SourceKind>().notNull(),
    name: text("name").notNull(),
    // The employer account its jobs belong to; its jobs close when the source or the account goes.
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // An ATS board's token or site name; null for a multiposter.
    token: text("token"),
    // A multiposter's credentials: the username in clear, the secret only as a hash.
    username: text("username").unique(),
    secretHash: text("secret_hash"),
    // Live jobs the contract allows; 0 = none.
    allowance: integer("allowance").notNull().default(0),
    pausedAt: at("paused_at"),
    // Running totals of what the source did, and how its last run (an ATS sync or an advert) ended.
    createdCount: integer("created_count").notNull().default(0),
    updatedCount: integer("updated_count").notNull().default(0),
    closedCount: integer("closed_count").notNull().default(0),
    refusedCount: integer("refused_count").notNull().default(0),
    lastRunAt: at("last_run_at"),
    lastRunStatus: text("last_run_status").$type<"ok" | "error">(),
    lastError: text("last_error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("job_sources_user_idx").on(t.userId)],
);

/** One ATS sync: when, how it ended and what it did. */
export const sourceRuns = pgTable(
  "source_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sourceId: uuid("source_id")
      .notNull()
      .references(() => jobSources.id, { onDelete: "cascade" }),
    startedAt: at("started_at").notNull().defaultNow(),
    finishedAt: at("finished_at"),
    status: text("status").$type<"running" | "ok" | "error">().notNull().default("running"),
    created: integer("created").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    closed: integer("closed").notNull().default(0),
    incomplete: integer("incomplete").notNull().default(0),
    refused: integer("refused").notNull().default(0),
    error: text("error"),
  },
  (t) => [index("source_runs_source_idx").on(t.sourceId, t.startedAt.desc())],
);

/**
 * A draft the compliance gate refused, from any way in: what it was, which rule and the words given. One
 * that asked the worker for money is flagged for admins as a likely scam.
 */
export const jobRefusals = pgTable(
  "job_refusals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    source: text("source").$type<JobSource>().notNull(),
    sourceId: uuid("source_id").references(() => jobSources.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    externalReference: text("external_reference"),
    title: text("title").notNull(),
    company: text("company").notNull(),
    rule: text("rule").notNull(),
    field: text("field").notNull(),
    message: text("message").notNull(),
    flagged: boolean("flagged").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("job_refusals_source_idx").on(t.sourceId, t.createdAt.desc()),
    index("job_refusals_flagged_idx")
      .on(t.createdAt.desc())
      .where(sql`flagged`),
  ],
);

// ---- Applications made on Outpost: visible to the seeker, the job's employer, and admins on a report ----

export const applications = pgTable(
  "applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    seekerId: uuid("seeker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").$type<ApplicationStatus>().notNull().default("sent"),
    // What the seeker sent, copied from the profile as it stood (the profile may change after).
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    tickets: jsonb("tickets").$type<AppliedItem[]>().notNull().default([]),
    medicals: jsonb("medicals").$type<AppliedItem[]>().notNull().default([]),
    availableFrom: date("available_from", { mode: "string" }),
    rotations: text("rotations").array().notNull().default([]),
    answers: jsonb("answers").$type<ScreeningAnswer[]>().notNull().default([]),
    note: text("note"),
    // The CV in the private object store; only the job's employer is served it.
    cvKey: text("cv_key"),
    cvName: text("cv_name"),
    cvType: text("cv_type"),
    cvBytes: integer("cv_bytes"),
    // The inbox's filters and order, worked out against the job's hitch when it was applied to, and again
    // whenever the job's dates or requirements change.
    ticketsValid: boolean("tickets_valid").notNull().default(false),
    availableByStart: boolean("available_by_start").notNull().default(false),
    fitScore: integer("fit_score").notNull().default(0),
    declineMessage: text("decline_message"),
    viewedAt: at("viewed_at"),
    statusChangedAt: at("status_changed_at").notNull().defaultNow(),
    // The employer's email of it (one each, or in the daily digest) and the one unopened reminder.
    employerMailedAt: at("employer_mailed_at"),
    reminderSentAt: at("reminder_sent_at"),
    // The seeker was told the job closed on it undecided ('Closed without a decision'); once, even if relisted.
    closedNoticeAt: at("closed_notice_at"),
    // Set when retention (or withdrawal) removed the CV and answers; the row stays for the counts.
    dataDeletedAt: at("data_deleted_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("applications_job_seeker").on(t.jobId, t.seekerId),
    index("applications_job_fit_idx").on(t.jobId, t.fitScore.desc(), t.createdAt.desc(), t.id),
    index("applications_job_valid_idx")
      .on(t.jobId, t.fitScore.desc(), t.createdAt.desc(), t.id)
      .where(sql`tickets_valid`),
    index("applications_job_created_idx").on(t.jobId, t.createdAt.desc(), t.id),
    index("applications_seeker_idx").on(t.seekerId, t.createdAt.desc()),
    index("applications_unmailed_idx")
      .on(t.createdAt)
      .where(sql`employer_mailed_at is null`),
    index("applications_unopened_idx")
      .on(t.createdAt)
      .where(sql`viewed_at is null and reminder_sent_at is null and status = 'sent'`),
  ],
);

// ---- The worker's profile: private to its owner, exported with the account, gone with it ----

export type HeldTicket = { name: string; number?: string; expiresOn?: string };
export type HeldMedical = { name: string; expiresOn?: string };

export const userProfiles = pgTable("user_profiles", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  roles: text("roles").array().notNull().default([]),
  // A ticket's name is its key in the controlled list (lib/extreme-work.ts) when it is one, else free text.
  tickets: jsonb("tickets").$type<HeldTicket[]>().notNull().default([]),
  medicals: jsonb("medicals").$type<HeldMedical[]>().notNull().default([]),
  availableFrom: date("available_from", { mode: "string" }),
  rotations: text("rotations").array().notNull().default([]),
  minPayAmount: integer("min_pay_amount"),
  minPayUnit: text("min_pay_unit").$type<SalaryUnit>(),
  regions: text("regions").array().notNull().default([]),
  needsSponsorship: boolean("needs_sponsorship").notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// A ticket or medical's reminder, claimed once per (user, item, expiry date, threshold) in the transaction
// that queues its mail: a second run, or a run on another instance, finds the claim and sends nothing
// (docs/decisions/110). A new expiry date is a new key, so its reminders are due again.
export const ticketReminderSends = pgTable(
  "ticket_reminder_sends",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    itemKind: text("item_kind").$type<"ticket" | "medical">().notNull(),
    itemName: text("item_name").notNull(),
    expiresOn: date("expires_on", { mode: "string" }).notNull(),
    thresholdDays: integer("threshold_days").notNull(),
    sentAt: at("sent_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemKind, t.itemName, t.expiresOn, t.thresholdDays] })],
);

/** Workers who followed the unsubscribe link in a ticket reminder. */
export const ticketReminderOptOuts = pgTable("ticket_reminder_opt_outs", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

// ---- Shortlists: a signed-in user's My List, shared by all their browsers (docs/decisions/044) ----

export const shortlists = pgTable(
  "shortlists",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    addedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] })],
);

// ---- Payments: one row per provider intent; a job is created from a succeeded row, once ----

export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").notNull(),
    intentId: text("intent_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    planType: planType("plan_type").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("GBP"),
    status: paymentStatus("status").notNull().default("pending"),
    // The job as the employer submitted it, so the webhook can create it if the browser never returns.
    draft: jsonb("draft").$type<Record<string, unknown>>(),
    jobId: uuid("job_id").references(() => jobs.id, { onDelete: "set null" }),
    // An extension of an existing job (no draft): which job, and the closing date it pays for.
    extendsJobId: uuid("extends_job_id").references(() => jobs.id, { onDelete: "set null" }),
    extendsTo: at("extends_to"),
    // A refund or card dispute after payment (Stripe's charge.* events): why its job was taken down.
    issue: paymentIssue("issue"),
    issueAt: at("issue_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("payments_intent_key").on(t.provider, t.intentId), index("payments_user_idx").on(t.userId)],
);

/** Webhook events already handled: recorded in the transaction that acts on them, so each acts once. */
export const webhookEvents = pgTable("webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  createdAt: createdAt(),
});

// ---- Reports, subscriptions, alerts ----

export const brokenLinkReports = pgTable(
  "broken_link_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    reportedBy: text("reported_by"),
    reportReason: text("report_reason").notNull().default("Broken or non-functional link"),
    reason: reportReason("reason").notNull().default("broken_link"),
    status: reportStatus("status").notNull().default("pending"),
    adminNotes: text("admin_notes"),
    resolvedBy: uuid("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: at("resolved_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("broken_link_reports_status_idx").on(t.status, t.createdAt),
    index("broken_link_reports_job_idx").on(t.jobId),
    // One pending report per visitor (user id or hashed IP), job and reason.
    uniqueIndex("broken_link_reports_pending_key")
      .on(t.jobId, t.reportedBy, t.reason)
      .where(sql`status = 'pending'`),
  ],
);

// Subscribers and alerts share the double opt-in columns: nothing but the confirmation email goes to
// an address until confirmedAt is set; tokens are kept only as sha256 hashes.
export const emailSubscribers = pgTable(
  "email_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique(),
    isActive: boolean("is_active").notNull().default(true),
    confirmationTokenHash: text("confirmation_token_hash").unique(),
    confirmationSentAt: at("confirmation_sent_at"),
    confirmedAt: at("confirmed_at"),
    unsubscribeTokenHash: text("unsubscribe_token_hash").unique(),
    unsubscribedAt: at("unsubscribed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("email_subscribers_confirmed_idx").on(t.confirmedAt)],
);

export const savedSearchFrequency = pgEnum("saved_search_frequency", SAVED_SEARCH_FREQUENCIES);

/**
 * A saved set of home filters and how often its new jobs are emailed: owned by an account (mailed at the
 * account's address) or by an address that confirmed it by email. Job alerts became these (decision 112).
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    email: text("email"),
    filters: jsonb("filters").$type<SavedSearchFilters>().notNull(),
    /** The filters' text as the board's prefix tsquery (lib/search-text.ts), so the fan-out matches as the board does. */
    searchQuery: text("search_query"),
    // New filters for a confirmed address-owned search wait here until confirmed from its inbox.
    pendingFilters: jsonb("pending_filters").$type<SavedSearchFilters>(),
    frequency: savedSearchFrequency("frequency").notNull(),
    confirmationTokenHash: text("confirmation_token_hash").unique(),
    confirmationSentAt: at("confirmation_sent_at"),
    confirmedAt: at("confirmed_at"),
    unsubscribeTokenHash: text("unsubscribe_token_hash").notNull().unique(),
    /** Daily and weekly: jobs published after this are new to the search; moved on by each send. */
    lastSentAt: at("last_sent_at").notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("saved_searches_owner", sql`(${t.userId} is null) <> (${t.email} is null)`),
    // The fan-out and the scheduled sends read confirmed searches of one frequency.
    index("saved_searches_frequency_idx")
      .on(t.frequency, t.lastSentAt)
      .where(sql`${t.confirmedAt} is not null`),
    index("saved_searches_user_idx").on(t.userId),
    // One search per account for the same filters (as stored, case aside): saving it again finds that one.
    uniqueIndex("saved_searches_user_filters_key")
      .on(t.userId, sql`md5(lower(${t.filters}::text))`)
      .where(sql`${t.userId} is not null`),
    index("saved_searches_email_idx").on(t.email),
  ],
);

/** Instant alerts already sent: the claim that makes a retried fan-out skip every search it mailed. */
export const savedSearchSends = pgTable(
  "saved_search_sends",
  {
    savedSearchId: uuid("saved_search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    sentAt: at("sent_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.jobId] }), index("saved_search_sends_job_idx").on(t.jobId)],
);

/**
 * A browser's Web Push subscription (RFC 8030) for one of its owner's saved searches, or with no search
 * (ticket reminders go to every endpoint of the user). One endpoint may hold several rows, one per search,
 * so (endpoint, search) is the unique key, a null search counting once (decision 113).
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    savedSearchId: uuid("saved_search_id").references(() => savedSearches.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    /** The browser's P-256 public key and auth secret (base64url): what the payload is encrypted to. */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /**
     * Sends to this endpoint that had no answer in time, since its last answer (every row of the endpoint
     * counts each): at a few in a row the endpoint is dropped, rather than stalling a worker at every push.
     */
    consecutiveTimeouts: integer("consecutive_timeouts").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique("push_subscriptions_endpoint_search").on(t.endpoint, t.savedSearchId).nullsNotDistinct(),
    index("push_subscriptions_user_idx").on(t.userId),
    index("push_subscriptions_search_idx").on(t.savedSearchId),
  ],
);

export const digestStatus = pgEnum("digest_status", ["claimed", "sent", "failed"]);

/**
 * One row per address and ISO week, inserted (claimed) before the weekly digest is sent: the unique key
 * is what makes a second run, or a run resumed after a crash, skip everyone already claimed.
 */
export const digestSends = pgTable(
  "digest_sends",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    isoWeek: text("iso_week").notNull(),
    status: digestStatus("status").notNull().default("claimed"),
    attempts: integer("attempts").notNull().default(1),
    jobIds: jsonb("job_ids").$type<string[]>().notNull().default([]),
    error: text("error"),
    claimedAt: at("claimed_at").notNull().defaultNow(),
    sentAt: at("sent_at"),
  },
  (t) => [uniqueIndex("digest_sends_email_week_key").on(t.email, t.isoWeek), index("digest_sends_week_idx").on(t.isoWeek, t.status)],
);

/** Employers who asked, through the link in a reminder, not to be sent expiry reminders again. */
export const reminderOptOuts = pgTable("reminder_opt_outs", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

// ---- Analytics: IP addresses are kept only as keyed hashes ----

const visitContext = () => ({
  userAgent: text("user_agent"),
  ipHash: text("ip_hash"),
  referrer: text("referrer"),
  utmSource: text("utm_source"),
  utmMedium: text("utm_medium"),
  utmCampaign: text("utm_campaign"),
  utmTerm: text("utm_term"),
  utmContent: text("utm_content"),
});

export const jobClicks = pgTable(
  "job_clicks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    clickType: text("click_type").notNull(),
    ...visitContext(),
    clickedAt: timestamp("clicked_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("job_clicks_job_idx").on(t.jobId, t.clickType), index("job_clicks_time_idx").on(t.clickedAt)],
);

export const pageViews = pgTable(
  "page_views",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    path: text("path").notNull(),
    ...visitContext(),
    viewedAt: timestamp("viewed_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  // By path too: an employer's My Jobs counts the views of each of their job pages.
  (t) => [index("page_views_time_idx").on(t.viewedAt), index("page_views_path_idx").on(t.path)],
);

export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    action: text("action").notNull(),
    category: text("category"),
    label: text("label"),
    path: text("path"),
    ...visitContext(),
    createdAt: createdAt(),
  },
  (t) => [index("analytics_events_time_idx").on(t.createdAt)],
);

export const webVitals = pgTable(
  "web_vitals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    value: real("value").notNull(),
    rating: text("rating"),
    url: text("url"),
    createdAt: createdAt(),
  },
  (t) => [index("web_vitals_name_time_idx").on(t.name, t.createdAt)],
);

// ---- CRM offers and outreach ----

export const bespokeOffers = pgTable(
  "bespoke_offers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    employerId: uuid("employer_id")
      .notNull()
      .references(() => employers.id, { onDelete: "cascade" }),
    title: text("title"),
    description: text("description"),
    offerType: text("offer_type").notNull(),
    originalPrice: integer("original_price"),
    discountedPrice: integer("discounted_price"),
    currency: text("currency").notNull().default("GBP"),
    jobListingsIncluded: integer("job_listings_included").notNull().default(1),
    featuredPlacementDays: integer("featured_placement_days").notNull().default(0),
    validUntil: at("valid_until").notNull(),
    terms: text("terms"),
    status: text("status").notNull().default("sent"),
    sentDate: at("sent_date"),
    viewedDate: at("viewed_date"),
    respondedDate: at("responded_date"),
    stripePaymentIntentId: text("stripe_payment_intent_id"),
    paidAt: at("paid_at"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("bespoke_offers_employer_idx").on(t.employerId)],
);

export const emailOutreach = pgTable(
  "email_outreach",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    employerId: uuid("employer_id")
      .notNull()
      .references(() => employers.id, { onDelete: "cascade" }),
    bespokeOfferId: uuid("bespoke_offer_id").references(() => bespokeOffers.id, { onDelete: "set null" }),
    subject: text("subject").notNull(),
    emailBody: text("email_body").notNull(),
    recipientEmail: text("recipient_email").notNull(),
    senderEmail: text("sender_email").notNull(),
    sentAt: at("sent_at"),
    openedAt: at("opened_at"),
    clickedAt: at("clicked_at"),
    repliedAt: at("replied_at"),
    status: text("status").notNull().default("sent"),
    followUpScheduled: at("follow_up_scheduled"),
    followUpSent: boolean("follow_up_sent").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("email_outreach_employer_idx").on(t.employerId)],
);

// ---- Audit log: who changed which account, how and when ----

export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Names are copied in, so an entry still reads right after either account is renamed or deleted.
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    action: text("action").notNull(),
    targetId: uuid("target_id").references(() => users.id, { onDelete: "set null" }),
    targetName: text("target_name").notNull(),
    details: jsonb("details").$type<Record<string, string | null>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt.desc(), t.id), index("audit_log_target_idx").on(t.targetId)],
);

export type Job = typeof jobs.$inferSelect;
export type NewJob = typeof jobs.$inferInsert;
export type User = typeof users.$inferSelect;
export type Employer = typeof employers.$inferSelect;

// ---- Rate limits and de-duplication windows, shared by every process through the database ----

export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: at("reset_at").notNull(),
  },
  (t) => [index("rate_limits_reset_idx").on(t.resetAt)],
);

// ---- Google Indexing API publish requests sent per UTC day, shared by every process (its daily quota) ----

export const indexingQuota = pgTable("indexing_quota", {
  day: date("day", { mode: "string" }).primaryKey(),
  used: integer("used").notNull().default(0),
});
// ---- Schedules: one row per schedule and period, the claim that makes a scheduled run happen once ----

/**
 * Every instance's scheduler inserts the current period's row and queues the job in the same transaction
 * only if the insert won (docs/background-work.md, Schedules). `jobId` names the pg-boss job it queued.
 */
export const scheduleRuns = pgTable(
  "schedule_runs",
  {
    schedule: text("schedule").notNull(),
    period: text("period").notNull(),
    enqueuedAt: at("enqueued_at").notNull().defaultNow(),
    jobId: uuid("job_id"),
  },
  (t) => [primaryKey({ columns: [t.schedule, t.period] }), index("schedule_runs_latest_idx").on(t.schedule, t.enqueuedAt.desc())],
);
