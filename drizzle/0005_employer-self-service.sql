ALTER TABLE "jobs" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "extends_job_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "extends_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_extends_job_id_jobs_id_fk" FOREIGN KEY ("extends_job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;