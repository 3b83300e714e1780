CREATE TABLE "user_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"roles" text[] DEFAULT '{}' NOT NULL,
	"tickets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"medicals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"available_from" date,
	"rotations" text[] DEFAULT '{}' NOT NULL,
	"min_pay_amount" integer,
	"min_pay_unit" text,
	"regions" text[] DEFAULT '{}' NOT NULL,
	"needs_sponsorship" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "jobs_salary_max_idx";--> statement-breakpoint
DROP INDEX "jobs_salary_min_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_unit" text DEFAULT 'year' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "annual_salary_min" integer GENERATED ALWAYS AS (case when salary_unit = 'day' then salary_min * (case rotation when '2-2' then 182 when '3-3' then 182 when '4-4' then 182 when '28-28' then 182 when 'fifo' then 220 when 'on-site' then 220 else 220 end) else salary_min end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "annual_salary_max" integer GENERATED ALWAYS AS (case when salary_unit = 'day' then salary_max * (case rotation when '2-2' then 182 when '3-3' then 182 when '4-4' then 182 when '28-28' then 182 when 'fifo' then 220 when 'on-site' then 220 else 220 end) else salary_max end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "work_arrangement" text DEFAULT 'on-site' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "departure_point" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "travel_booked_by_employer" boolean;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_salary_max_idx" ON "jobs" USING btree ("annual_salary_max" DESC NULLS FIRST,"id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "jobs_salary_min_idx" ON "jobs" USING btree ("annual_salary_min","id") WHERE is_active;