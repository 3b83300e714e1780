ALTER TABLE "jobs" ADD COLUMN "rotation" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "tickets" text[];--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "tickets_other" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "medical" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "travel_paid" boolean;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "accommodation_provided" boolean;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "visa_sponsorship" boolean;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "extends_job_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "extends_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_extends_job_id_jobs_id_fk" FOREIGN KEY ("extends_job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;