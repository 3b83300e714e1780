CREATE TABLE "schedule_runs" (
	"schedule" text NOT NULL,
	"period" text NOT NULL,
	"enqueued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"job_id" uuid,
	CONSTRAINT "schedule_runs_schedule_period_pk" PRIMARY KEY("schedule","period")
);
--> statement-breakpoint
CREATE INDEX "schedule_runs_latest_idx" ON "schedule_runs" USING btree ("schedule","enqueued_at" DESC NULLS LAST);