CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"seeker_id" uuid NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"tickets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"medicals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"available_from" date,
	"rotations" text[] DEFAULT '{}' NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"cv_key" text,
	"cv_name" text,
	"cv_type" text,
	"cv_bytes" integer,
	"tickets_valid" boolean DEFAULT false NOT NULL,
	"available_by_start" boolean DEFAULT false NOT NULL,
	"fit_score" integer DEFAULT 0 NOT NULL,
	"decline_message" text,
	"viewed_at" timestamp with time zone,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"employer_mailed_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"data_deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_job_seeker" UNIQUE("job_id","seeker_id")
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "apply_on" text DEFAULT 'employer-site' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "screening_questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "application_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "application_mail" text DEFAULT 'each' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_seeker_id_users_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_job_fit_idx" ON "applications" USING btree ("job_id","fit_score" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "applications_job_valid_idx" ON "applications" USING btree ("job_id","fit_score" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id") WHERE tickets_valid;--> statement-breakpoint
CREATE INDEX "applications_job_created_idx" ON "applications" USING btree ("job_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "applications_seeker_idx" ON "applications" USING btree ("seeker_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_unmailed_idx" ON "applications" USING btree ("created_at") WHERE employer_mailed_at is null;--> statement-breakpoint
CREATE INDEX "applications_unopened_idx" ON "applications" USING btree ("created_at") WHERE viewed_at is null and reminder_sent_at is null and status = 'sent';--> statement-breakpoint
-- A feed's advert that gave only an address to apply to now takes its applications on Outpost and forwards them there.
UPDATE "jobs" SET "apply_on" = 'outpost', "application_email" = substr("application_url", 8) WHERE "source" = 'multiposter' AND "application_url" LIKE 'mailto:%';
