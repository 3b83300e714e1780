ALTER TABLE "jobs" ADD COLUMN "link_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "link_http_status" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "link_final_url" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "link_check_reason" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "link_bad_streak" integer DEFAULT 0 NOT NULL;