CREATE TABLE "shortlists" (
	"user_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shortlists_user_id_job_id_pk" PRIMARY KEY("user_id","job_id")
);
--> statement-breakpoint
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
ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_extends_job_id_jobs_id_fk" FOREIGN KEY ("extends_job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;