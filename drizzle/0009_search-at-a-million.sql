-- Search at a million jobs (docs/decisions/083). Drizzle cannot express INCLUDE or column statistics, so
-- this migration is written by hand; the two indexes keep their names and keys, so the schema still agrees.
-- Listed-job counts with an equality or range filter become index-only scans over this narrow index.
DROP INDEX IF EXISTS "jobs_listed_expiry_idx";--> statement-breakpoint
CREATE INDEX "jobs_listed_expiry_idx" ON "jobs" USING btree ("expires_at") INCLUDE ("application_closing_date","application_start_date","category","danger_level","rotation","travel_paid","salary_min","salary_max","tickets","location") WHERE is_active;--> statement-breakpoint
-- A category (with or without a salary band) is counted and paged without reading the table.
DROP INDEX IF EXISTS "jobs_category_idx";--> statement-breakpoint
CREATE INDEX "jobs_category_idx" ON "jobs" USING btree ("category","display_order" DESC NULLS FIRST,"created_at" DESC NULLS FIRST) INCLUDE ("salary_min","salary_max","expires_at","application_closing_date","application_start_date") WHERE is_active;--> statement-breakpoint
-- A rare word must be estimated as rare, or the planner walks the newest-first index looking for it.
ALTER TABLE "jobs" ALTER COLUMN "search_vector" SET STATISTICS 1000;
