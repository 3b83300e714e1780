CREATE TABLE "webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "draft" jsonb;--> statement-breakpoint
CREATE INDEX "page_views_path_idx" ON "page_views" USING btree ("path");