CREATE TABLE "job_refusals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"source_id" uuid,
	"user_id" uuid,
	"external_reference" text,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"rule" text NOT NULL,
	"field" text NOT NULL,
	"message" text NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"user_id" uuid NOT NULL,
	"token" text,
	"username" text,
	"secret_hash" text,
	"allowance" integer DEFAULT 0 NOT NULL,
	"paused_at" timestamp with time zone,
	"created_count" integer DEFAULT 0 NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"closed_count" integer DEFAULT 0 NOT NULL,
	"refused_count" integer DEFAULT 0 NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_run_status" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_sources_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "source_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text DEFAULT 'running' NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"closed" integer DEFAULT 0 NOT NULL,
	"incomplete" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "source" text DEFAULT 'form' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "source_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "external_reference" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "subdivision" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "place_kind" text DEFAULT 'land' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "posted_by_agency" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "agency_name" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "employment_term" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "policy_warnings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "incomplete_fields" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "job_refusals" ADD CONSTRAINT "job_refusals_source_id_job_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."job_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_refusals" ADD CONSTRAINT "job_refusals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_sources" ADD CONSTRAINT "job_sources_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_runs" ADD CONSTRAINT "source_runs_source_id_job_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."job_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_refusals_source_idx" ON "job_refusals" USING btree ("source_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_refusals_flagged_idx" ON "job_refusals" USING btree ("created_at" DESC NULLS LAST) WHERE flagged;--> statement-breakpoint
CREATE INDEX "job_sources_user_idx" ON "job_sources" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "source_runs_source_idx" ON "source_runs" USING btree ("source_id","started_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_source_id_job_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."job_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_source_reference_idx" ON "jobs" USING btree ("source_id","external_reference") WHERE source_id is not null;--> statement-breakpoint
-- Jobs from before sources were recorded: a CSV import marked its rows as seed jobs; the rest came by the form.
UPDATE "jobs" SET "source" = 'csv' WHERE "seed_job";
