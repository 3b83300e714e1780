CREATE TYPE "public"."employer_verification" AS ENUM('auto', 'verified', 'revoked');--> statement-breakpoint
CREATE TYPE "public"."report_reason" AS ENUM('broken_link', 'asks_for_money', 'misleading_pay', 'duplicate', 'already_filled', 'other');--> statement-breakpoint
DROP INDEX "broken_link_reports_pending_key";--> statement-breakpoint
ALTER TABLE "broken_link_reports" ADD COLUMN "reason" "report_reason" DEFAULT 'broken_link' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_domain" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "employer_verification" "employer_verification" DEFAULT 'auto' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "broken_link_reports_pending_key" ON "broken_link_reports" USING btree ("job_id","reported_by","reason") WHERE status = 'pending';