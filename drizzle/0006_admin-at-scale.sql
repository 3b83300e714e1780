CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"target_id" uuid,
	"target_name" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(contact_name, '')), 'A') ||
  setweight(to_tsvector('simple', coalesce(contact_email, '') || ' ' || translate(coalesce(contact_email, ''), '@.', '  ')), 'A') ||
  setweight(to_tsvector('simple', coalesce(notes, '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "link_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "link_http_status" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "link_final_url" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "link_check_reason" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "link_bad_streak" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "employers_search_idx" ON "employers" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "jobs_seed_application_url_idx" ON "jobs" USING btree ("application_url") WHERE seed_job;--> statement-breakpoint
CREATE INDEX "jobs_seed_source_url_idx" ON "jobs" USING btree ("source_url") WHERE seed_job;--> statement-breakpoint
CREATE INDEX "jobs_admin_order_idx" ON "jobs" USING btree ("display_order" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id");